import Foundation

/// Records an effect on each node of the content.
nonisolated struct EffectModifier: ViewModifier, NodeModifier {
  typealias Body = Never

  let effect: NodeEffect

  @MainActor func modify(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    node.effects.append(effect)
    return node
  }
}

/// Gives the content an explicit identity: its nodes record it, and in an app its views'
/// identities are derived from it.
nonisolated struct ExplicitIdentityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let id: ID

  @MainActor func makeNodes(
    content: (ResolveContext) -> [LayoutNode], in context: ResolveContext
  ) -> [LayoutNode] {
    let nodes = content(context.child(.explicit, id))
    for node in nodes {
      node.effects.append(.identity(id: String(describing: id), transition: nil))
    }
    return nodes
  }
}

nonisolated extension View {
  /// Clips the view to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    modifier(EffectModifier(effect: .clip(.rectangle)))
  }

  /// Clips the view to `shape` filling its frame; `style` chooses the rule that decides the
  /// shape's interior (``FillStyle``).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(EffectModifier(effect: .clip(style.applied(to: shape.outline))))
  }

  /// Clips the view to a rounded rectangle of `radius`.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    modifier(
      EffectModifier(effect: .clip(.roundedRectangle(cornerRadius: radius, style: .circular))))
  }

  /// Draws the view with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> some View {
    modifier(EffectModifier(effect: .opacity(min(max(opacity, 0), 1))))
  }

  /// Draws the view moved by `offset` without changing layout: its parent still places it
  /// where it was.
  public func offset(_ offset: CGSize) -> some View {
    modifier(EffectModifier(effect: .offset(offset)))
  }

  /// Draws the view moved by `x` and `y` without changing layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }

  /// Gives the view an explicit identity, recorded for hosts that animate changes.
  ///
  /// In an app, a new id is a new view: its state is discarded and made afresh.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(ExplicitIdentityModifier(id: id))
  }

  /// Sets how the view appears and disappears, recorded for hosts (Vitrine does not animate).
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(EffectModifier(effect: .identity(id: nil, transition: transition)))
  }

  /// Sets the URL the widget opens when tapped outside any button or link.
  public func widgetURL(_ url: URL?) -> some View {
    modifier(EffectModifier(effect: .widgetURL(url)))
  }
}
