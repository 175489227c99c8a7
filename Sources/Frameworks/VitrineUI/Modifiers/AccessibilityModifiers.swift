import Foundation

/// Adds accessibility attributes to each node of the content.
nonisolated struct AccessibilityModifier: ViewModifier, NodeModifier {
  typealias Body = Never

  let attributes: (EnvironmentValues) -> AccessibilityAttributes

  @MainActor func modify(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    node.effects.append(.accessibility(attributes(context.environment)))
    return node
  }
}

nonisolated extension View {
  /// Sets what a screen reader calls the view, as it is (a string literal is translated
  /// instead, as `Text` translates its key); a container becomes one element.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    let label = String(label)
    return modifier(AccessibilityModifier { _ in AccessibilityAttributes(label: label) })
  }

  /// Sets what a screen reader calls the view, from text.
  public func accessibilityLabel(_ label: Text) -> some View {
    modifier(AccessibilityModifier { AccessibilityAttributes(label: label.string(in: $0)) })
  }

  /// Sets what a screen reader calls the view, translated as ``Text`` translates its key: a
  /// string literal (interpolations included) is looked up in the widget's strings files for
  /// the environment's locale, as in SwiftUI.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    accessibilityLabel(Text(labelKey))
  }

  /// Sets the view's accessibility value, such as "3 of 5", as it is (a string literal is
  /// translated instead).
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    let value = String(value)
    return modifier(AccessibilityModifier { _ in AccessibilityAttributes(value: value) })
  }

  /// Sets the view's accessibility value, from text.
  public func accessibilityValue(_ value: Text) -> some View {
    modifier(AccessibilityModifier { AccessibilityAttributes(value: value.string(in: $0)) })
  }

  /// Sets the view's accessibility value, translated as ``Text`` translates its key, as in
  /// SwiftUI.
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    accessibilityValue(Text(valueKey))
  }

  /// Sets an identifier for finding the element in tests.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(AccessibilityModifier { _ in AccessibilityAttributes(identifier: identifier) })
  }

  /// Hides the view and its content from screen readers when `hidden`.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    modifier(AccessibilityModifier { _ in AccessibilityAttributes(isHidden: hidden) })
  }

  /// Adds traits to the view's element (to each of its elements for a container).
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    modifier(AccessibilityModifier { _ in AccessibilityAttributes(traits: traits) })
  }

  /// Makes the view one accessibility element, combining or ignoring its content's labels, or
  /// keeps its content's elements (`.contain`).
  public func accessibilityElement(
    children: AccessibilityChildBehavior = .ignore
  ) -> some View {
    modifier(AccessibilityModifier { _ in AccessibilityAttributes(children: children) })
  }
}
