import Foundation

/// A position along the horizontal axis that views in a container line up on.
public struct HorizontalAlignment: Sendable, Hashable {
  /// How far across a view the guide lies: 0 at its left edge, 1 at its right edge.
  let fraction: CGFloat

  /// The left edges line up.
  public static let leading = HorizontalAlignment(fraction: 0)
  /// The centers line up.
  public static let center = HorizontalAlignment(fraction: 0.5)
  /// The right edges line up.
  public static let trailing = HorizontalAlignment(fraction: 1)

  /// The guide as layout reads it.
  var guide: AlignmentGuide { .fraction(fraction) }
}

/// A position along the vertical axis that views in a container line up on.
public struct VerticalAlignment: Sendable, Hashable {
  /// The guide as layout reads it.
  let guide: AlignmentGuide

  /// The top edges line up.
  public static let top = VerticalAlignment(guide: .fraction(0))
  /// The centers line up.
  public static let center = VerticalAlignment(guide: .fraction(0.5))
  /// The bottom edges line up.
  public static let bottom = VerticalAlignment(guide: .fraction(1))
  /// The baselines of the first lines of text line up; views without text use their bottom.
  public static let firstTextBaseline = VerticalAlignment(guide: .firstBaseline)
  /// The baselines of the last lines of text line up; views without text use their bottom.
  public static let lastTextBaseline = VerticalAlignment(guide: .lastBaseline)
}

/// A horizontal and a vertical alignment together, for placing a view inside a larger one.
public struct Alignment: Sendable, Hashable {
  /// The alignment across.
  public var horizontal: HorizontalAlignment
  /// The alignment down.
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The top-left corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The middle of the top edge.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The top-right corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The middle of the left edge.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The center.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The middle of the right edge.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The bottom-left corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The middle of the bottom edge.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The bottom-right corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Where on a view an alignment line lies, as the layout engine computes it.
enum AlignmentGuide: Hashable {
  /// A fixed fraction of the view's length along the axis.
  case fraction(CGFloat)
  /// The first text baseline, or the bottom edge for views without text.
  case firstBaseline
  /// The last text baseline, or the bottom edge for views without text.
  case lastBaseline

  /// The guide used when a view is placed inside a frame, where baselines have no partner to
  /// line up with: the first baseline behaves as the top edge, the last as the bottom edge.
  var framePosition: CGFloat {
    switch self {
    case .fraction(let fraction): return fraction
    case .firstBaseline: return 0
    case .lastBaseline: return 1
    }
  }
}

/// A point in a view's unit square: (0, 0) is the top-left corner, (1, 1) the bottom-right.
public struct UnitPoint: Sendable, Hashable, Codable {
  /// The horizontal position, 0 at the left edge.
  public var x: CGFloat
  /// The vertical position, 0 at the top edge.
  public var y: CGFloat

  /// Creates a unit point.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// (0, 0).
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The center.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the left edge.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the right edge.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The middle of the top edge.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top-left corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top-right corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom-left corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom-right corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
