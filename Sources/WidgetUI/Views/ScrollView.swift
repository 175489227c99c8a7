import Foundation

/// Content longer than the space it is shown in, along `axes`. Widgets do not scroll: the
/// content is shown from its start and clipped to the scroll view's frame.
public struct ScrollView<Content: View>: View, PrimitiveView {
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

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let children = context.singleNode(for: content, gatheringAlong: axis).map { [$0] } ?? []
    let node = LayoutNode(rule: ScrollLayout(axis: axis), children: children)
    node.effects.append(.clip(.rectangle))
    return [node]
  }
}
