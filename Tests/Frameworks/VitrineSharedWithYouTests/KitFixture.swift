import Foundation
import Synchronization
import VitrineSharedWithYou
import VitrineSharedWithYouSystem
import VitrineTestSupport

/// A system store with the streaming app installed and three contacts, and a connection to it
/// for the streaming app that records what the system opens.
final class KitFixture: Sendable {
  let folder: TemporaryFolder
  let system: SharedWithYouSystem
  let openedURLs = OpenedURLs()

  init() throws {
    folder = try TemporaryFolder("swy-kit")
    let clock = ClockBox()
    system = try SharedWithYouSystem(
      directory: SharedWithYouSystem.directory(inDataDirectory: folder.url),
      clock: { clock.tick() })
    try StreamingApp.install(into: system)
    try system.addContact(name: "Anna Petrova", handles: ["anna@example.com"])
    try system.addContact(name: "Борис Смирнов", handles: ["+79160000001"])
    try system.addContact(name: "Kate Wilson", handles: ["kate@example.com"])
  }

  /// A connection for the streaming app in `language`.
  func connection(_ language: String = "en_US") -> SWSystemConnection {
    let opened = openedURLs
    return SWSystemConnection(
      system: system, appID: StreamingApp.appID, locale: Locale(identifier: language),
      open: { url in opened.append(url) })
  }

  /// A catalog title's URL.
  static func title(_ id: String) -> URL { StreamingApp.titleURL(id) }
}

/// A clock that moves on one minute every time it is read, so every event has its own moment.
final class ClockBox: Sendable {
  private let moment = Mutex(Date(timeIntervalSince1970: 1_796_121_600))  // 2026-12-01T10:40Z

  func tick() -> Date {
    moment.withLock {
      $0 = $0.addingTimeInterval(60)
      return $0
    }
  }
}

/// The URLs the system was asked to open.
final class OpenedURLs: Sendable {
  private let urls = Mutex<[URL]>([])

  var all: [URL] { urls.withLock { $0 } }

  func append(_ url: URL) {
    urls.withLock { $0.append(url) }
  }
}
