/// The sizes and shapes a widget can take, named as in WidgetKit.
public enum WidgetFamily: String, Sendable, Hashable, Codable, CaseIterable {
  /// A square widget on the home screen, two by two icons.
  case systemSmall
  /// A wide widget on the home screen, four by two icons.
  case systemMedium
  /// A tall widget on the home screen, four by four icons.
  case systemLarge
  /// The widest home-screen widget, on iPad only.
  case systemExtraLarge
  /// A round widget on the lock screen.
  case accessoryCircular
  /// A rectangular widget on the lock screen.
  case accessoryRectangular
  /// A single line of text above the time on the lock screen.
  case accessoryInline

  /// Whether the family sits on the home screen (as opposed to the lock screen).
  public var isSystem: Bool { rawValue.hasPrefix("system") }

  /// Whether a tap anywhere opens one URL only (small and lock-screen widgets do not support `Link`).
  public var supportsLinks: Bool {
    switch self {
    case .systemMedium, .systemLarge, .systemExtraLarge: return true
    default: return false
    }
  }
}

extension WidgetFamily: CustomStringConvertible {
  public var description: String { rawValue }
}
