import Foundation

/// A view resolved for layout: its rule, children, drawing and effects, and after placement
/// its frame in widget coordinates.
///
/// Sizes are cached per proposal: a stack asks each child for its smallest and largest size
/// and then for the size it offers it, and caching keeps that from multiplying down the tree,
/// so layout time grows with the number of views.
///
/// The state layout and the passes after it read on every call (children, drawing, effects,
/// size cache, placement) is marked `@exclusivity(unchecked)`: the run-time check cost more
/// than the cache lookup it guarded. No access to it spans a call, and a tree is resolved,
/// laid out and emitted on one thread at a time.
final class LayoutNode {
  /// How the node sizes and places.
  let rule: any LayoutRule
  /// The children, in drawing order (back to front).
  @exclusivity(unchecked) private(set) var children: [LayoutNode]
  /// What the node draws itself, below its children.
  @exclusivity(unchecked) var drawing: NodeDrawing?
  /// Effects in the order the modifiers were applied, innermost first.
  @exclusivity(unchecked) var effects: [NodeEffect] = [] {
    didSet { presentationKnown = nil }
  }
  @exclusivity(unchecked) private var presentationKnown: Bool?

  /// Whether this node or one below presents a sheet; worked out once per node, as a
  /// node's children do not change once it is built (only its own effects, which reset it).
  var containsPresentation: Bool {
    if let known = presentationKnown { return known }
    let value =
      effects.contains { if case .presentation = $0 { true } else { false } }
      || children.contains { $0.containsPresentation }
    presentationKnown = value
    return value
  }
  /// The node's priority in a stack, carried outward through modifiers as SwiftUI carries
  /// layout traits.
  @exclusivity(unchecked) var layoutPriority: Double = 0
  /// Whether the node lays out right to left (``LayoutDirection/rightToLeft`` in the
  /// environment of the view it came from): it places its children mirrored about its
  /// vertical centre line and its offsets go the other way. `nil` until resolution marks it.
  @exclusivity(unchecked) var isRightToLeft: Bool?
  /// What the rule does beyond sizing and placing, asked once.
  let role: LayoutRole
  /// Whether the node is a `Spacer`, which stacks size after every other child.
  var isSpacer: Bool { role == .spacer }
  /// The node's spacing preferences, worked out once (``LayoutRule/spacing(children:)``).
  var spacing: ViewSpacing {
    if let known = spacingKnown { return known }
    let value = rule.spacing(children: children)
    spacingKnown = value
    return value
  }
  @exclusivity(unchecked) private var spacingKnown: ViewSpacing?
  /// The frame after placement, in widget coordinates.
  @exclusivity(unchecked) private(set) var frame: CGRect = .zero
  /// The proposal the node was placed with.
  @exclusivity(unchecked) private(set) var placedProposal: ProposedViewSize = .unspecified
  /// The origin it was given (before offsets) and the host's placement epoch then.
  @exclusivity(unchecked) private var placedOrigin = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
  @exclusivity(unchecked) private var placedEpoch = -1

  /// Sizes chosen for recent proposals, kept inside the node (no allocation of its own): the
  /// first `cacheCount` slots are filled, and once all are, `nextSlot` is replaced next.
  @exclusivity(unchecked) private var cache = InlineArray<6, SizeCacheEntry>(
    repeating: SizeCacheEntry(proposal: .unspecified, size: .zero))
  @exclusivity(unchecked) private var cacheCount = 0
  @exclusivity(unchecked) private var nextSlot = 0

  /// A proposal and the size the node chose for it.
  private struct SizeCacheEntry {
    var proposal: ProposedViewSize
    var size: CGSize
  }

  /// Creates a node.
  init(rule: any LayoutRule, children: [LayoutNode] = [], drawing: NodeDrawing? = nil) {
    self.rule = rule
    self.children = children
    self.drawing = drawing
    role = rule.role
  }

  /// A modifier's node around `child` (and any secondary views); it carries the child's
  /// layout priority, as SwiftUI carries layout traits through modifiers.
  static func wrapping(
    _ child: LayoutNode, in rule: any LayoutRule, children: [LayoutNode]? = nil
  ) -> LayoutNode {
    let node = LayoutNode(rule: rule, children: children ?? [child])
    node.layoutPriority = child.layoutPriority
    return node
  }

  /// A leaf that takes whatever size it is offered (colors, shapes, gradients).
  static func filling(_ drawing: NodeDrawing) -> LayoutNode {
    LayoutNode(rule: ResizingLayout(), drawing: drawing)
  }

