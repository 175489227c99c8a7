import Foundation

/// What a tap or long press on a view does, recorded on its layout node.
struct GestureHandler {
  /// The gestures an app view answers.
  enum Kind: Sendable, Hashable {
    /// A tap.
    case tap
    /// A press held for half a second or more.
    case longPress
    /// A finger moving a list row towards the leading edge (revealing its swipe actions).
    case swipe
  }

  /// Which gesture it answers.
  var kind: Kind
  /// Whether the view was enabled; a disabled control takes the tap and does nothing.
  var isEnabled: Bool
  /// Whether it is a button (accessibility reads it as one).
  var isButton: Bool
  /// Whether it is a destructive button (drawn red in menus).
  var isDestructive = false
  /// What the gesture does.
  var action: @MainActor () -> Void
}

/// Adds a gesture handler to each node of the content.
nonisolated struct GestureModifier: ViewModifier, NodeModifier {
  typealias Body = Never

  let kind: GestureHandler.Kind
  let action: @MainActor () -> Void

  @MainActor func modify(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    node.effects.append(
      .gesture(
        GestureHandler(
          kind: kind, isEnabled: context.environment.isEnabled, isButton: false, action: action)))
    return node
  }
}

nonisolated extension View {
  /// Runs `action` when the view is tapped (`count` is accepted; every tap counts once).
  public func onTapGesture(
    count: Int = 1, perform action: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(GestureModifier(kind: .tap, action: action))
  }

  /// Runs `action` when the view is pressed and held.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(GestureModifier(kind: .longPress, action: action))
  }

  /// Tests taps against `shape` filling the view's frame instead of what the view draws, so
  /// transparent parts and spacers answer too; `eoFill` decides its interior by the even-odd
  /// rule (``FillStyle``).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(
      EffectModifier(effect: .contentShape(FillStyle(eoFill: eoFill).applied(to: shape.outline))))
  }

  /// Lets taps pass through the view to what is behind it when `enabled` is false.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(EnabledEffectModifier(effect: enabled ? nil : .hitTestingDisabled))
  }

  /// Disables the controls in this view when `disabled`: they take taps and do nothing.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(EnvironmentWriter { if disabled { $0.isEnabled = false } })
  }
}

/// Records an effect on each node of the content when there is one.
nonisolated struct EnabledEffectModifier: ViewModifier, NodeModifier {
  typealias Body = Never

  let effect: NodeEffect?

  @MainActor func modify(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    if let effect { node.effects.append(effect) }
    return node
  }
}
