import Foundation

/// A view's spacing preferences: how far it wants to be from the view next to it on each of
/// its four edges, as SwiftUI's `ViewSpacing` records them.
///
/// A stack with no spacing of its own puts between two adjacent views the distance their
/// preferences ask for (``distance(to:along:)``) instead of one constant:
///
/// - ordinary views (shapes, images, controls) want the standard 8 points on every edge;
/// - a text's top and bottom edges also carry its font's leading, and when a text's edge meets
///   another text's edge the distance is the *lower* text's leading — the extra space iOS
///   puts between lines of a paragraph — so two texts in a `VStack` sit as two lines of one
///   text would (about 1.5 points for SF Pro at text sizes, not 8); against any other view a
///   text still keeps 8 points;
/// - `padding` resets the edges it pads to the standard preference; a stack's preferences are
///   its first child's leading edge (top for a `VStack`), its last child's trailing edge, and
///   the union of all its children's edges across its axis.
///
/// The union of two preferences keeps, on each edge, the larger distance and any text leading
/// (the larger of two), as Apple's `formUnion(_:edges:)` keeps the greater value per edge.
public struct ViewSpacing: Sendable, Hashable, CustomStringConvertible {
  /// One edge's preference.
  struct EdgePreference: Sendable, Hashable {
    /// The distance wanted to any neighbour.
    var distance: CGFloat
    /// The leading of the text whose edge this is; `nil` when the edge is not a text's.
    var textLeading: CGFloat?

    /// The larger of two preferences, edge by edge.
    func union(_ other: EdgePreference) -> EdgePreference {
      let leading: CGFloat? =
        switch (textLeading, other.textLeading) {
        case (let a?, let b?): max(a, b)
        case (let a?, nil): a
        case (nil, let b): b
        }
      return EdgePreference(distance: max(distance, other.distance), textLeading: leading)
    }
  }

  /// The preference on the top, leading, bottom and trailing edges.
  var top: EdgePreference
  var leading: EdgePreference
  var bottom: EdgePreference
  var trailing: EdgePreference

  /// Zero on every edge; the starting point for merging children's preferences with
  /// ``formUnion(_:edges:)``.
  public init() {
    self.init(all: EdgePreference(distance: 0, textLeading: nil))
  }

  /// The same preference on all four edges.
  init(all preference: EdgePreference) {
    top = preference
    leading = preference
    bottom = preference
    trailing = preference
  }

  /// Zero on every edge, as for an empty view.
  public static let zero = ViewSpacing()

  /// The distance between adjacent views when neither is text against text: 8 points, SwiftUI's
  /// default spacing on iOS (the Human Interface Guidelines' 8-point grid).
  public static let defaultDistance: CGFloat = 8

  /// What an ordinary view prefers: ``defaultDistance`` on every edge.
  static let standard = ViewSpacing(
    all: EdgePreference(distance: defaultDistance, textLeading: nil))

  /// What a text in a font of `leading` points of line leading prefers: the standard distance
  /// on every edge, and its leading on the top and bottom edges for a text beside it.
  static func text(leading: CGFloat) -> ViewSpacing {
    var spacing = standard
    let value = leading.isFinite ? max(leading, 0) : 0
    spacing.top.textLeading = value
    spacing.bottom.textLeading = value
    return spacing
  }

  /// The preference on `edge`.
  subscript(edge: Edge) -> EdgePreference {
    get {
      switch edge {
      case .top: top
      case .leading: leading
      case .bottom: bottom
      case .trailing: trailing
      }
    }
    set {
      switch edge {
      case .top: top = newValue
      case .leading: leading = newValue
      case .bottom: bottom = newValue
      case .trailing: trailing = newValue
      }
    }
  }

  /// Merges `other` into this on `edges`: each edge takes the larger preference.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      self[edge] = self[edge].union(other[edge])
    }
  }

  /// This merged with `other` on `edges`, leaving this unchanged.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var copy = self
    copy.formUnion(other, edges: edges)
    return copy
  }

  /// The smallest distance along `axis` from this view to `next`, the view after it (below it
  /// for `.vertical`, after it for `.horizontal`), that meets both views' preferences.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let (mine, theirs) = axis == .vertical ? (bottom, next.top) : (trailing, next.leading)
    if mine.textLeading != nil, let lower = theirs.textLeading { return lower }
    return max(mine.distance, theirs.distance)
  }

  /// These preferences with `edges` reset to the standard one (what `padding` does).
  func resetting(_ edges: Edge.Set) -> ViewSpacing {
    var copy = self
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      copy[edge] = Self.standard[edge]
    }
    return copy
  }

  /// The four edges' preferences, top, leading, bottom, trailing.
  public var description: String {
    func text(_ preference: EdgePreference) -> String {
      let distance = LayoutNumber.text(preference.distance)
      guard let leading = preference.textLeading else { return distance }
      return "\(distance) (text \(LayoutNumber.text(leading)))"
    }
    return
      "ViewSpacing(top: \(text(top)), leading: \(text(leading)), bottom: \(text(bottom)), trailing: \(text(trailing)))"
  }
}
