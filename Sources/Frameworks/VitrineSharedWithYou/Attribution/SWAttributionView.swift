import Foundation
import VitrineSharedWithYouSystem
import VitrineUI
import VitrineUIKit

/// Shows who shared a highlight ("From Anna", "From Anna and 2 others") with their avatars,
/// drawn by the system: the app places the view and never receives the names as data.
///
/// Its long-press menu is the system's ``highlightMenu`` (Reply, and Hide titled
/// ``menuTitleForHideAction``) followed by the app's ``supplementalMenu``. Showing a
/// highlight in the ``DisplayContext-swift.enum/detail`` context tells the system the person
/// looked at it closely, which ranks it among the suggestions.
///
/// It is a `UIView`: placed through a `UIViewRepresentable` it draws ``content`` and opens
/// both menus on a long press. A view made without a connection takes the one of the
/// environment it is placed in (``VitrineUI/EnvironmentValues/sharedWithYouConnection``).
public final class SWAttributionView: UIView {
  /// How much the view shows.
  public enum DisplayContext: Int, Sendable {
    /// One compact line, for lists and shelves.
    case summary
    /// A larger view with the date, for a content's own screen.
    case detail
  }

  /// Where the content sits when it is narrower than the view.
  public enum HorizontalAlignment: Int, Sendable {
    /// The system's choice: leading.
    case `default`
    /// Against the leading edge.
    case leading
    /// Centered.
    case center
    /// Against the trailing edge.
    case trailing
  }

  /// What the content is drawn on.
  public enum BackgroundStyle: Int, Sendable {
    /// The system's choice: a faint grey.
    case `default`
    /// A solid secondary-background colour.
    case color
    /// A translucent material that lets what is behind show through.
    case material
  }

  /// The highlight whose attribution is shown.
  public var highlight: SWHighlight? {
    didSet { noteDisplay() }
  }
  /// How much is shown; `.summary` unless set.
  public var displayContext: DisplayContext = .summary {
    didSet { noteDisplay() }
  }
  /// Where narrower content sits.
  public var horizontalAlignment: HorizontalAlignment = .default
  /// What the content is drawn on.
  public var backgroundStyle: BackgroundStyle = .default
  /// The widest the view lays out at, in points; 0 for the width it is given.
  public var preferredMaxLayoutWidth: CGFloat = 0
  /// The title of the Hide action; `nil` for the system's ("Remove").
  public var menuTitleForHideAction: String?
  /// The app's own actions, shown after the system's.
  public var supplementalMenu: UIMenu?

  private(set) var connection: SWSystemConnection?
  private var reportedDetail: Set<String> = []

  /// A view on the process's connection (``SWSystemConnection/current``), or, when there is
  /// none, on the connection of the environment it is placed in.
  public override convenience init() {
    self.init(connection: SWSystemConnection.current)
  }

  /// A view on `connection`.
  public init(connection: SWSystemConnection?) {
    self.connection = connection
    super.init()
  }

  /// Takes the environment's connection when the view has none.
  public override func didMove(to environment: EnvironmentValues) {
    guard connection == nil, let placed = environment.sharedWithYouConnection else { return }
    connection = placed
    noteDisplay()
  }

  /// Draws ``content``.
  public override var viewContent: AnyView { AnyView(content) }

  /// The system's ``highlightMenu`` followed by the app's ``supplementalMenu``, shown inline;
  /// nothing without a highlight.
  public override var longPressMenu: UIMenu? {
    guard highlight != nil else { return nil }
    let system = highlightMenu.children.map { action in
      UIAction(
        title: action.title, image: action.systemImageName.flatMap(UIImage.init(systemName:)),
        attributes: action.isDestructive ? .destructive : []
      ) { _ in action.perform() }
    }
    var children: [UIMenuElement] = [UIMenu(children: system)]
    if let supplementalMenu { children.append(supplementalMenu) }
    return UIMenu(children: children)
  }

  private var locale: Locale { connection?.locale ?? Locale(identifier: "en_US") }

  /// The system's actions for the highlight: Reply (opens the conversation that shared it
  /// most recently, in Messages) and Hide (removes the highlight for good).
  public var highlightMenu: SWMenu {
    let connection = connection
    let url = highlight?.url
    let hideTitle = menuTitleForHideAction ?? SharedWithYouStrings.remove(locale)
    return SWMenu(children: [
      SWMenuAction(
        title: SharedWithYouStrings.reply(locale), systemImageName: "arrowshape.turn.up.left"
      ) {
        guard let connection, let url,
          let target = try? connection.system.replyTarget(url: url, appID: connection.appID)
        else { return }
        try? connection.system.record(.interacted, url: url, appID: connection.appID)
        connection.open(SWSystemConnection.messagesURL(conversation: target.conversation.id))
      },
      SWMenuAction(title: hideTitle, systemImageName: "minus.circle", isDestructive: true) {
        guard let connection, let url else { return }
        _ = try? connection.system.hide(url: url, appID: connection.appID)
      },
    ])
  }

  /// What the view draws now: the attribution laid out for its settings, or nothing when it
  /// has no highlight or the highlight is no longer surfaced.
  public var content: SWAttributionContent {
    var attribution: SWAttributionContent.Attribution?
    if let highlight, let connection,
      let found = try? connection.system.report(appID: connection.appID).highlights.first(where: {
        $0.id == highlight.identifier
      })
    {
      attribution = SWAttributionContent.Attribution(
        text: found.attributionText(language: locale.identifier),
        avatars: avatars(of: found), date: found.date)
    }
    return SWAttributionContent(
      attribution: attribution, displayContext: displayContext,
      alignment: horizontalAlignment, background: backgroundStyle,
      maxWidth: preferredMaxLayoutWidth, messagesLabel: SharedWithYouStrings.messages(locale))
  }

  private func avatars(of highlight: SystemHighlight) -> [Avatar] {
    highlight.senders.map { $0.sender?.avatar ?? Avatar(name: $0.senderName) }
  }

  /// Tells the system once per highlight that it was shown in `.detail`.
  private func noteDisplay() {
    guard displayContext == .detail, let highlight, let connection,
      reportedDetail.insert(highlight.identifier).inserted
    else { return }
    try? connection.system.record(.viewedInDetail, url: highlight.url, appID: connection.appID)
  }
}
