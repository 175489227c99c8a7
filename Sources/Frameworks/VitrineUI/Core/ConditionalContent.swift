/// The view of an `if`/`else` or `switch` in a ``ViewBuilder`` closure: one branch or the other.
nonisolated public struct ConditionalContent<TrueContent: View, FalseContent: View>: View,
  PrimitiveView
{
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    switch storage {
    case .trueContent(let view): return context.child(.branch, true).nodes(for: view)
    case .falseContent(let view): return context.child(.branch, false).nodes(for: view)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    guard let view = self else { return [] }
    return context.child(.branch, true).nodes(for: view)
  }
}
