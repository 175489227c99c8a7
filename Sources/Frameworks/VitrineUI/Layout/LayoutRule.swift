import Foundation

/// How a layout node sizes itself and places its children: one type per SwiftUI layout
/// concept (``StackLayout``, ``FrameLayout``, ``PaddingLayout``, …).
///
/// The contract is SwiftUI's: the parent proposes a size, the node chooses its own size
/// (which may be larger than proposed: views overflow, nothing is shrunk for them), and the
/// parent then decides where the node goes.
protocol LayoutRule {
  /// The size this node chooses for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize

  /// Where each child goes, and what it is proposed, when the node fills `bounds` after being
  /// offered `proposal`.
  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement]

  /// The node's own baseline (text); `nil` when the node takes it from its children or has
  /// none.
  func baseline(_ guide: AlignmentGuide, proposal: ProposedViewSize) -> CGFloat?

  /// Which children a baseline may come from.
  var baselineSource: BaselineSource { get }

  /// What the node does beyond sizing and placing, so layout asks the rule instead of
  /// testing its type at every node.
  var role: LayoutRole { get }

  /// The node's spacing preferences (``ViewSpacing``), which stacks without a spacing of
  /// their own read to space it from its neighbours.
  func spacing(children: [LayoutNode]) -> ViewSpacing
}

extension LayoutRule {
  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] { [] }

  func baseline(_ guide: AlignmentGuide, proposal: ProposedViewSize) -> CGFloat? { nil }

  var baselineSource: BaselineSource { .children }

  var role: LayoutRole { .ordinary }

  /// A modifier's node (one child) has its child's preferences, as SwiftUI carries them
  /// through frames, backgrounds and overlays; a baseline from one child (an overlay or
  /// background) takes that child's; any other node has the standard ones.
  func spacing(children: [LayoutNode]) -> ViewSpacing {
    if case .child(let index) = baselineSource, index < children.count {
      return children[index].spacing
    }
    return children.count == 1 ? children[0].spacing : .standard
  }
}

/// What a layout node does beyond sizing and placing.
enum LayoutRole {
  /// Nothing more.
  case ordinary
  /// A `Spacer`: stacks size it after every other child of its priority.
  case spacer
  /// A `GeometryReader`: it builds its children when placed (``GeometryReaderLayout``).
  case geometryReader
  /// A `ViewThatFits`: it places only the candidate it chooses (``ViewThatFitsLayout``).
  case viewThatFits
  /// An aspect ratio: its items are drawn in its content mode (``AspectRatioLayout``).
  case aspectRatio
}

/// A frame around one child (``FrameLayout``, ``FlexFrameLayout``): the child is proposed
/// ``childProposal(_:)`` and aligned within the frame's bounds by ``alignment``.
protocol FramingLayout: LayoutRule {
  /// Where the child sits within the frame.
  var alignment: Alignment { get }
  /// What the child is proposed when the frame is proposed `proposal`.
  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize
}

extension FramingLayout {
  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    let inner = childProposal(proposal)
    return Array(reservedCount: children.count) {
      ChildPlacement(
        origin: aligned(children[$0].sizeThatFits(inner), in: bounds, alignment: alignment),
        proposal: inner)
    }
  }
}

/// Where a child goes: its top-left corner and the proposal it was sized with.
struct ChildPlacement {
  /// The child's top-left corner, in widget coordinates.
  var origin: CGPoint
  /// The proposal the child's size comes from.
  var proposal: ProposedViewSize
}

/// Which children a node's text baselines come from.
enum BaselineSource {
  /// The first child (for first baselines) or last child (for last baselines) that has one.
  case children
  /// Only the child at this index, as for the modified view of an overlay or background.
  case child(Int)
  /// None: the node has no text baseline.
  case none
}

/// Offsets within a container of one length: how far a child of `child` length sits from the
/// start when its guide at `fraction` lines up with the container's.
func alignedOffset(container: CGFloat, child: CGFloat, fraction: CGFloat) -> CGFloat {
  (container - child) * fraction
}
