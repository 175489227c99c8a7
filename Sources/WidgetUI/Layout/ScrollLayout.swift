import Foundation

/// The layout of `ScrollView`: the content is proposed nothing along the scroll axis (its
/// ideal length) and the scroll view's proposal across it; the scroll view takes the length
/// offered along its axis and the content's thickness across it, and shows the content from
/// its start. Widgets do not scroll, so what lies beyond is clipped.
struct ScrollLayout: LayoutRule {
  /// The axis content scrolls along.
  let axis: Axis

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(main: nil, cross: proposal[axis.crossing], axis: axis)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    let content = children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    let offered = proposal[axis].flatMap { $0.isFinite ? $0 : nil }
    return CGSize(main: offered ?? content[axis], cross: content[axis.crossing], axis: axis)
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    children.map { _ in ChildPlacement(origin: bounds.origin, proposal: childProposal(proposal)) }
  }

  var baselineSource: BaselineSource { .none }
}
