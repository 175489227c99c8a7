import Foundation

/// What app containers tell the views inside them through the environment.
struct ContainerEnvironment: @unchecked Sendable {
  /// How buttons draw their labels.
  var buttonStyle: ButtonStyleKind = .automatic
  /// The navigation stack links push onto.
  var navigator: NavigationModel? = nil
  /// The screen and its safe area, for `ignoresSafeArea`.
  var safeArea: SafeAreaGeometry? = nil
  /// Whether the view is a row of a `List` (navigation links show a chevron).
  var isListRow = false
  /// Collects the tabs of the `TabView` being resolved.
  var tabs: TabCollector? = nil
  /// What `dismiss` does: closes a sheet or pops a pushed screen.
  var dismiss: DismissAction? = nil
}

/// The screen a view is shown on and the part of it not covered by the status bar and the
/// home indicator.
struct SafeAreaGeometry: Equatable {
  /// The whole screen.
  var screen: CGRect
  /// The safe area inside it.
  var safe: CGRect
}

/// What a container above reads from the nodes of its content.
enum ContainerInfo {
  /// The title of a navigation stack's screen.
  case navigationTitle(String)
  /// Whether the title is large (the default) or inline.
  case titleDisplayMode(NavigationBarItem.TitleDisplayMode)
  /// Items a screen puts in its navigation bar or bottom toolbar.
  case toolbar([ToolbarEntry])
  /// A list row's own insets, background or separator, read by the list drawing it.
  case listRow(ListRowStyle)
}

/// Finds container information in resolved nodes, nearest first.
enum ContainerInfoSearch {
  /// The first navigation title in `nodes`, searched breadth first.
  static func navigationTitle(in nodes: [LayoutNode]) -> String? {
    first(in: nodes) {
      if case .navigationTitle(let title) = $0 { return title } else { return nil }
    }
  }

  /// The first title display mode in `nodes`.
  static func titleDisplayMode(in nodes: [LayoutNode]) -> NavigationBarItem.TitleDisplayMode? {
    first(in: nodes) {
      if case .titleDisplayMode(let mode) = $0 { return mode } else { return nil }
    }
  }

  /// Every toolbar item in `nodes`, in order.
  static func toolbarEntries(in nodes: [LayoutNode]) -> [ToolbarEntry] {
    var found: [ToolbarEntry] = []
    var queue = nodes[...]
    while let node = queue.popFirst() {
      for case .container(.toolbar(let entries)) in node.effects { found += entries }
      if node.rule is ScrollLayout { continue }
      queue.append(contentsOf: node.children)
    }
    return found
  }

  private static func first<T>(in nodes: [LayoutNode], _ pick: (ContainerInfo) -> T?) -> T? {
    var queue = nodes[...]
    while let node = queue.popFirst() {
      for case .container(let info) in node.effects {
        if let found = pick(info) { return found }
      }
      // Titles belong to a screen, not to what scrolls inside it.
      if node.rule is ScrollLayout { continue }
      queue.append(contentsOf: node.children)
    }
    return nil
  }
}

/// Records container information on each node of the content.
nonisolated struct ContainerInfoModifier: ViewModifier, NodeModifier {
  typealias Body = Never

  let info: ContainerInfo

  @MainActor func modify(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    node.effects.append(.container(info))
    return node
  }
}

/// Closes the sheet or pops the screen the view is in, as SwiftUI's `DismissAction`.
public struct DismissAction: @unchecked Sendable {
  /// What the action dismisses, so two actions for the same sheet or screen compare equal.
  let key: AnyHashable
  let action: @MainActor () -> Void

  init(key: AnyHashable, action: @escaping @MainActor () -> Void) {
    self.key = key
    self.action = action
  }

  /// Dismisses.
  @MainActor public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction(key: "none") {}
}

extension EnvironmentValues {
  /// Closes the sheet or pops the pushed screen this view is in; does nothing elsewhere.
  public var dismiss: DismissAction { container.dismiss ?? DismissKey.defaultValue }
}
