import Foundation

/// The layout of `background` and `overlay`: the modified view is sized by the proposal, and
/// each secondary view is proposed exactly that size and placed by `alignment` inside it. The
/// secondary views never change the size.
struct OverlayLayout: LayoutRule {
  /// Where secondary views go inside the modified view.
  let alignment: Alignment
  /// The index of the modified view among the children (0 for an overlay, last for a
  /// background, which draws first).
  let primaryIndex: Int

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    children[primaryIndex].sizeThatFits(proposal)
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    let secondaryProposal = ProposedViewSize(bounds.size)
    return children.indices.map { index in
      if index == primaryIndex {
        return ChildPlacement(origin: bounds.origin, proposal: proposal)
      }
      let size = children[index].sizeThatFits(secondaryProposal)
      return ChildPlacement(
        origin: aligned(size, in: bounds, alignment: alignment), proposal: secondaryProposal)
    }
  }

  var baselineSource: BaselineSource { .child(primaryIndex) }
}