  /// The size the node chooses for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    for slot in 0..<cacheCount where cache[slot].proposal == proposal { return cache[slot].size }
    let size = rule.sizeThatFits(proposal, children: children)
    if cacheCount < cache.count {
      cache[cacheCount] = SizeCacheEntry(proposal: proposal, size: size)
      cacheCount += 1
    } else {
      cache[nextSlot] = SizeCacheEntry(proposal: proposal, size: size)
      nextSlot = (nextSlot + 1) % cache.count
    }
    return size
  }

  /// Places the node with its top-left corner at `origin`, sized for `proposal`, then its
  /// children; an ``NodeEffect/offset(_:)`` moves it without its parent knowing.
  ///
  /// An app host passes its placement `epoch` (bumped when something moves without being
  /// resolved again, such as a scroll): a node reused from the last frame that is placed again
  /// at the same origin with the same proposal in the same epoch keeps its placement, and so
  /// does everything below it. Widgets place fresh nodes and never skip.
  func place(at origin: CGPoint, proposal: ProposedViewSize, epoch: Int = 0) {
    if epoch > 0, placedEpoch == epoch, placedOrigin == origin, placedProposal == proposal {
      return
    }
    placedEpoch = epoch
    placedOrigin = origin
    var origin = origin
    let mirrored = isRightToLeft == true
    for case .offset(let offset) in effects {
      origin.x += mirrored ? -offset.width : offset.width
      origin.y += offset.height
    }
    placedProposal = proposal
    frame = CGRect(origin: origin, size: sizeThatFits(proposal))
    switch role {
    case .geometryReader:
      if let lazy = rule as? GeometryReaderLayout { children = lazy.content(in: frame) }
    case .viewThatFits:
      if let choice = rule as? ViewThatFitsLayout {
        children = choice.chosen(for: proposal).map { [$0] } ?? []
      }
    case .ordinary, .spacer, .aspectRatio:
      break
    }
    let placements = rule.placements(in: frame, proposal: proposal, children: children)
    for (child, placement) in zip(children, placements) {
      var childOrigin = placement.origin
      if mirrored {
        // The rule placed the child as left to right; right to left, the same gap lies
        // between the child's right edge and this node's.
        let width = child.sizeThatFits(placement.proposal).width
        childOrigin.x = frame.minX + frame.maxX - placement.origin.x - width
      }
      child.place(at: childOrigin, proposal: placement.proposal, epoch: epoch)
    }
  }

  /// Marks this node and the nodes below it that are not marked yet as laying out right to
  /// left or not; nodes a view below already marked (in its own environment) keep theirs.
  func markDirection(rightToLeft: Bool) {
    guard isRightToLeft == nil else { return }
    isRightToLeft = rightToLeft
    // A container background's nodes were resolved, and marked, in their own environment.
    for child in children { child.markDirection(rightToLeft: rightToLeft) }
  }

  /// Where `guide` lies along `axis` on this node when it has `size`, measured from its top
  /// (or left) edge. Text baselines come from the node's text; views without text use their
  /// bottom edge, as in SwiftUI.
  func alignment(_ guide: AlignmentGuide, size: CGSize, axis: Axis) -> CGFloat {
    switch guide {
    case .fraction(let fraction):
      return size[axis] * fraction
    case .firstBaseline, .lastBaseline:
      return baseline(guide, size: size) ?? size.height
    }
  }

  /// The node's text baseline when it has `size`, or `nil` when it has no text.
  func baseline(_ guide: AlignmentGuide, size: CGSize) -> CGFloat? {
    let proposal = proposal(for: size)
    if let own = rule.baseline(guide, proposal: proposal) { return own }
    let candidates: [Int]
    switch rule.baselineSource {
    case .none: return nil
    case .child(let index): candidates = index < children.count ? [index] : []
    case .children:
      candidates =
        guide == .lastBaseline
        ? Array(children.indices.reversed()) : Array(children.indices)
    }
    guard !candidates.isEmpty else { return nil }
    let bounds = CGRect(origin: .zero, size: size)
    let placements = rule.placements(in: bounds, proposal: proposal, children: children)
    for index in candidates where index < placements.count {
      let child = children[index]
      let childSize = child.sizeThatFits(placements[index].proposal)
      if let value = child.baseline(guide, size: childSize) {
        return placements[index].origin.y + value
      }
    }
    return nil
  }

  /// A proposal that gives `size`: the one cached with it, or the size itself.
  private func proposal(for size: CGSize) -> ProposedViewSize {
    for slot in 0..<cacheCount where cache[slot].size == size { return cache[slot].proposal }
    return ProposedViewSize(size)
  }
}
