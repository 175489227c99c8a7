import Foundation

/// The layout of `HStack` and `VStack`: children in a row along `axis`, lined up across it.
///
/// Sizing follows SwiftUI's stack algorithm:
/// 1. With no proposal along the axis, each child is proposed nothing along it (its ideal
///    length) and the stack is as long as their sum plus spacing.
/// 2. Otherwise the spacing is taken off the proposal, and the children are sized group by
///    group, highest `layoutPriority` first; spacers come after every other child of their
///    priority. Before a group is sized, the smallest lengths of all later groups are set
///    aside for them.
/// 3. Within a group the least flexible child goes first — flexibility is the length it takes
///    when offered infinity minus the length it takes when offered zero — and each child is
///    offered an equal share of what the group has left.
/// 4. Across the axis every child is proposed the stack's own proposal, and children line up
///    on the alignment guide; the stack is as thick as the guide's distance to the farthest
///    edge on each side.
struct StackLayout: LayoutRule {
  /// The axis children follow one another along.
  let axis: Axis
  /// The guide children line up on across the axis.
  let alignment: AlignmentGuide
  /// The distance between adjacent children; `nil` for the default.
  let spacing: CGFloat?

  /// The distance between adjacent ordinary children when none is given (text against text
  /// is closer: see ``ViewSpacing``).
  static let defaultSpacing: CGFloat = ViewSpacing.defaultDistance

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    let (_, sizes) = childSizes(proposal, children: children)
    let length = sizes.reduce(totalSpacing(children)) { $0 + $1[axis] }
    let thickness = CrossAxisExtent(
      sizes: sizes, children: children, guide: alignment, axis: axis.crossing
    ).length
    return CGSize(main: length, cross: thickness, axis: axis)
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    let (proposals, sizes) = childSizes(proposal, children: children)
    let extent = CrossAxisExtent(
      sizes: sizes, children: children, guide: alignment, axis: axis.crossing)
    let start = axis == .horizontal ? bounds.minX : bounds.minY
    let crossStart = axis == .horizontal ? bounds.minY : bounds.minX
    var cursor = start
    let spaces = gaps(children)
    var result: [ChildPlacement] = []
    result.reserveCapacity(children.count)
    for index in children.indices {
      let origin = CGPoint(
        main: cursor, cross: crossStart + extent.offset(of: index), axis: axis)
      result.append(ChildPlacement(origin: origin, proposal: proposals[index]))
      cursor += sizes[index][axis] + (index < spaces.count ? spaces[index] : 0)
    }
    return result
  }

  /// The space after each child but the last: the stack's spacing, or without one the
  /// distance the two neighbours' preferences ask for (``ViewSpacing``).
  func gaps(_ children: [LayoutNode]) -> [CGFloat] {
    guard children.count > 1 else { return [] }
    if let spacing { return Array(repeating: spacing, count: children.count - 1) }
    return [CGFloat](reservedCount: children.count - 1) {
      children[$0].spacing.distance(to: children[$0 + 1].spacing, along: axis)
    }
  }

  private func totalSpacing(_ children: [LayoutNode]) -> CGFloat {
    gaps(children).reduce(0, +)
  }

  /// A stack's preferences: its first child's on the edge it starts at, its last child's on
  /// the edge it ends at, and every child's across its axis (as Apple's example of
  /// `spacing(subviews:cache:)` merges them).
  func spacing(children: [LayoutNode]) -> ViewSpacing {
    guard !children.isEmpty else { return .standard }
    let (start, end): (Edge.Set, Edge.Set) =
      axis == .vertical ? (.top, .bottom) : (.leading, .trailing)
    var result = ViewSpacing()
    for (index, child) in children.enumerated() {
      var edges: Edge.Set = axis == .vertical ? .horizontal : .vertical
      if index == 0 { edges.formUnion(start) }
      if index == children.count - 1 { edges.formUnion(end) }
      result.formUnion(child.spacing, edges: edges)
    }
    return result
  }

  /// What each child is proposed (steps 1 to 3 above), and the size it chooses for it.
  func childSizes(
    _ proposal: ProposedViewSize, children: [LayoutNode]
  ) -> (proposals: [ProposedViewSize], sizes: [CGSize]) {
    let cross = proposal[axis.crossing]
    guard let length = proposal[axis] else {
      let ideal = ProposedViewSize(main: nil, cross: cross, axis: axis)
      return (
        Array(reservedCount: children.count) { _ in ideal },
        Array(reservedCount: children.count) { children[$0].sizeThatFits(ideal) }
      )
    }
    let smallest = [CGFloat](reservedCount: children.count) {
      children[$0].sizeThatFits(ProposedViewSize(main: 0, cross: cross, axis: axis))[axis]
    }
    // What orders the children for sizing, read once per child so that sorting compares
    // plain values: group (priority, spacer), then flexibility (largest minus smallest).
    let keys = [SizingKey](reservedCount: children.count) {
      let largest = children[$0].sizeThatFits(
        ProposedViewSize(main: .infinity, cross: cross, axis: axis))[axis]
      return SizingKey(group: groupKey(children[$0]), flexibility: largest - smallest[$0])
    }
    let order = children.indices.sorted { first, second in
      let a = keys[first]
      let b = keys[second]
      if a.group.priority != b.group.priority { return a.group.priority > b.group.priority }
      if a.group.isSpacer != b.group.isSpacer { return !a.group.isSpacer }
      if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
      return first < second
    }
    var proposals = [ProposedViewSize](reservedCount: children.count) { _ in .zero }
    var sizes = [CGSize](reservedCount: children.count) { _ in .zero }
    var available = length - totalSpacing(children)
    var reservedForLaterGroups = smallest.reduce(0, +)
    var groupStart = 0
    while groupStart < order.count {
      let key = keys[order[groupStart]].group
      var groupEnd = groupStart
      while groupEnd < order.count, keys[order[groupEnd]].group == key { groupEnd += 1 }
      let group = order[groupStart..<groupEnd]
      reservedForLaterGroups -= group.reduce(0) { $0 + smallest[$1] }
      var remaining = available - reservedForLaterGroups
      for (position, index) in group.enumerated() {
        let offer = max(remaining, 0) / CGFloat(group.count - position)
        proposals[index] = ProposedViewSize(main: offer, cross: cross, axis: axis)
        sizes[index] = children[index].sizeThatFits(proposals[index])
        let taken = sizes[index][axis]
        if remaining.isFinite { remaining -= taken }
        if available.isFinite { available -= taken }
      }
      groupStart = groupEnd
    }
    return (proposals, sizes)
  }

  /// Children with equal keys (priority, and whether a spacer) are sized as one group.
  private func groupKey(_ child: LayoutNode) -> GroupKey {
    GroupKey(priority: child.layoutPriority, isSpacer: child.isSpacer)
  }

  private struct GroupKey: Equatable {
    var priority: Double
    var isSpacer: Bool
  }

  /// A child's group and how much its length can change.
  private struct SizingKey {
    var group: GroupKey
    var flexibility: CGFloat
  }
}

