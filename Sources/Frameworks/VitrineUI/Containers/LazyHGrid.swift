import Foundation

/// Views in columns of the given rows, filled top to bottom, leading to trailing.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a grid; `spacing` between columns defaults to 8 points.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let rule = LazyHGridLayout(rows: rows, columnSpacing: spacing ?? 8)
    return [LayoutNode(rule: rule, children: context.outsideStack.nodes(for: content))]
  }
}

/// The layout of ``LazyHGrid``: ``GridLayout`` turned on its side.
///
/// Row heights come from the grid items as a lazy vertical grid's column widths do from the
/// proposed height (adaptive items become as many rows of their minimum as fit, fixed rows
/// take their height, flexible rows share what is left within their bounds; the sum of
/// minimums when no height is proposed). Children fill the first column top to bottom, then
/// the next; each column is as wide as its widest cell when cells are proposed their row's
/// height and nothing across, and cells are centered in their rectangles.
struct LazyHGridLayout: LayoutRule {
  let rows: [GridItem]
  let columnSpacing: CGFloat

  /// Heights and trailing spacings of the resolved rows for a grid `height` high.
  func rowHeights(for height: CGFloat?) -> [(width: CGFloat, spacing: CGFloat)] {
    GridLayout(columns: rows, rowSpacing: columnSpacing).columnWidths(for: height)
  }

  private func columns(_ count: Int, rows: Int) -> [Range<Int>] {
    guard rows > 0 else { return [] }
    return stride(from: 0, to: count, by: rows).map { $0..<min($0 + rows, count) }
  }

  private func columnWidth(
    _ column: Range<Int>, heights: [(width: CGFloat, spacing: CGFloat)], children: [LayoutNode]
  ) -> CGFloat {
    column.map { index in
      children[index].sizeThatFits(
        ProposedViewSize(width: nil, height: heights[index - column.lowerBound].width)
      ).width
    }.max() ?? 0
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    let heights = rowHeights(for: proposal.height.flatMap { $0.isFinite ? $0 : nil })
    let height =
      heights.reduce(0) { $0 + $1.width } + heights.dropLast().reduce(0) { $0 + $1.spacing }
    let ranges = columns(children.count, rows: heights.count)
    let width = ranges.reduce(CGFloat(max(ranges.count - 1, 0)) * columnSpacing) {
      $0 + columnWidth($1, heights: heights, children: children)
    }
    return CGSize(width: width, height: height)
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    let heights = rowHeights(for: bounds.height)
    var result: [ChildPlacement] = []
    var x = bounds.minX
    for column in columns(children.count, rows: heights.count) {
      let width = columnWidth(column, heights: heights, children: children)
      var y = bounds.minY
      for index in column {
        let row = heights[index - column.lowerBound]
        let cellProposal = ProposedViewSize(width: nil, height: row.width)
        let size = children[index].sizeThatFits(cellProposal)
        let cell = CGRect(x: x, y: y, width: width, height: row.width)
        result.append(
          ChildPlacement(
            origin: aligned(size, in: cell, alignment: .center), proposal: cellProposal))
        y += row.width + row.spacing
      }
      x += width + columnSpacing
    }
    return result
  }

  var baselineSource: BaselineSource { .none }
}
