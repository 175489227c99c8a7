/// A view whose type is erased, for returning different view types from one place.
nonisolated public struct AnyView: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  private let resolve: @MainActor (ResolveContext) -> [LayoutNode]

  /// Wraps `view`.
  @MainActor public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      resolve = erased.resolve
    } else {
      resolve = { $0.nodes(for: view) }
    }
  }

  /// Wraps `view`.
  @MainActor public init<V: View>(erasing view: V) {
    self.init(view)
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] { resolve(context) }
}
