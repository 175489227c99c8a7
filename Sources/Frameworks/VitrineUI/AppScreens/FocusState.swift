import Foundation

/// A value that says which control has the keyboard focus, as SwiftUI's `@FocusState`: bind
/// a text field to it with ``View/focused(_:)`` or ``View/focused(_:equals:)``; a tap on the
/// field sets it, and setting it moves the focus.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>

  /// The focus value with the binding a `focused` modifier takes.
  public struct Binding {
    let base: VitrineUI.Binding<Value>

    /// The focus value.
    @MainActor public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }

    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  /// The focus value; `false` or `nil` when nothing bound to it has focus.
  @MainActor public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// The binding for `focused` modifiers: `$isFocused`.
  @MainActor public var projectedValue: FocusState<Value>.Binding {
    Binding(base: state.projectedValue)
  }

  /// Creates a Boolean focus state, initially not focused.
  public init() where Value == Bool {
    state = State(wrappedValue: false)
  }

  /// Creates an optional focus state, initially `nil`.
  public init<T: Hashable>() where Value == T? {
    state = State(wrappedValue: nil)
  }
}

extension FocusState: RuntimeProperty {
  func install(in node: GraphNode, index: Int, environment: EnvironmentValues) {
    state.install(in: node, index: index, environment: environment)
  }

  func inputMatches(_ other: Any) -> Bool { other is FocusState<Value> }
}

/// What a focusable control below a `focused` modifier answers to.
struct FocusTarget: @unchecked Sendable {
  /// Whether the control has the focus now.
  var isFocused: Bool
  /// Gives it the focus.
  var focus: @MainActor () -> Void
}

private struct FocusTargetKey: EnvironmentKey {
  static var defaultValue: FocusTarget? { nil }
}

extension EnvironmentValues {
  /// The focus binding of the controls below.
  var focusTarget: FocusTarget? {
    get { self[FocusTargetKey.self] }
    set { self[FocusTargetKey.self] = newValue }
  }
}

@MainActor
extension View {
  /// Binds the focus of the control to `condition`: true while it has the focus.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(
      FocusedModifier(
        isFocused: { condition.wrappedValue }, focus: { condition.wrappedValue = true }))
  }

  /// Binds the focus of the control to `binding`: `value` while it has the focus.
  public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
    modifier(
      FocusedModifier(
        isFocused: { binding.wrappedValue == value }, focus: { binding.wrappedValue = value }))
  }
}

/// Puts a focus target in the environment.
nonisolated struct FocusedModifier: ViewModifier {
  let isFocused: @MainActor () -> Bool
  let focus: @MainActor () -> Void

  init(isFocused: @escaping @MainActor () -> Bool, focus: @escaping @MainActor () -> Void) {
    self.isFocused = isFocused
    self.focus = focus
  }

  @MainActor func body(content: Content) -> some View {
    content.environment(\.focusTarget, FocusTarget(isFocused: isFocused(), focus: focus))
  }
}
