import Foundation
import VitrineUI
import VitrineWidgetCore

/// How a person's phone is set: light or dark, language and formats, and the picture's scale.
public struct WidgetAppearance: Sendable, Hashable {
  /// Light or dark.
  public var colorScheme: ColorScheme
  /// The language and formats; `nil` keeps the view layer's default (`en_US`).
  public var locale: Locale?
  /// Pixels per point of a PNG (1, 2 or 3); `nil` uses the device's scale.
  public var scale: Double?
  /// How colours are drawn: `accented` is the tinted Home Screen, `vibrant` the Lock Screen;
  /// `nil` is the family's place (vibrant for accessory families, full colour otherwise).
  public var renderingMode: WidgetRenderingMode? = nil
  /// The text size a person chose; Large, iOS's default, unless set.
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// The direction the layout reads in; `nil` follows ``locale`` (right to left in Arabic
  /// and Hebrew).
  public var layoutDirection: LayoutDirection? = nil

  /// Creates an appearance; by default light, in the view layer's default locale, at the
  /// device's scale.
  public init(colorScheme: ColorScheme = .light, locale: Locale? = nil, scale: Double? = nil) {
    self.colorScheme = colorScheme
    self.locale = locale
    self.scale = scale
  }
}
