/// A view layout knows directly: it turns itself into layout nodes instead of having a body.
@MainActor
protocol PrimitiveView {
  /// The nodes of this view, one per child it contributes to its parent's layout.
  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode]
}

/// A modifier layout knows directly.
@MainActor
protocol PrimitiveModifier {
  /// The nodes of the modified view; `content` resolves the unmodified view in a context.
  @MainActor func makeNodes(
    content: (ResolveContext) -> [LayoutNode], in context: ResolveContext
  ) -> [LayoutNode]
}

/// A modifier that changes each node of the content it is applied to, as SwiftUI applies a
/// modifier of a group to each of the group's views.
protocol NodeModifier: PrimitiveModifier {
  /// Returns `node` modified (a new node wrapping it, or the node itself changed).
  @MainActor func modify(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode
}

extension NodeModifier {
  @MainActor func makeNodes(
    content: (ResolveContext) -> [LayoutNode], in context: ResolveContext
  ) -> [LayoutNode] {
    // Modified in place: the content's array is not shared, so no second one is made.
    var nodes = content(context)
    for index in nodes.indices { nodes[index] = modify(nodes[index], in: context) }
    return nodes
  }
}

/// A modifier that only changes the environment of the content it is applied to.
protocol EnvironmentModifier: PrimitiveModifier {
  /// Changes `environment` for the content.
  func update(_ environment: inout EnvironmentValues)
}

extension EnvironmentModifier {
  @MainActor func makeNodes(
    content: (ResolveContext) -> [LayoutNode], in context: ResolveContext
  ) -> [LayoutNode] {
    var inner = context
    update(&inner.environment)
    return content(inner)
  }
}
