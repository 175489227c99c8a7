import Foundation

/// The layout of `padding`: the child is proposed the proposal less the insets (never below
/// zero; an unspecified dimension stays unspecified) and the padding is the child's size plus
/// the insets.
struct PaddingLayout: LayoutRule {
  /// The space added on each edge.
  let insets: EdgeInsets

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max($0 - insets.horizontal, 0) },
      height: proposal.height.map { max($0 - insets.vertical, 0) })
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    let child = children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
  }

  /// The child's preferences with every padded edge reset to the standard one, as SwiftUI's
  /// `padding` does: text with padding is spaced like any other view on those edges.
  func spacing(children: [LayoutNode]) -> ViewSpacing {
    var padded: Edge.Set = []
    if insets.top != 0 { padded.insert(.top) }
    if insets.leading != 0 { padded.insert(.leading) }
    if insets.bottom != 0 { padded.insert(.bottom) }
    if insets.trailing != 0 { padded.insert(.trailing) }
    return (children.count == 1 ? children[0].spacing : .standard).resetting(padded)
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    let inner = childProposal(proposal)
    let origin = CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top)
    return Array(reservedCount: children.count) { _ in
      ChildPlacement(origin: origin, proposal: inner)
    }
  }
}
