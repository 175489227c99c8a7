/// Views gathered without a layout of their own: the parent lays each of them out, and a
/// modifier applied to the group applies to each of them.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let content: Content

  /// Creates a group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    context.nodes(for: content)
  }
}
