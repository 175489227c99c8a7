/// The horizontal or vertical dimension of a layout.
public enum Axis: Sendable, Hashable, CaseIterable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// The other axis.
  var crossing: Axis { self == .horizontal ? .vertical : .horizontal }

  /// A set of axes.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: Int8
    /// Creates a set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}
