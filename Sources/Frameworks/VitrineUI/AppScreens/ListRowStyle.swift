import Foundation

/// What a list row says about how its list draws it: `listRowInsets`, `listRowBackground`
/// and `listRowSeparator`, as SwiftUI reads them off the row's view.
struct ListRowStyle: @unchecked Sendable {
  /// The row's insets instead of the list's (16 points at the sides, 6 above and below).
  var insets: EdgeInsets?
  /// A view drawn behind the row instead of the card's color.
  var background: (any View)?
  /// Whether the separator below the row is drawn.
  var separator: Visibility = .automatic

  init() {}

  /// The style recorded on `node` (the row's outermost node), later settings winning.
  init(of node: LayoutNode) {
    for case .container(.listRow(let style)) in node.effects {
      if let insets = style.insets { self.insets = insets }
      if let background = style.background { self.background = background }
      if style.separator != .automatic { self.separator = style.separator }
    }
  }
}

nonisolated extension View {
  /// Sets the insets of the list row this view is, in place of the list's.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    var style = ListRowStyle()
    style.insets = insets
    return modifier(ContainerInfoModifier(info: .listRow(style)))
  }

  /// Draws `view` behind the list row this view is, in place of the card's color.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    var style = ListRowStyle()
    style.background = view.map { $0 as any View }
    return modifier(ContainerInfoModifier(info: .listRow(style)))
  }

  /// Shows or hides the separator below the list row this view is.
  public func listRowSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  )
    -> some View
  {
    var style = ListRowStyle()
    style.separator = visibility
    return modifier(ContainerInfoModifier(info: .listRow(style)))
  }
}

/// A vertical edge, as `listRowSeparator(_:edges:)` takes.
public enum VerticalEdge: Sendable, Hashable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}