/// How children lined up on one guide extend across the axis of a stack or in a `ZStack`.
struct CrossAxisExtent {
  /// Where the guide lies in each child, from the child's start.
  private let guides: [CGFloat]
  /// The farthest any child reaches before the guide.
  private let before: CGFloat
  /// The container's length: before the guide plus the farthest reach after it.
  let length: CGFloat

  ///
  /// A child that is infinitely long on the axis (a shape offered infinity, when a stack
  /// measures how flexible a child is) makes the container infinitely long too, as in
  /// SwiftUI; its guide and offsets are not meaningful then, and are kept finite.
  init(sizes: [CGSize], children: [LayoutNode], guide: AlignmentGuide, axis: Axis) {
    if sizes.contains(where: { $0[axis].isInfinite }) {
      guides = [CGFloat](reservedCount: sizes.count) { _ in 0 }
      before = 0
      length = .infinity
      return
    }
    guides = [CGFloat](reservedCount: children.count) {
      children[$0].alignment(guide, size: sizes[$0], axis: axis)
    }
    before = guides.max() ?? 0
    // The farthest reach after the guide (0 with no children).
    var after: CGFloat?
    for (index, size) in sizes.enumerated() {
      let reach = size[axis] - guides[index]
      if after.map({ reach > $0 }) ?? true { after = reach }
    }
    length = before + (after ?? 0)
  }

  /// The offset of child `index` from the container's start.
  func offset(of index: Int) -> CGFloat { before - guides[index] }
}
