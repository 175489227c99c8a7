import Foundation

/// The layout of `fixedSize`: on each fixed axis the child is proposed nothing, so it takes
/// its ideal length whatever its parent offers (and may overflow the parent).
struct FixedSizeLayout: LayoutRule {
  /// Whether the width is the child's ideal width.
  let horizontal: Bool
  /// Whether the height is the child's ideal height.
  let vertical: Bool

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    children.map { _ in ChildPlacement(origin: bounds.origin, proposal: childProposal(proposal)) }
  }
}
