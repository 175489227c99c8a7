import Foundation

/// A button that opens a menu of the buttons its content builds when tapped, as SwiftUI's
/// `Menu` on iOS 14+: the label is drawn in the accent color; a `Menu` inside the content is
/// an item that opens its own menu.
nonisolated public struct Menu<Label: View, Content: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let label: Label
  let content: Content

  /// Creates a menu of `content`'s buttons, shown by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let styled = label.foregroundStyle(Color.accentColor).accessibilityAddTraits(.isButton)
    guard let node = context.singleNode(for: styled, gatheringAlong: .horizontal) else {
      return []
    }
    guard context.graph != nil else { return [node] }
    let itemNodes = context.outsideStack.child(.slot, "menu").nodes(for: content)
    var items = ContextMenuItems(items: itemNodes.flatMap { ContextMenuItems.items(in: $0) })
    items.opensOnTap = true
    node.effects.append(.contentShape(.rectangle))
    node.effects.append(.contextMenu(items))
    return [node]
  }
}

extension Menu where Label == Text {
  /// Creates a menu with a text label.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
