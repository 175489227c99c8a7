/// Sets the stack priority of each node of the content.
nonisolated struct LayoutPriorityModifier: ViewModifier, NodeModifier {
  typealias Body = Never

  let priority: Double

  @MainActor func modify(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    node.layoutPriority = priority
    return node
  }
}

nonisolated extension View {
  /// Sets the view's priority in its stack: higher-priority children are sized first, after
  /// the smallest sizes of lower-priority ones are set aside. The default is 0.
  public func layoutPriority(_ value: Double) -> some View {
    modifier(LayoutPriorityModifier(priority: value))
  }
}
