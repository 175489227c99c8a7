import Foundation

/// A control that opens a URL when tapped; its label is drawn in the tint color.
///
/// Only medium and larger widgets support links on iOS (``VitrineWidgetCore/WidgetFamily/supportsLinks``);
/// the display list records every link as an ``InteractiveRegion`` and the host decides.
nonisolated public struct Link<Label: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let destination: URL
  let label: Label

  /// Creates a link to `destination` showing `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var inner = context
    if inner.environment.foregroundStyle == nil {
      inner.environment.foregroundStyle = inner.environment.tint ?? .accentColor
    }
    guard let node = inner.singleNode(for: label, gatheringAlong: .horizontal) else { return [] }
    node.effects.append(.action(.link(destination)))
    return [node]
  }
}

extension Link where Label == Text {
  /// Creates a link with a text label.
  public init<Title: StringProtocol>(_ title: Title, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
