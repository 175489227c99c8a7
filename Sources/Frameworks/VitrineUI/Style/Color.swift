import Foundation
import VitrineWidgetCore

/// A color, as a view that fills the space offered to it and as a style to draw with.
///
/// System colors (``red``, ``blue``, ``primary``, …) have Apple's light and dark values and
/// resolve against the environment's color scheme; colors made from components are fixed.
public struct Color: Sendable, Hashable, ShapeStyle, CustomStringConvertible {
  /// The color in light and dark appearance, before ``opacity(_:)``.
  let light: ResolvedColor
  let dark: ResolvedColor
  let name: String?

  init(light: ResolvedColor, dark: ResolvedColor, name: String?) {
    self.light = light
    self.dark = dark
    self.name = name
  }

  /// Creates a color from sRGB components between 0 and 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    let color = ResolvedColor(red: red, green: green, blue: blue, opacity: opacity)
    self.init(light: color, dark: color, name: nil)
  }

  /// Creates a grey from its white level between 0 and 1.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// Creates a color from a 24-bit `0xRRGGBB` value. Not SwiftUI API: disfavoured, so an app's
  /// own `Color(hex:)` extension (common in widget code) is chosen over it, not ambiguous.
  @_disfavoredOverload
  public init(hex: UInt32, opacity: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, opacity: opacity)
  }

  /// Creates a color from `"#RRGGBB"`, `"#RRGGBBAA"` or the same without `#`; `nil` if the text
  /// is not one of those forms. Not SwiftUI API: disfavoured, so an app's own `Color(hex:)`
  /// is chosen over it.
  @_disfavoredOverload
  public init?(hex text: String) {
    let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
    guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else {
      return nil
    }
    if digits.count == 6 {
      self.init(hex: value)
    } else {
      self.init(hex: value >> 8, opacity: Double(value & 0xFF) / 255)
    }
  }

  /// This color with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(
      light: light.multiplyingOpacity(by: opacity), dark: dark.multiplyingOpacity(by: opacity),
      name: name.map { "\($0).opacity(\(opacity))" })
  }

  /// The color's components in `colorScheme`.
  public func resolve(in colorScheme: ColorScheme) -> ResolvedColor {
    colorScheme == .dark ? dark : light
  }

  /// A short, stable text form.
  public var description: String {
    name ?? (light == dark ? light.description : "\(light.description)/\(dark.description)")
  }
}

extension Color: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let paint = Paint.color(resolve(in: context.environment.colorScheme))
    return [LayoutNode.filling(.shape(ShapeDrawing(outline: .rectangle, paint: paint)))]
  }
}

/// A color with its components worked out: sRGB red, green, blue and opacity, each 0 to 1.
public struct ResolvedColor: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The red component.
  public var red: Double
  /// The green component.
  public var green: Double
  /// The blue component.
  public var blue: Double
  /// The opacity, 0 transparent to 1 opaque.
  public var opacity: Double

  /// Creates a resolved color.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }

  /// A color from 8-bit components and an opacity.
  init(_ red: Int, _ green: Int, _ blue: Int, _ opacity: Double = 1) {
    self.init(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
      opacity: opacity)
  }

  /// This color with its opacity multiplied by `factor`.
  func multiplyingOpacity(by factor: Double) -> ResolvedColor {
    var copy = self
    copy.opacity *= factor
    return copy
  }

  /// `#RRGGBB`, followed by the opacity as a percentage when the color is not opaque.
  public var description: String {
    func byte(_ value: Double) -> String {
      let text = String(Int((min(max(value, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    let hex = "#" + byte(red) + byte(green) + byte(blue)
    return opacity >= 1 ? hex : hex + " \(Int((opacity * 100).rounded()))%"
  }
}
