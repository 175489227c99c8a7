/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  /// Creates an empty view.
  public init() {}

  func makeNodes(in context: ResolveContext) -> [LayoutNode] { [] }
}
