import Foundation
import VitrineUI
import VitrineWidgetCore

/// A colour as UIKit has it: fixed components, or a dynamic colour with a value for the light
/// and the dark appearance (the system and semantic colours, `UIColor { traits in … }`), which
/// SwiftUI resolves against the environment's colour scheme when it draws
/// (`Color(uiColor:)`, `Color(.systemBackground)`).
open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible {
  /// The colour in both appearances.
  public let color: Color

  /// The colour of `color`, with its light and dark values.
  public init(_ color: Color) {
    self.color = color
  }

  /// A colour from sRGB components between 0 and 1 (out-of-range values are clamped).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(
      Color(
        red: Self.unit(red), green: Self.unit(green), blue: Self.unit(blue),
        opacity: Self.unit(alpha)))
  }

  /// A grey of `white` (0 black, 1 white) at `alpha`.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from hue, saturation and brightness between 0 and 1, at `alpha`.
  public convenience init(
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat
  ) {
    self.init(
      Color(
        hue: Self.unit(hue), saturation: Self.unit(saturation),
        brightness: Self.unit(brightness), opacity: Self.unit(alpha)))
  }

  /// A dynamic colour: `dynamicProvider` is asked for the light and the dark appearance once
  /// each, and the environment's colour scheme picks between them when the colour is drawn.
  public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
    let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
    self.init(
      Color(
        resolvedLight: light.color.resolvedLight, resolvedDark: dark.color.resolvedDark,
        name: nil))
  }

  /// The colour set `name` of the asset catalogs in `bundle` (the main bundle, then the
  /// resource bundles beside the executable, when `nil`); `nil` when there is none.
  public convenience init?(
    named name: String, in bundle: Bundle? = nil,
    compatibleWith traitCollection: UITraitCollection? = nil
  ) {
    guard AssetColors.contains(name, in: bundle) else { return nil }
    self.init(Color(name, bundle: bundle))
  }

  /// This colour with its alpha set to `alpha` in both appearances.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    let light = color.resolvedLight
    let dark = color.resolvedDark
    func with(_ color: ResolvedColor) -> ResolvedColor {
      ResolvedColor(
        red: color.red, green: color.green, blue: color.blue, opacity: Self.unit(alpha))
    }
    return UIColor(Color(resolvedLight: with(light), resolvedDark: with(dark), name: nil))
  }

  /// The colour in the appearance `traitCollection` asks for (light when unspecified).
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    let resolved =
      traitCollection.userInterfaceStyle == .dark ? color.resolvedDark : color.resolvedLight
    return UIColor(Color(resolvedLight: resolved, resolvedDark: resolved, name: nil))
  }

  /// The light appearance's components, as `getRed(_:green:blue:alpha:)` gives them for a
  /// colour resolved in a light environment; always `true`.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let light = color.resolvedLight
    red?.pointee = light.red
    green?.pointee = light.green
    blue?.pointee = light.blue
    alpha?.pointee = light.opacity
    return true
  }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.color.resolvedLight == rhs.color.resolvedLight
      && lhs.color.resolvedDark == rhs.color.resolvedDark
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(color.resolvedLight)
    hasher.combine(color.resolvedDark)
  }

  /// The colour's text form: its UIKit name, or its light and dark values.
  public var description: String { "UIColor(\(color.description))" }

  private static func unit(_ value: CGFloat) -> Double {
    value.isNaN ? 0 : Double(min(max(value, 0), 1))
  }

  /// The UIKit colour `name` from ``UIKitColors``.
  static func system(_ name: String) -> UIColor {
    UIColor(UIKitColors.color(named: name) ?? .clear)
  }
}

/// The traits a dynamic colour is resolved with: here, only the appearance.
public final class UITraitCollection: @unchecked Sendable {
  /// Light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle

  /// Traits of the appearance `userInterfaceStyle`.
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// The traits of the current environment; Vitrine resolves colours when drawing, so this
  /// is the light appearance.
  public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

/// The appearance an interface is shown in.
public enum UIUserInterfaceStyle: Int, Sendable {
  /// Not specified: taken as light.
  case unspecified
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

extension Color {
  /// The SwiftUI colour of a UIKit colour, with its light and dark values.
  public init(uiColor: UIColor) {
    self = uiColor.color
  }

  /// The SwiftUI colour of a UIKit colour (`Color(.systemBackground)`).
  public init(_ color: UIColor) {
    self = color.color
  }
}
