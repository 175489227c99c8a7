import Foundation
import Synchronization
import VitrineSharedWithYouSystem
import VitrineTestSupport

/// A system store in a fresh folder, on a clock the test moves, with the streaming app
/// installed and three contacts.
final class Fixture: Sendable {
  let folder: TemporaryFolder
  let clock = TestClock()
  let system: SharedWithYouSystem
  static let app = StreamingApp.appID

  init(contacts: Bool = true) throws {
    folder = try TemporaryFolder("swy-system")
    let clock = self.clock
    system = try SharedWithYouSystem(
      directory: SharedWithYouSystem.directory(inDataDirectory: folder.url),
      clock: { clock.now })
    try StreamingApp.install(into: system)
    if contacts {
      try system.addContact(name: "Anna", handles: ["anna@example.com"])
      try system.addContact(name: "Boris", handles: ["+79160000001"])
      try system.addContact(name: "Kate", handles: ["kate@example.com"])
    }
  }

  /// The same store opened again, as after a restart.
  func reopened() throws -> SharedWithYouSystem {
    let clock = self.clock
    return try SharedWithYouSystem(
      directory: SharedWithYouSystem.directory(inDataDirectory: folder.url),
      clock: { clock.now })
  }

  /// Moves the clock on by `minutes`.
  func advance(minutes: Double) {
    clock.advance(seconds: minutes * 60)
  }

  /// Sends `text` a minute after the previous message.
  @discardableResult
  func send(
    _ from: String, _ text: String, group: String? = nil, pinned: Bool = false
  ) throws
    -> Message
  {
    advance(minutes: 1)
    return try system.send(from: from, group: group, text: text, pinned: pinned)
  }

  /// The report for the streaming app.
  func report(_ system: SharedWithYouSystem? = nil) throws -> HighlightReport {
    try (system ?? self.system).report(appID: Self.app)
  }

  /// The highlighted URLs' paths, in order.
  func order(_ system: SharedWithYouSystem? = nil) throws -> [String] {
    try report(system).highlights.map(\.url.path)
  }

  /// Why `url` was filtered (the newest filtering), if it was.
  func reason(for url: String) throws -> FilterReason? {
    try report().filtered.last { $0.url.absoluteString == url }?.reason
  }
}

/// A clock a test moves by hand; it starts at 2026-12-01T10:40:00Z.
final class TestClock: Sendable {
  private let moment = Mutex(Date(timeIntervalSince1970: 1_796_121_600))

  /// The current moment.
  var now: Date { moment.withLock { $0 } }

  /// Moves the clock on.
  func advance(seconds: Double) {
    moment.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}
