import Foundation
import VitrineUI
import VitrineWidgetCore

/// The combinations one call checks a widget in: layouts (families) × light/dark × locales ×
/// Dynamic Type sizes × layout directions, as Paparazzi's and Roborazzi's device and theme
/// parameters do.
///
/// Every axis is a list of values with a default of one value, except families (small, medium,
/// large) and color schemes (light, dark). Locale and color scheme go to the renderer; Dynamic
/// Type size and layout direction are set in the view's environment, so the matrix honours
/// whatever the views do with them.
///
/// ```swift
/// let matrix = SnapshotMatrix(
///   locales: [Locale(identifier: "en_US"), Locale(identifier: "ar_EG")],
///   dynamicTypeSizes: [.large, .accessibility3])
/// ```
public struct SnapshotMatrix: Sendable, Hashable {
  /// The sizes: families on a device, or fixed sizes.
  public var layouts: [SnapshotLayout]
  /// Light, dark or both.
  public var colorSchemes: [ColorScheme]
  /// The locales numbers and dates are formatted in.
  public var locales: [Locale]
  /// The text sizes set in the environment.
  public var dynamicTypeSizes: [DynamicTypeSize]
  /// The reading directions set in the environment.
  public var layoutDirections: [LayoutDirection]

  /// The most variants one matrix makes: a bound on one call's work.
  public static let maximumVariants = 1_024

  /// Creates a matrix over `families` on `device`; by default the three home-screen families
  /// in light and dark, in American English, at the default text size, left to right.
  public init(
    families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge],
    device: WidgetDevice = .standard, colorSchemes: [ColorScheme] = [.light, .dark],
    locales: [Locale] = [Locale(identifier: "en_US")],
    dynamicTypeSizes: [DynamicTypeSize] = [.large],
    layoutDirections: [LayoutDirection] = [.leftToRight]
  ) {
    self.init(
      layouts: families.map { .widget($0, device: device) }, colorSchemes: colorSchemes,
      locales: locales, dynamicTypeSizes: dynamicTypeSizes, layoutDirections: layoutDirections)
  }

  /// Creates a matrix over explicit layouts (fixed sizes, other devices).
  public init(
    layouts: [SnapshotLayout], colorSchemes: [ColorScheme] = [.light, .dark],
    locales: [Locale] = [Locale(identifier: "en_US")],
    dynamicTypeSizes: [DynamicTypeSize] = [.large],
    layoutDirections: [LayoutDirection] = [.leftToRight]
  ) {
    self.layouts = layouts
    self.colorSchemes = colorSchemes
    self.locales = locales
    self.dynamicTypeSizes = dynamicTypeSizes
    self.layoutDirections = layoutDirections
  }

  /// Every combination, layouts varying slowest; at most ``maximumVariants``.
  public var variants: [SnapshotVariant] {
    var variants: [SnapshotVariant] = []
    for layout in layouts {
      for scheme in colorSchemes {
        for locale in locales {
          for size in dynamicTypeSizes {
            for direction in layoutDirections {
              guard variants.count < Self.maximumVariants else { return variants }
              variants.append(
                SnapshotVariant(
                  layout: layout, colorScheme: scheme, locale: locale, dynamicTypeSize: size,
                  layoutDirection: direction))
            }
          }
        }
      }
    }
    return variants
  }

  /// The same matrix at other layouts (a preview's own family or size).
  public func with(layouts: [SnapshotLayout]) -> SnapshotMatrix {
    var copy = self
    copy.layouts = layouts
    return copy
  }

  /// The Dynamic Type sizes worth checking: the smallest, the default, the largest before the
  /// accessibility sizes, and the largest of all.
  public static let dynamicTypeRange: [DynamicTypeSize] = [
    .xSmall, .large, .xxxLarge, .accessibility5,
  ]
}

/// One combination of a ``SnapshotMatrix``.
public struct SnapshotVariant: Sendable, Hashable, CustomStringConvertible {
  /// The size.
  public var layout: SnapshotLayout
  /// Light or dark.
  public var colorScheme: ColorScheme
  /// The locale.
  public var locale: Locale
  /// The text size.
  public var dynamicTypeSize: DynamicTypeSize
  /// The reading direction.
  public var layoutDirection: LayoutDirection

  /// Creates a variant; the defaults are the matrix's.
  public init(
    layout: SnapshotLayout = .systemSmall, colorScheme: ColorScheme = .light,
    locale: Locale = Locale(identifier: "en_US"), dynamicTypeSize: DynamicTypeSize = .large,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.layout = layout
    self.colorScheme = colorScheme
    self.locale = locale
    self.dynamicTypeSize = dynamicTypeSize
    self.layoutDirection = layoutDirection
  }

  /// The name in reference files: the layout and color scheme, then each other value that is
  /// not the default (`systemSmall-dark-ar_EG-accessibility3-rtl`), so adding an axis to a
  /// matrix keeps the names of the references it had.
  public var description: String {
    var parts = [layout.description, colorScheme.rawValue]
    if locale.identifier != "en_US" { parts.append(locale.identifier) }
    if dynamicTypeSize != .large { parts.append("\(dynamicTypeSize)") }
    if layoutDirection == .rightToLeft { parts.append("rtl") }
    return parts.joined(separator: "-")
  }

  /// `view` with this variant's Dynamic Type size and layout direction in its environment.
  @MainActor public func applyEnvironment(to view: AnyView) -> AnyView {
    AnyView(
      view.environment(\.dynamicTypeSize, dynamicTypeSize)
        .environment(\.layoutDirection, layoutDirection))
  }
}
