import Foundation

/// One edge of a rectangle, named for left-to-right layout.
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
  /// The top edge.
  case top
  /// The left edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The right edge.
  case trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: Int8
    /// Creates a set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// Creates the set holding just `edge`.
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
    /// All four edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Distances inward from each edge of a rectangle.
public struct EdgeInsets: Sendable, Hashable, Codable {
  /// The inset from the top.
  public var top: CGFloat
  /// The inset from the left.
  public var leading: CGFloat
  /// The inset from the bottom.
  public var bottom: CGFloat
  /// The inset from the right.
  public var trailing: CGFloat

  /// Creates insets; each edge defaults to zero.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates insets of `length` on the edges in `edges` and zero elsewhere.
  public init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  /// The sum of the leading and trailing insets.
  var horizontal: CGFloat { leading + trailing }
  /// The sum of the top and bottom insets.
  var vertical: CGFloat { top + bottom }
}
