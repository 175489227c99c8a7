import Foundation

/// The layout of `Image`: its size in points whatever the proposal, unless it is resizable,
/// when it takes the proposal (its own size for an unspecified dimension).
struct ImageLayout: LayoutRule {
  /// The image's size in points.
  let intrinsicSize: CGSize
  /// Whether `resizable()` was applied.
  let isResizable: Bool
  /// The text baseline of a symbol image at its own size, from its top; `nil` for pictures,
  /// which have none.
  var symbolBaseline: CGFloat? = nil

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    guard isResizable else { return intrinsicSize }
    return proposal.replacingUnspecifiedDimensions(by: intrinsicSize)
  }

  func baseline(_ guide: AlignmentGuide, proposal: ProposedViewSize) -> CGFloat? {
    isResizable ? nil : symbolBaseline
  }

  var baselineSource: BaselineSource { .none }
}
