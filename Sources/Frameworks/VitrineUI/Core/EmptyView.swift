/// A view that shows nothing and takes no space.
nonisolated public struct EmptyView: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  /// Creates an empty view.
  public init() {}

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] { [] }
}
