import Foundation

/// The layout of `ZStack`: every child is proposed the stack's proposal and the children are
/// laid over one another, lined up on the alignment's guides; the stack is large enough to
/// hold them all.
struct ZStackLayout: LayoutRule {
  /// Where children line up.
  let alignment: Alignment

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    let sizes = children.map { $0.sizeThatFits(proposal) }
    return CGSize(
      width: CrossAxisExtent(
        sizes: sizes, children: children, guide: alignment.horizontal.guide, axis: .horizontal
      ).length,
      height: CrossAxisExtent(
        sizes: sizes, children: children, guide: alignment.vertical.guide, axis: .vertical
      ).length)
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    let sizes = children.map { $0.sizeThatFits(proposal) }
    let across = CrossAxisExtent(
      sizes: sizes, children: children, guide: alignment.horizontal.guide, axis: .horizontal)
    let down = CrossAxisExtent(
      sizes: sizes, children: children, guide: alignment.vertical.guide, axis: .vertical)
    return children.indices.map { index in
      ChildPlacement(
        origin: CGPoint(
          x: bounds.minX + across.offset(of: index), y: bounds.minY + down.offset(of: index)),
        proposal: proposal)
    }
  }
}
