/// A menu as a value a host can read and show: a title and its actions.
///
/// The host (a context menu, the command line, a test) lists ``children`` and calls
/// ``SWMenuAction/perform()`` on the one chosen.
public struct SWMenu: Sendable {
  /// The menu's title (may be empty).
  public var title: String
  /// Its actions, in order.
  public var children: [SWMenuAction]

  /// A menu of `children`.
  public init(title: String = "", children: [SWMenuAction]) {
    self.title = title
    self.children = children
  }

  /// The titles of the actions, in order.
  public var titles: [String] { children.map(\.title) }

  /// The action titled `title`, if any.
  public func action(titled title: String) -> SWMenuAction? {
    children.first { $0.title == title }
  }
}

/// One action of an ``SWMenu``: a title, an SF Symbol name, and what it does.
public struct SWMenuAction: Sendable {
  /// The title shown.
  public var title: String
  /// The SF Symbol shown beside it, by name.
  public var systemImageName: String?
  /// Whether it is shown as destructive (in red).
  public var isDestructive: Bool
  private let handler: @Sendable () -> Void

  /// An action that runs `handler` when chosen.
  public init(
    title: String, systemImageName: String? = nil, isDestructive: Bool = false,
    handler: @escaping @Sendable () -> Void
  ) {
    self.title = title
    self.systemImageName = systemImageName
    self.isDestructive = isDestructive
    self.handler = handler
  }

  /// Runs the action.
  public func perform() { handler() }
}
