import Foundation

/// Records a shadow with its colour resolved in the environment's colour scheme.
nonisolated struct ShadowModifier: ViewModifier, NodeModifier {
  typealias Body = Never

  let color: Color
  let radius: CGFloat
  let offset: CGSize

  @MainActor func modify(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    let resolved = color.resolve(in: context.environment.colorScheme)
    let radius = radius.isFinite ? min(max(radius, 0), 256) : 0
    node.effects.append(.shadow(ShadowStyle(color: resolved, radius: radius, offset: offset)))
    return node
  }
}

nonisolated extension View {
  /// Draws the view rotated by `angle` about `anchor`, without changing layout: its parent
  /// still places it where it was, as in SwiftUI.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(EffectModifier(effect: .transform(DrawingTransform(rotation: angle, anchor: anchor))))
  }

  /// Draws the view scaled by `scale` about `anchor`, without changing layout.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(EffectModifier(effect: .transform(DrawingTransform(scale: scale, anchor: anchor))))
  }

  /// Draws the view scaled by `s` in both directions about `anchor`, without changing layout.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  /// Draws the view scaled by `x` and `y` about `anchor`, without changing layout.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View
  {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Draws a shadow of the view under it: its shape in `color`, blurred by `radius` and moved
  /// by `x` and `y`. SwiftUI's default colour is black at 33% opacity.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    modifier(ShadowModifier(color: color, radius: radius, offset: CGSize(width: x, height: y)))
  }

  /// Blurs the view's drawing by `radius` points.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    let radius = radius.isFinite ? min(max(radius, 0), 256) : 0
    return modifier(EffectModifier(effect: .blur(radius: radius)))
  }
}
