import Foundation

/// An item of a ``UIMenu``: an action or a nested menu.
open class UIMenuElement {
  /// The title shown.
  public let title: String
  /// The image shown beside it.
  public let image: UIImage?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
  }
}

/// A menu: a title and its children, as UIKit's `UIMenu(title:children:)`.
public final class UIMenu: UIMenuElement {
  /// The menu's elements, in order.
  public let children: [UIMenuElement]

  /// A menu of `children`.
  public init(
    title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []
  ) {
    self.children = children
    super.init(title: title, image: image)
  }

  /// Every action of the menu and of the menus nested in it, in order (nested menus are shown
  /// inline, as a context menu shows a menu with the `.displayInline` option).
  public var actions: [UIAction] {
    children.flatMap { element -> [UIAction] in
      if let action = element as? UIAction { return [action] }
      if let menu = element as? UIMenu { return menu.actions }
      return []
    }
  }
}

/// A menu action that runs a handler, as UIKit's `UIAction(title:image:handler:)`.
public final class UIAction: UIMenuElement {
  /// How an action is shown.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: Int
    /// Creates attributes from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shown in red: the action removes or destroys something.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Shown dimmed; choosing it does nothing.
    public static let disabled = Attributes(rawValue: 1 << 0)
  }

  /// How the action is shown.
  public let attributes: Attributes
  private let handler: (UIAction) -> Void

  /// An action titled `title` that calls `handler` with itself when chosen.
  public init(
    title: String = "", image: UIImage? = nil, attributes: Attributes = [],
    handler: @escaping (UIAction) -> Void
  ) {
    self.attributes = attributes
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Runs the handler, as choosing the action in a menu does (nothing when disabled).
  public func perform() {
    guard !attributes.contains(.disabled) else { return }
    handler(self)
  }
}
