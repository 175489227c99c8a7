import Foundation

/// The layout of views that take whatever size they are offered — colors, gradients, shapes —
/// with 10 points for an unspecified dimension, as in SwiftUI.
struct ResizingLayout: LayoutRule {
  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  var baselineSource: BaselineSource { .none }
}

/// The layout of a line across a fixed thickness, such as a `Divider` or a linear progress
/// bar: as long as offered along `axis` (10 points when unspecified), `thickness` across it.
struct LineLayout: LayoutRule {
  /// The axis the line runs along.
  let axis: Axis
  /// The line's thickness.
  let thickness: CGFloat

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    CGSize(main: proposal[axis] ?? 10, cross: thickness, axis: axis)
  }

  var baselineSource: BaselineSource { .none }
}
