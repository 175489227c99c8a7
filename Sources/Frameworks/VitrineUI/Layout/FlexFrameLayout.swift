import Foundation

/// The layout of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)`.
///
/// Each dimension is worked out on its own, following SwiftUI's flexible frame:
/// - The child is proposed the frame's proposal (with none, the ideal length) clamped between
///   the minimum and maximum that are given; with neither, nothing.
/// - With neither a minimum nor a maximum, the frame is as long as its child (or the ideal,
///   when it had no proposal and has an ideal).
/// - Otherwise the frame takes its proposal (the ideal, or the child's length, when it had
///   none) clamped between the minimum and the maximum, where a missing minimum or maximum
///   stands for the child's length. So `maxWidth: .infinity` takes all the width offered and
///   `minWidth: 100` is never narrower than 100, whatever the child.
struct FlexFrameLayout: FramingLayout {
  /// The bounds of one dimension.
  struct Bounds: Equatable {
    var minimum: CGFloat?
    var ideal: CGFloat?
    var maximum: CGFloat?

    /// What the child is proposed when the frame is proposed `proposed`.
    func childProposal(_ proposed: CGFloat?) -> CGFloat? {
      guard var length = proposed ?? ideal else { return nil }
      if let minimum { length = max(length, minimum) }
      if let maximum { length = min(length, maximum) }
      return length
    }

    /// The frame's length when it is proposed `proposed` and its child takes `child`.
    func length(proposed: CGFloat?, child: CGFloat) -> CGFloat {
      if minimum == nil, maximum == nil {
        return proposed == nil ? (ideal ?? child) : child
      }
      let wanted = proposed ?? ideal ?? child
      let lower = minimum ?? child
      let upper = maximum ?? child
      return max(lower, min(upper, wanted))
    }
  }

  /// The horizontal bounds.
  let horizontal: Bounds
  /// The vertical bounds.
  let vertical: Bounds
  /// Where the child goes inside the frame.
  let alignment: Alignment

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal.childProposal(proposal.width),
      height: vertical.childProposal(proposal.height))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    let child = children.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    return CGSize(
      width: horizontal.length(proposed: proposal.width, child: child.width),
      height: vertical.length(proposed: proposal.height, child: child.height))
  }

}
