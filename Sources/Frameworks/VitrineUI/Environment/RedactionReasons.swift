/// Why content is shown redacted.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public let rawValue: Int
  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The content is a placeholder while real data loads: text and images become grey shapes.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// The device is locked: views marked `privacySensitive()` are hidden.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// An interaction the widget started is running: views marked `invalidatableContent()` are
  /// shown as pending (faded) until the new timeline arrives.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
