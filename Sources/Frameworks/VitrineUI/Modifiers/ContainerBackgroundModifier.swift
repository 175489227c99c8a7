import Foundation

/// Where a container background applies.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
  let name: String

  /// The background of a widget, drawn behind its content margins too.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
}

/// Records the widget's container background on each node of the content.
nonisolated struct ContainerBackgroundModifier<Background: View>: ViewModifier, NodeModifier {
  typealias Body = Never

  let background: Background

  @MainActor func modify(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    node.effects.append(.containerBackground(context.outsideStack.nodes(for: background)))
    return node
  }
}

nonisolated extension View {
  /// Sets the widget's background to `style`, filling the whole widget behind its margins.
  public func containerBackground<S: ShapeStyle>(
    _ style: S, for placement: ContainerBackgroundPlacement
  ) -> some View {
    modifier(ContainerBackgroundModifier(background: Rectangle().fill(style)))
  }

  /// Sets the widget's background to a view, proposed the whole widget's size.
  public func containerBackground<V: View>(
    for placement: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      ContainerBackgroundModifier(
        background: ZStack(alignment: alignment) { content() }))
  }
}
