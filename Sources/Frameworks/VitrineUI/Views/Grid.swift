import Foundation

/// Rows of views lined up in columns: each column as wide as its widest cell, each row as tall
/// as its tallest (``EagerGridLayout`` states the rule).
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow { Text("Steps"); Text("8,204") }
///   Divider()
///   GridRow { Text("Distance"); Text("6.1 km") }
/// }
/// ```
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// Creates a grid; cells sit in their rectangles by `alignment`, and spacing defaults to
  /// 8 points between columns and between rows.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let rows = context.outsideStack.nodes(for: content)
    let rule = EagerGridLayout(
      alignment: alignment, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing)
    return [LayoutNode(rule: rule, children: rows)]
  }
}

/// One row of a ``Grid``: each of its views is a cell in the next column.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let alignment: VerticalAlignment?
  let content: Content

  /// Creates a row; `alignment` overrides the grid's vertical alignment for its cells.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let cells = context.outsideStack.nodes(for: content)
    return [LayoutNode(rule: GridRowLayout(alignment: alignment), children: cells)]
  }
}
