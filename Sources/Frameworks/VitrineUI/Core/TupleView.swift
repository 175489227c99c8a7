/// Several views written one after another in a ``ViewBuilder`` closure.
///
/// A parent lays them out as separate children: inside an ``HStack`` each is a child of the
/// stack, and a modifier applied to the tuple applies to each of them.
nonisolated public struct TupleView<each Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  /// The views, in order.
  public var value: (repeat each Content)

  /// Creates a tuple of views.
  @inlinable public init(_ content: repeat each Content) {
    value = (repeat each content)
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    var index = 0
    for view in repeat each value {
      nodes.append(contentsOf: context.child(.index, index).nodes(for: view))
      index += 1
    }
    return nodes
  }
}
