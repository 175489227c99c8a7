import Foundation
import Synchronization
import Testing
import VitrineAppTesting
import VitrineCatalog
import VitrineCatalogApp
import VitrineSharedWithYou
import VitrineSharedWithYouSystem
import VitrineTestSupport
import VitrineUI
import VitrineWidgetCore

/// A system store with the streaming app installed and three contacts, on a clock that moves a
/// minute at every read, and the app launched on it.
@MainActor
final class ShelfFixture: Sendable {
  let folder: TemporaryFolder
  let system: SharedWithYouSystem

  init() throws {
    folder = try TemporaryFolder("shelf")
    let clock = MinuteClock()
    system = try SharedWithYouSystem(
      directory: SharedWithYouSystem.directory(inDataDirectory: folder.url),
      clock: { clock.tick() })
    try StreamingApp.install(into: system)
    try system.addContact(name: "Anna", handles: ["anna@example.com"])
    try system.addContact(name: "Борис", handles: ["+79160000001"])
    try system.addContact(name: "Kate", handles: ["kate@example.com"])
  }

  /// A catalog title's link.
  static func link(_ id: String) -> String { "https://vitrine.example/title/\(id)" }

  /// The app on `device` in `language` and `scheme`, connected to this system.
  func launch(
    device: String = "393x852", language: Language = .en, scheme: ColorScheme = .light,
    text: AppDriver.TextMeasurement = .fonts
  ) throws -> AppDriver {
    let device = try #require(WidgetDevice.named(device))
    let locale = Locale(identifier: language == .en ? "en_US" : "ru_RU")
    let connection = SWSystemConnection(system: system, appID: StreamingApp.appID, locale: locale)
    let app = try AppDriver(
      app: VitrineApp(sharedWithYou: connection), screen: AppScreen(device: device),
      colorScheme: scheme, locale: locale, text: text)
    try app.tap(language == .en ? "Shared with you" : "Поделились с вами")
    return app
  }
}

/// Lets the main actor run what the system queued (the highlight center's refresh) until
/// `done` holds, at most 500 turns; returns whether it held.
@MainActor
@discardableResult
func settle(_ app: AppDriver, until done: () -> Bool) async -> Bool {
  for _ in 0..<500 {
    if done() { return true }
    await Task.yield()
  }
  return done()
}

/// A clock that moves on one minute every time it is read.
final class MinuteClock: Sendable {
  private let moment = Mutex(Date(timeIntervalSince1970: 1_796_121_600))  // 2026-12-01T10:40Z

  func tick() -> Date {
    moment.withLock {
      $0 = $0.addingTimeInterval(60)
      return $0
    }
  }
}
