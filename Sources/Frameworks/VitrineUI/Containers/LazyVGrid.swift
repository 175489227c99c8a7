import Foundation

/// A column of a ``LazyVGrid``: fixed, flexible between bounds, or adaptive (as many columns
/// of at least a minimum width as fit).
public struct GridItem: Sendable, Hashable {
  /// How the column is sized.
  public enum Size: Sendable, Hashable {
    /// Exactly this wide.
    case fixed(CGFloat)
    /// A share of the remaining width, within the bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns as fit at `minimum` or wider, sharing the width.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The column's size.
  public var size: Size
  /// The space after the column; `nil` for 8 points.
  public var spacing: CGFloat?
  /// Where a cell sits in its column and row.
  public var alignment: Alignment?

  /// Creates a column.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// Views in rows of the given columns, filled leading to trailing, top to bottom.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a grid; `spacing` between rows defaults to 8 points.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let rule = GridLayout(columns: columns, rowSpacing: spacing ?? 8)
    return [LayoutNode(rule: rule, children: context.outsideStack.nodes(for: content))]
  }
}

/// The layout of ``LazyVGrid``.
///
/// Column widths: adaptive items become as many columns of their minimum as fit (at least
/// one); fixed columns take their width; the width left after fixed columns and spacing is
/// shared equally by flexible columns, each clamped to its bounds. The grid is as wide as
/// offered (the sum of minimums when offered nothing). Each row is as tall as its tallest
/// cell, cells are proposed their column's width and centered in their cell.
struct GridLayout: LayoutRule {
  let columns: [GridItem]
  let rowSpacing: CGFloat

  /// Widths and trailing spacings of the resolved columns for a grid `width` wide.
  func columnWidths(for width: CGFloat?) -> [(width: CGFloat, spacing: CGFloat)] {
    var resolved: [(size: GridItem.Size, spacing: CGFloat)] = []
    for item in columns {
      let spacing = item.spacing ?? 8
      if case .adaptive(let minimum, let maximum) = item.size {
        let available = width ?? minimum
        let count = max(
          Int(((available + spacing) / (max(minimum, 1) + spacing)).rounded(.down)), 1)
        for _ in 0..<min(count, 1000) {
          resolved.append((.flexible(minimum: minimum, maximum: maximum), spacing))
        }
      } else {
        resolved.append((item.size, spacing))
      }
    }
    let spacingTotal = resolved.dropLast().reduce(0) { $0 + $1.spacing }
    let fixedTotal = resolved.reduce(0) { total, column in
      if case .fixed(let length) = column.size { return total + length }
      return total
    }
    let flexibleCount = resolved.filter {
      if case .fixed = $0.size { return false }
      return true
    }.count
    let minimumTotal = resolved.reduce(0) { total, column in
      if case .flexible(let minimum, _) = column.size { return total + minimum }
      return total
    }
    let width = width ?? (fixedTotal + minimumTotal + spacingTotal)
    let share =
      flexibleCount == 0 ? 0 : max(width - fixedTotal - spacingTotal, 0) / CGFloat(flexibleCount)
    return resolved.map { column in
      switch column.size {
      case .fixed(let length): return (length, column.spacing)
      case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
        return (min(max(share, minimum), maximum), column.spacing)
      }
    }
  }

  private func rows(_ count: Int, columns: Int) -> [Range<Int>] {
    guard columns > 0 else { return [] }
    return stride(from: 0, to: count, by: columns).map { $0..<min($0 + columns, count) }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    let widths = columnWidths(for: proposal.width.flatMap { $0.isFinite ? $0 : nil })
    let width = widths.reduce(0) { $0 + $1.width } + widths.dropLast().reduce(0) { $0 + $1.spacing }
    var height: CGFloat = 0
    let rowRanges = rows(children.count, columns: widths.count)
    for (index, row) in rowRanges.enumerated() {
      height += rowHeight(row, widths: widths, children: children)
      if index < rowRanges.count - 1 { height += rowSpacing }
    }
    return CGSize(width: width, height: height)
  }

  private func rowHeight(
    _ row: Range<Int>, widths: [(width: CGFloat, spacing: CGFloat)], children: [LayoutNode]
  ) -> CGFloat {
    row.map { index in
      children[index].sizeThatFits(
        ProposedViewSize(width: widths[index - row.lowerBound].width, height: nil)
      ).height
    }.max() ?? 0
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    let widths = columnWidths(for: bounds.width)
    var result: [ChildPlacement] = []
    var y = bounds.minY
    for row in rows(children.count, columns: widths.count) {
      let height = rowHeight(row, widths: widths, children: children)
      var x = bounds.minX
      for index in row {
        let column = widths[index - row.lowerBound]
        let cellProposal = ProposedViewSize(width: column.width, height: nil)
        let size = children[index].sizeThatFits(cellProposal)
        let cell = CGRect(x: x, y: y, width: column.width, height: height)
        result.append(
          ChildPlacement(
            origin: aligned(size, in: cell, alignment: .center), proposal: cellProposal))
        x += column.width + column.spacing
      }
      y += height + rowSpacing
    }
    return result
  }

  var baselineSource: BaselineSource { .none }
}
