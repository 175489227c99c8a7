import Foundation
import WidgetCore

/// A control that performs an app intent when tapped, as widget buttons do in iOS 17.
///
/// The host performs the intent and reloads the widget; the display list records the
/// button's frame and intent as an ``InteractiveRegion``.
public struct Button<Label: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let intent: any AppIntent
  let label: Label

  /// Creates a button that performs `intent`, showing `label`.
  public init<Intent: AppIntent>(intent: Intent, @ViewBuilder label: () -> Label) {
    self.intent = intent
    self.label = label()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    guard let node = context.singleNode(for: label, gatheringAlong: .horizontal) else { return [] }
    node.effects.append(.action(.intent(intent)))
    return [node]
  }
}

extension Button where Label == Text {
  /// Creates a button with a text label.
  public init<Title: StringProtocol, Intent: AppIntent>(_ title: Title, intent: Intent) {
    self.init(intent: intent) { Text(title) }
  }
}
