import Foundation

/// The layout of `ViewThatFits`: the first candidate whose ideal size fits the proposal on the
/// constrained axes, else the last candidate; only the chosen one is placed and drawn.
///
/// A candidate's ideal size is its size when proposed nothing (`nil`) along each constrained
/// axis and the proposal itself along the others. It fits when, on every constrained axis
/// that the proposal specifies, that ideal length is no more than the proposed length (an
/// unspecified proposed length fits anything). The container then takes the size the chosen
/// candidate chooses for the proposal itself, and places it at its top-left corner with the
/// same proposal.
final class ViewThatFitsLayout: LayoutRule {
  /// The views to choose from, in order of preference.
  let candidates: [LayoutNode]
  /// The axes on which a candidate must fit.
  let axes: Axis.Set

  init(candidates: [LayoutNode], axes: Axis.Set) {
    self.candidates = candidates
    self.axes = axes
  }

  /// The candidate chosen for `proposal`, or nothing when there are no candidates.
  func chosen(for proposal: ProposedViewSize) -> LayoutNode? {
    let ideal = ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
    return candidates.first { candidate in
      let size = candidate.sizeThatFits(ideal)
      let fitsWidth =
        !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 } ?? true
      let fitsHeight =
        !axes.contains(.vertical) || proposal.height.map { size.height <= $0 } ?? true
      return fitsWidth && fitsHeight
    } ?? candidates.last
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    chosen(for: proposal)?.sizeThatFits(proposal) ?? .zero
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    children.map { _ in ChildPlacement(origin: bounds.origin, proposal: proposal) }
  }

  var role: LayoutRole { .viewThatFits }
}
