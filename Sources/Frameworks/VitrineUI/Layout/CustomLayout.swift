import Foundation

/// A container layout written by an app: SwiftUI's `Layout` protocol (iOS 16).
///
/// Implement ``sizeThatFits(proposal:subviews:cache:)`` and
/// ``placeSubviews(in:proposal:subviews:cache:)``, then use the layout as a view:
///
/// ```swift
/// struct Column: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///   func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
/// }
/// Column { Text("Title"); Text("Subtitle") }
/// ```
///
/// A layout that spaces its subviews as the built-in stacks do reads each subview's
/// ``LayoutSubview/spacing`` and asks ``ViewSpacing/distance(to:along:)`` for the distance to
/// the next one. Its own preferences (``spacing(subviews:cache:)``) are by default the union of
/// its subviews' on every edge. A subview the layout does not place is centered in its bounds.
public protocol Layout {
  /// What the layout keeps between its calls; `Void` when it keeps nothing.
  associatedtype Cache = Void
  /// The subviews the layout arranges.
  typealias Subviews = LayoutSubviews

  /// The size the container takes when offered `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places every subview (``LayoutSubview/place(at:anchor:proposal:)``) within `bounds`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The container's spacing preferences towards the views around it.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// Makes the cache for `subviews`.
  func makeCache(subviews: Subviews) -> Cache

  /// Brings `cache` up to date when the subviews change.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout where Cache == Void {
  /// No cache.
  public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
  /// Makes the cache afresh.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The union of every subview's preferences on every edge.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    var result = ViewSpacing()
    for subview in subviews { result.formUnion(subview.spacing) }
    return result
  }

  /// A view that arranges `content`'s views with this layout.
  @MainActor
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    CustomLayoutView(layout: self, content: content())
  }
}

/// The subviews a ``Layout`` arranges, in the order they were declared.
public struct LayoutSubviews: RandomAccessCollection {
  let subviews: [LayoutSubview]

  /// The first position.
  public var startIndex: Int { subviews.startIndex }
  /// The position after the last.
  public var endIndex: Int { subviews.endIndex }
  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview { subviews[index] }
}

/// One subview a ``Layout`` arranges: it can be measured, asked its spacing preferences, and
/// placed.
public struct LayoutSubview {
  let node: LayoutNode
  let index: Int
  let placements: PlacementRecord?

  /// The size the subview takes when offered `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    node.sizeThatFits(proposal)
  }

  /// The subview's spacing preferences (``ViewSpacing``).
  public var spacing: ViewSpacing { node.spacing }

  /// The subview's layout priority (`layoutPriority(_:)`).
  public var priority: Double { node.layoutPriority }

  /// Places the subview so that its `anchor` point is at `position`, sized for `proposal`.
  /// Only ``Layout/placeSubviews(in:proposal:subviews:cache:)`` places subviews.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    guard let placements else { return }
    let size = node.sizeThatFits(proposal)
    let origin = CGPoint(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    placements.entries[index] = ChildPlacement(origin: origin, proposal: proposal)
  }
}

/// Where ``LayoutSubview/place(at:anchor:proposal:)`` put each subview during one placement.
final class PlacementRecord {
  var entries: [ChildPlacement?]

  init(count: Int) { entries = Array(repeating: nil, count: count) }
}

/// A ``Layout`` used as a view: its content's views arranged by it.
nonisolated struct CustomLayoutView<L: Layout, Content: View>: View, PrimitiveView {
  typealias Body = Never

  let layout: L
  let content: Content

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [
      LayoutNode(
        rule: CustomLayoutRule(layout: layout), children: context.outsideStack.nodes(for: content))
    ]
  }
}

/// The layout rule of a ``Layout``: each call hands the app's layout the node's children as
/// subviews, and keeps its cache, made on first use, for the node's life.
final class CustomLayoutRule<L: Layout>: LayoutRule {
  let layout: L
  private var cache: L.Cache?

  init(layout: L) { self.layout = layout }

  private func subviews(_ children: [LayoutNode], record: PlacementRecord?) -> LayoutSubviews {
    LayoutSubviews(
      subviews: children.indices.map {
        LayoutSubview(node: children[$0], index: $0, placements: record)
      })
  }

  private func withCache<T>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
    var current = cache ?? layout.makeCache(subviews: subviews)
    let result = body(&current)
    cache = current
    return result
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    let subviews = subviews(children, record: nil)
    return withCache(subviews) {
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func placements(
    in bounds: CGRect, proposal: ProposedViewSize, children: [LayoutNode]
  ) -> [ChildPlacement] {
    let record = PlacementRecord(count: children.count)
    let subviews = subviews(children, record: record)
    withCache(subviews) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
    // A subview left unplaced is centered in the bounds, sized for the container's proposal.
    return children.indices.map { index in
      record.entries[index]
        ?? ChildPlacement(
          origin: aligned(
            children[index].sizeThatFits(proposal), in: bounds, alignment: .center),
          proposal: proposal)
    }
  }

  func spacing(children: [LayoutNode]) -> ViewSpacing {
    let subviews = subviews(children, record: nil)
    return withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }
}
