import Foundation

/// Content longer than the space it is shown in, along `axes`.
///
/// Widgets do not scroll: the content is shown from its start and clipped to the scroll
/// view's frame. In an app the host scrolls it by points (``ViewHost/scroll(at:by:)``); the
/// offset is kept with the scroll view's identity and clamped to the content, and content
/// outside the frame is clipped and does not answer taps. Indicators are not drawn (iOS
/// shows them only while scrolling).
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let axis: Axis
  let content: Content

  /// Creates a scroll view; several views inside are stacked along the scroll axis.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    axis = axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical
    self.content = content()
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let children = context.singleNode(for: content, gatheringAlong: axis).map { [$0] } ?? []
    var rule = ScrollLayout(axis: axis)
    if let graph = context.graph {
      let axis = self.axis
      rule.position = graph.attachment(
        at: context.identity.child(.slot, "scroll"), owner: context.owner
      ) { ScrollPosition(axis: axis) }
    }
    let node = LayoutNode(rule: rule, children: children)
    node.effects.append(.clip(.rectangle))
    return [node]
  }
}
