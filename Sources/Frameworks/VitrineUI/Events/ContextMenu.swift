import Foundation

/// The items of a context menu, read from the buttons of its content.
struct ContextMenuItems {
  /// One item: its title and what choosing it does.
  struct Item {
    var title: String
    var isEnabled: Bool
    var isDestructive = false
    var action: @MainActor () -> Void
    /// The menu choosing the item opens instead (a nested ``Menu``), or `nil`.
    var submenu: ContextMenuItems? = nil
  }

  var items: [Item]
  /// Whether a tap opens the menu (a ``Menu`` button) rather than a long press.
  var opensOnTap = false
}

/// Opens a menu of the buttons `menuItems` builds when the view is long-pressed.
nonisolated struct ContextMenuModifier<MenuItems: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let menuItems: MenuItems

  @MainActor func makeNodes(
    content: (ResolveContext) -> [LayoutNode], in context: ResolveContext
  ) -> [LayoutNode] {
    let nodes = content(context)
    guard context.graph != nil else { return nodes }
    let menuNodes = context.outsideStack.child(.slot, "menu").nodes(for: menuItems)
    let items = ContextMenuItems(items: menuNodes.flatMap { ContextMenuItems.items(in: $0) })
    for node in nodes { node.effects.append(.contextMenu(items)) }
    return nodes
  }
}

extension ContextMenuItems {
  /// The buttons in `node`, in order, titled by their accessibility label.
  static func items(in node: LayoutNode) -> [Item] {
    for case .contextMenu(let menu) in node.effects where menu.opensOnTap {
      let title = AccessibilityCollector.elements(for: node).map(\.label).joined(separator: " ")
      return [ContextMenuItems.Item(title: title, isEnabled: true, action: {}, submenu: menu)]
    }
    for case .gesture(let handler) in node.effects where handler.isButton {
      let title = AccessibilityCollector.elements(for: node).map(\.label).joined(separator: " ")
      return [
        ContextMenuItems.Item(
          title: title, isEnabled: handler.isEnabled, isDestructive: handler.isDestructive,
          action: handler.action)
      ]
    }
    return node.children.flatMap { items(in: $0) }
  }
}

nonisolated extension View {
  /// Adds a context menu of the buttons in `menuItems`, opened by a long press; a host lists
  /// and picks its items (`ViewHost.contextMenuTitles`, `chooseMenuItem(_:)`).
  public func contextMenu<MenuItems: View>(
    @ViewBuilder menuItems: () -> MenuItems
  ) -> some View {
    modifier(ContextMenuModifier(menuItems: menuItems()))
  }
}
