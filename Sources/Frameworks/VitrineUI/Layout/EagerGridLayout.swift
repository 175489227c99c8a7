import Foundation

/// The layout of `Grid` (eager, unlike the lazy grids' ``GridLayout``): rows of cells lined up
/// in columns, each column as wide as its widest cell and each row as tall as its tallest.
///
/// 1. There are as many columns as the longest `GridRow` has cells. A view that is not in a
///    `GridRow` is a row of its own spanning every column, and does not size columns.
/// 2. Columns: each column's smallest, ideal and largest widths are the largest of its cells'
///    widths when proposed 0, nothing and infinity across (nothing down). With no proposed
///    width every column takes its ideal width. Otherwise the spacing is taken off the
///    proposal and, as in a stack, the least flexible column (largest minus smallest) goes
///    first, each offered an equal share of what is left, held within its smallest and
///    largest widths.
/// 3. Rows: the same, down, with every cell proposed its column's width (a spanning row the
///    grid's width) and each row's heights the largest of its cells'.
/// 4. The grid is the columns' widths plus spacing wide (at least its spanning rows' widths)
///    and the rows' heights plus spacing high; spacing is 8 points both ways by default. Each
///    cell is proposed its column's width and its row's height and placed in that rectangle by
///    the grid's alignment (a row's own vertical alignment when it has one).
final class EagerGridLayout: LayoutRule {
  /// Where a cell sits within its rectangle.
  let alignment: Alignment
  /// The space between columns.
  let horizontalSpacing: CGFloat
  /// The space between rows.
  let verticalSpacing: CGFloat

  init(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing ?? StackLayout.defaultSpacing
    self.verticalSpacing = verticalSpacing ?? StackLayout.defaultSpacing
  }

  /// The column widths and row heights for a proposal.
  struct Solution {
    var columns: [CGFloat]
    var rows: [CGFloat]
    var size: CGSize
  }

  /// The cells of a row child: a `GridRow`'s cells, or `nil` for a spanning view.
  private func cells(of row: LayoutNode) -> [LayoutNode]? {
    row.rule is GridRowLayout ? row.children : nil
  }

  func solve(_ proposal: ProposedViewSize, children: [LayoutNode]) -> Solution {
    let rows = children.map(cells(of:))
    let count = rows.map { $0?.count ?? 0 }.max() ?? 0
    var extents = [TrackExtent](repeating: TrackExtent(), count: count)
    for case let row? in rows {
      for (column, cell) in row.enumerated() {
        extents[column].include(
          smallest: cell.sizeThatFits(ProposedViewSize(width: 0, height: nil)).width,
          ideal: cell.sizeThatFits(.unspecified).width,
          largest: cell.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width)
      }
    }
    let columnSpacing = horizontalSpacing * CGFloat(max(count - 1, 0))
    let columns = TrackExtent.distribute(
      extents, available: proposal.width.map { max($0 - columnSpacing, 0) })
    var width = columns.reduce(columnSpacing, +)
    let spanWidth = proposal.width ?? width
    var rowExtents: [TrackExtent] = []
    for (index, row) in rows.enumerated() {
      var extent = TrackExtent()
      let cellWidths = row.map { Array(columns.prefix($0.count)) } ?? [spanWidth]
      let cellNodes = row ?? [children[index]]
      for (cell, cellWidth) in zip(cellNodes, cellWidths) {
        extent.include(
          smallest: cell.sizeThatFits(ProposedViewSize(width: cellWidth, height: 0)).height,
          ideal: cell.sizeThatFits(ProposedViewSize(width: cellWidth, height: nil)).height,
          largest: cell.sizeThatFits(ProposedViewSize(width: cellWidth, height: .infinity)).height)
        if row == nil {
          width = max(
            width, cell.sizeThatFits(ProposedViewSize(width: cellWidth, height: nil)).width)
        }
      }
      rowExtents.append(extent)
    }
    let rowSpacing = verticalSpacing * CGFloat(max(rows.count - 1, 0))
    let heights = TrackExtent.distribute(
      rowExtents, available: proposal.height.map { max($0 - rowSpacing, 0) })
    return Solution(
      columns: columns, rows: heights,
      size: CGSize(width: width, height: heights.reduce(rowSpacing, +)))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    solve(proposal, children: children).size
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    let solution = solve(proposal, children: children)
    var y = bounds.minY
    var result: [ChildPlacement] = []
    for (index, child) in children.enumerated() {
      let height = solution.rows[index]
      if let row = child.rule as? GridRowLayout {
        row.columns = solution.columns
        row.spacing = horizontalSpacing
        row.horizontal = alignment.horizontal
        row.vertical = row.vertical ?? alignment.vertical
        result.append(
          ChildPlacement(
            origin: CGPoint(x: bounds.minX, y: y),
            proposal: ProposedViewSize(width: bounds.width, height: height)))
      } else {
        let cell = CGRect(x: bounds.minX, y: y, width: bounds.width, height: height)
        let inner = ProposedViewSize(width: bounds.width, height: height)
        result.append(
          ChildPlacement(
            origin: aligned(child.sizeThatFits(inner), in: cell, alignment: alignment),
            proposal: inner))
      }
      y += height + verticalSpacing
    }
    return result
  }

