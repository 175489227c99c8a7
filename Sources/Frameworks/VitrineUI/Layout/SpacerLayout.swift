import Foundation

/// The layout of `Spacer`: as long as offered along its stack's axis but never shorter than
/// its minimum length, and nothing across it. Outside a stack it grows on both axes.
struct SpacerLayout: LayoutRule {
  /// The shortest the spacer gets; the default spacing when not given.
  let minLength: CGFloat?
  /// The axis of the stack the spacer is in, if any.
  let axis: Axis?

  private var minimum: CGFloat { minLength ?? StackLayout.defaultSpacing }

  private func length(_ proposed: CGFloat?) -> CGFloat {
    max(proposed ?? minimum, minimum)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    switch axis {
    case .horizontal: return CGSize(width: length(proposal.width), height: 0)
    case .vertical: return CGSize(width: 0, height: length(proposal.height))
    case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
    }
  }

  var baselineSource: BaselineSource { .none }

  var role: LayoutRole { .spacer }
}
