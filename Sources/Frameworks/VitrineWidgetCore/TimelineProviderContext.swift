import Foundation

/// What a provider knows about the widget it is asked for.
public struct TimelineProviderContext: Sendable, Hashable {
  /// The widget's family.
  public var family: WidgetFamily
  /// The widget's size in points, a `CGSize` as in WidgetKit.
  public var displaySize: CGSize
  /// Whether the host asks for the widget gallery, where data must come fast and may be sample.
  public var isPreview: Bool
  /// Light or dark appearance.
  public var colorScheme: ColorScheme
  /// Pixels per point of the screen the widget is drawn on.
  public var displayScale: Double
  /// The host's current time. On iOS this is `Date()`; a Vitrine host on a simulated clock sets
  /// its own time here, so a provider that dates its entries from `context.now` simulates exactly.
  public var now: Date

  /// Creates a context; the display size comes from the family on `device`.
  public init(
    family: WidgetFamily, device: WidgetDevice = .standard, isPreview: Bool = false,
    colorScheme: ColorScheme = .light, displayScale: Double? = nil, now: Date = Date()
  ) {
    let size = device.displaySize(for: family) ?? WidgetDevice.fallbackSize(for: family)
    self.init(
      family: family, displaySize: CGSize(width: size.width, height: size.height),
      isPreview: isPreview, colorScheme: colorScheme,
      displayScale: displayScale ?? Double(device.scale), now: now)
  }

  /// Creates a context with an explicit display size.
  public init(
    family: WidgetFamily, displaySize: CGSize, isPreview: Bool = false,
    colorScheme: ColorScheme = .light, displayScale: Double = 3, now: Date = Date()
  ) {
    self.family = family
    self.displaySize = displaySize
    self.isPreview = isPreview
    self.colorScheme = colorScheme
    self.displayScale = displayScale
    self.now = now
  }
}

/// Light or dark appearance, as SwiftUI names it.
public enum ColorScheme: String, Sendable, Hashable, Codable, CaseIterable {
  /// Dark text on light backgrounds.
  case light
  /// Light text on dark backgrounds.
  case dark
}

extension WidgetDevice {
  /// The size of `family` on the first screen that offers it (extra large exists on iPads only).
  static func fallbackSize(for family: WidgetFamily) -> WidgetSize {
    all.lazy.compactMap { $0.displaySize(for: family) }.first!
  }
}
