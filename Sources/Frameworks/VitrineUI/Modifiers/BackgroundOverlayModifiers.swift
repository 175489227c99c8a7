import Foundation

/// Puts secondary views behind or in front of each node of the content, sized to it.
nonisolated struct SecondaryViewModifier<Secondary: View>: ViewModifier, NodeModifier {
  typealias Body = Never

  let secondary: Secondary
  let alignment: Alignment
  let isBehind: Bool

  @MainActor func modify(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    let extra = context.outsideStack.child(.slot, isBehind ? "background" : "overlay").nodes(
      for: secondary)
    guard !extra.isEmpty else { return node }
    let children = isBehind ? extra + [node] : [node] + extra
    let rule = OverlayLayout(alignment: alignment, primaryIndex: isBehind ? extra.count : 0)
    return LayoutNode.wrapping(node, in: rule, children: children)
  }
}

nonisolated extension View {
  /// Puts `content` behind the view, proposed the view's size and placed by `alignment`.
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(SecondaryViewModifier(secondary: content(), alignment: alignment, isBehind: true))
  }

  /// Puts `view` behind the view.
  @_disfavoredOverload
  public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
    modifier(SecondaryViewModifier(secondary: view, alignment: alignment, isBehind: true))
  }

  /// Fills the view's frame behind it with `style`; a ``Material`` becomes the view's
  /// ``EnvironmentValues/backgroundMaterial``.
  public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View {
    onMaterial(style).background(Rectangle().fill(style))
  }

  /// Fills `shape` behind the view with `style`; a ``Material`` becomes the view's
  /// ``EnvironmentValues/backgroundMaterial``.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    onMaterial(style).background(shape.fill(style))
  }

  /// This view told that `style` is the material behind it, when it is one.
  private func onMaterial<S: ShapeStyle>(_ style: S) -> some View {
    modifier(
      EnvironmentWriter {
        if let material = style as? Material { $0.backgroundMaterial = material }
      })
  }

  /// Puts `content` in front of the view, proposed the view's size and placed by `alignment`.
  public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(SecondaryViewModifier(secondary: content(), alignment: alignment, isBehind: false))
  }

  /// Puts `view` in front of the view.
  @_disfavoredOverload
  public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
    modifier(SecondaryViewModifier(secondary: view, alignment: alignment, isBehind: false))
  }

  /// Fills the view's frame in front of it with `style`.
  public func overlay<S: ShapeStyle>(_ style: S) -> some View {
    overlay(Rectangle().fill(style))
  }

  /// Draws a border of `width` points inside the view's frame.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}
