import Foundation
import Synchronization
import VitrineSharedWithYouSystem

/// How the framework in an app reaches the system: the system's store, which app this is, the
/// person's language, and how the system opens a URL (Reply opens Messages).
///
/// On iOS this is implicit; here whoever runs the app gives it one: to its centers
/// (`SWHighlightCenter(connection:)`) and, through the environment
/// (``VitrineUI/EnvironmentValues/sharedWithYouConnection``), to its attribution views.
/// ``current`` is a process-wide fallback for code outside views.
public struct SWSystemConnection: Sendable {
  /// The system side.
  public var system: SharedWithYouSystem
  /// The app's identifier (`<team prefix>.<bundle identifier>`).
  public var appID: String
  /// The person's language, for titles and attributions.
  public var locale: Locale
  /// Opens a URL outside the app, as the system does for Reply.
  public var open: @Sendable (URL) -> Void

  /// A connection for `appID` to `system`.
  public init(
    system: SharedWithYouSystem, appID: String, locale: Locale = Locale(identifier: "en_US"),
    open: @escaping @Sendable (URL) -> Void = { _ in }
  ) {
    self.system = system
    self.appID = appID
    self.locale = locale
    self.open = open
  }

  private static let shared = Mutex<SWSystemConnection?>(nil)

  /// The process's connection, used by ``SWHighlightCenter/init()`` and new attribution views.
  public static var current: SWSystemConnection? {
    get { shared.withLock { $0 } }
    set { shared.withLock { $0 = newValue } }
  }

  /// The URL that opens a conversation in Messages.
  static func messagesURL(conversation: Int64) -> URL {
    URL(string: "messages://conversation/\(conversation)")!
  }
}

/// The words the framework shows, in English and Russian.
enum SharedWithYouStrings {
  static func isRussian(_ locale: Locale) -> Bool {
    locale.identifier.hasPrefix("ru")
  }

  static func collectionTitle(_ locale: Locale) -> String {
    isRussian(locale) ? "Поделились с вами" : "Shared with You"
  }

  static func reply(_ locale: Locale) -> String { isRussian(locale) ? "Ответить" : "Reply" }

  static func remove(_ locale: Locale) -> String { isRussian(locale) ? "Удалить" : "Remove" }

  static func messages(_ locale: Locale) -> String { isRussian(locale) ? "Сообщения" : "Messages" }
}
