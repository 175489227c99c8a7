import Foundation
import VitrineWidgetCore

/// A control that performs an action when tapped: an app intent (widget buttons, iOS 17) or,
/// in an app, a closure.
///
/// The host performs an intent and reloads the widget; the display list records the button's
/// frame and intent as an ``InteractiveRegion``. A closure runs in the app runtime when a tap
/// lands on the button.
nonisolated public struct Button<Label: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  enum Action {
    case intent(any AppIntent)
    case closure(@MainActor () -> Void)
  }

  let action: Action
  let label: Label
  var role: ButtonRole?

  /// Creates a button that performs `intent`, showing `label`.
  public init<Intent: AppIntent>(intent: Intent, @ViewBuilder label: () -> Label) {
    self.action = .intent(intent)
    self.label = label()
  }

  /// Creates a button that runs `action`, showing `label`.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = .closure(action)
    self.label = label()
  }

  /// Creates a button with a role that runs `action`; destructive buttons are red in menus.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.init(action: action, label: label)
    self.role = role
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    switch action {
    case .intent(let intent):
      guard let node = context.singleNode(for: label, gatheringAlong: .horizontal) else {
        return []
      }
      node.effects.append(.action(.intent(intent)))
      return [node]
    case .closure(let run):
      let environment = context.environment
      let styled = ButtonStyling.styledLabel(label, in: environment)
      guard let node = context.singleNode(for: styled, gatheringAlong: .horizontal) else {
        return []
      }
      // A button answers anywhere in its frame, not only where its label draws.
      node.effects.append(.contentShape(.rectangle))
      node.effects.append(
        .gesture(
          GestureHandler(
            kind: .tap, isEnabled: environment.isEnabled, isButton: true,
            isDestructive: role == .destructive, action: run)))
      return [node]
    }
  }
}

extension Button where Label == Text {
  /// Creates a button with a text label.
  public init<Title: StringProtocol, Intent: AppIntent>(_ title: Title, intent: Intent) {
    self.init(intent: intent) { Text(title) }
  }

  /// Creates a button with a text label that runs `action`.
  public init<Title: StringProtocol>(_ title: Title, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// Creates a button with a text label and a role that runs `action`.
  public init<Title: StringProtocol>(
    _ title: Title, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// What a button does, for styling: destructive buttons are red in menus.
public enum ButtonRole: Sendable, Hashable {
  /// Deletes or removes something.
  case destructive
  /// Cancels.
  case cancel
}
