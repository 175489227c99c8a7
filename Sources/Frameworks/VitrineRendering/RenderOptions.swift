import Foundation
import VitrineUI
import VitrineWidgetCore

/// How a display list becomes a picture: the scale, and the "chrome" the home screen adds
/// around a widget's own drawing (its rounded shape, the default background).
public struct RenderOptions: Sendable, Hashable {
  /// Pixels per point of a PNG: 1, 2 or 3. Vector output (SVG, PDF) is in points.
  public var scale: Double
  /// The corner radius of the continuous rounded rectangle the widget is clipped to, as the
  /// home screen clips widgets (half the side of a square clips it to a circle); `nil` for no
  /// clip.
  public var cornerRadius: CGFloat?
  /// Whether the widget's `containerBackground` is drawn (it is not on the lock screen).
  public var drawsContainerBackground: Bool
  /// The system's color drawn behind a widget, under its container background if it has one
  /// (a translucent one shows it through); `nil` leaves it transparent.
  public var defaultBackground: ResolvedColor?
  /// Images with more pixels than this are refused with ``RenderError/imageTooLarge``; `nil`
  /// accepts any size.
  public var imagePixelLimit: Int?
  /// How the content's colours are drawn: as they are, or mapped to the tint's colours as on
  /// the Lock Screen (`vibrant`) or a tinted Home Screen (`accented`).
  public var renderingMode: WidgetRenderingMode = .fullColor
  /// The colours of the vibrant and accented modes.
  public var tint: WidgetTint = .lockScreen()

  /// Creates options; the defaults draw the display list alone at scale 2, with no chrome and
  /// no image limit.
  public init(
    scale: Double = 2, cornerRadius: CGFloat? = nil, drawsContainerBackground: Bool = true,
    defaultBackground: ResolvedColor? = nil, imagePixelLimit: Int? = nil
  ) {
    self.scale = scale
    self.cornerRadius = cornerRadius
    self.drawsContainerBackground = drawsContainerBackground
    self.defaultBackground = defaultBackground
    self.imagePixelLimit = imagePixelLimit
  }

  /// The corner radius of home-screen widgets on iPhone.
  public static let homeScreenCornerRadius: CGFloat = 22

  /// The opaque background iOS puts behind every home-screen widget: UIKit's
  /// `systemBackground`, white in light mode and, as widgets are elevated content, its
  /// elevated dark value #1C1C1E (28, 28, 30) in dark mode. A widget without a container
  /// background shows it; a translucent one (`.fill.tertiary`, materials) is drawn over it.
  public static func systemBackground(_ scheme: ColorScheme) -> ResolvedColor {
    scheme == .dark
      ? ResolvedColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
      : ResolvedColor(red: 1, green: 1, blue: 1)
  }

  /// The options the host uses for a widget of `family` and `size` points on a screen of
  /// `deviceScale`: home-screen widgets are clipped to their rounded shape and have a
  /// background; lock-screen widgets have no background of their own, and `accessoryCircular`
  /// is round (clipped to the circle its square holds, as the Lock Screen shows it). Images
  /// may have at most as many pixels as the widget has on that screen, as on iOS.
  public static func widget(
    family: WidgetFamily, size: CGSize, colorScheme: ColorScheme, scale: Double,
    deviceScale: Double
  ) -> RenderOptions {
    let limit = Int((size.width * deviceScale * size.height * deviceScale).rounded(.down))
    if family.isSystem {
      return RenderOptions(
        scale: scale, cornerRadius: homeScreenCornerRadius, drawsContainerBackground: true,
        defaultBackground: systemBackground(colorScheme), imagePixelLimit: limit)
    }
    let round: CGFloat? =
      family == .accessoryCircular ? min(size.width, size.height) / 2 : nil
    return RenderOptions(
      scale: scale, cornerRadius: round, drawsContainerBackground: false,
      defaultBackground: nil, imagePixelLimit: limit)
  }
}

/// The file formats the renderer writes.
public enum RenderFormat: String, Sendable, Hashable, CaseIterable {
  /// PNG pixels at the options' scale.
  case png
  /// SVG in points; text is drawn as glyph outlines.
  case svg
  /// PDF in points; text is embedded with its fonts.
  case pdf

  /// The format a file name's extension names, if any.
  public init?(pathExtension: String) {
    self.init(rawValue: pathExtension.lowercased())
  }
}
