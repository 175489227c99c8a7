import Foundation

/// The layout of `frame(width:height:alignment:)`: a fixed width and/or height.
///
/// The child is proposed the fixed dimensions (and the frame's own proposal for any that are
/// not fixed); the frame takes the fixed dimensions and the child's size for the others, and
/// places the child inside by `alignment`. A child larger than the frame overflows it.
struct FrameLayout: FramingLayout {
  /// The fixed width, if any.
  let width: CGFloat?
  /// The fixed height, if any.
  let height: CGFloat?
  /// Where the child goes inside the frame.
  let alignment: Alignment

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    let child = children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    return CGSize(width: width ?? child.width, height: height ?? child.height)
  }

}

/// The top-left corner of a child of `size` placed in `bounds` by `alignment`.
func aligned(_ size: CGSize, in bounds: CGRect, alignment: Alignment) -> CGPoint {
  CGPoint(
    x: bounds.minX
      + alignedOffset(
        container: bounds.width, child: size.width, fraction: alignment.horizontal.fraction),
    y: bounds.minY
      + alignedOffset(
        container: bounds.height, child: size.height,
        fraction: alignment.vertical.guide.framePosition))
}