  var baselineSource: BaselineSource { .none }
}

/// The layout of a `GridRow`: its cells side by side in the column widths its grid worked out
/// (each cell's ideal width outside a grid), every cell proposed its column's width and the
/// row's height and aligned in that rectangle.
final class GridRowLayout: LayoutRule {
  var columns: [CGFloat] = []
  var spacing: CGFloat = StackLayout.defaultSpacing
  var horizontal: HorizontalAlignment = .center
  var vertical: VerticalAlignment?

  init(alignment: VerticalAlignment?) {
    vertical = alignment
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    if let width = proposal.width, let height = proposal.height, !columns.isEmpty {
      return CGSize(width: width, height: height)
    }
    let sizes = children.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.reduce(spacing * CGFloat(max(sizes.count - 1, 0))) { $0 + $1.width },
      height: sizes.map(\.height).max() ?? 0)
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    var x = bounds.minX
    let alignment = Alignment(horizontal: horizontal, vertical: vertical ?? .center)
    return children.enumerated().map { index, cell in
      let width =
        index < columns.count ? columns[index] : cell.sizeThatFits(.unspecified).width
      let inner = ProposedViewSize(width: width, height: bounds.height)
      let rect = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
      x += width + spacing
      return ChildPlacement(
        origin: aligned(cell.sizeThatFits(inner), in: rect, alignment: alignment), proposal: inner)
    }
  }

  var baselineSource: BaselineSource { .none }
}

/// The smallest, ideal and largest lengths of a grid's column or row.
struct TrackExtent {
  var smallest: CGFloat = 0
  var ideal: CGFloat = 0
  var largest: CGFloat = 0

  /// Widens the extent to hold a cell's lengths.
  mutating func include(smallest: CGFloat, ideal: CGFloat, largest: CGFloat) {
    self.smallest = max(self.smallest, smallest)
    self.ideal = max(self.ideal, ideal)
    self.largest = max(self.largest, largest)
  }

  /// Lengths for `extents` sharing `available`: their ideal lengths without it, else least
  /// flexible first, each offered an equal share of what is left within its own bounds.
  static func distribute(_ extents: [TrackExtent], available: CGFloat?) -> [CGFloat] {
    guard let available else { return extents.map(\.ideal) }
    var lengths = [CGFloat](repeating: 0, count: extents.count)
    let order = extents.indices.sorted {
      (extents[$0].largest - extents[$0].smallest) < (extents[$1].largest - extents[$1].smallest)
    }
    var remaining = available
    for (position, index) in order.enumerated() {
      let share = max(remaining, 0) / CGFloat(order.count - position)
      let length = min(max(share, extents[index].smallest), extents[index].largest)
      lengths[index] = length
      remaining -= length
    }
    return lengths
  }
}
