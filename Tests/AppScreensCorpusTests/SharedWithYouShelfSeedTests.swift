import Foundation
import Synchronization
import Testing
import VitrineAppTesting
import VitrineSharedWithYou
import VitrineSharedWithYouSystem
import VitrineSnapshotTesting
import VitrineTestSupport
import VitrineUI
import VitrineWidgetCore

/// Seed 004's shelf, compiled as the article writes it: the service publishes the highlights
/// its `SWHighlightCenterDelegate` is told of, the list shows a post row and an attribution view
/// per highlight, and a long press on the attribution opens the system's menu with the
/// article's hide title (Remove Article) followed by its "Extras" submenu.
///
/// Behaviours from Apple's documentation: `SWHighlightCenterDelegate.highlightCenterHighlightsDidChange(_:)`
/// is called when the center's highlights change; `SWAttributionView.menuTitleForHideAction`
/// replaces the title of the menu's remove action; `supplementalMenu` is "appended to the
/// attribution view's context menu" (a titled `UIMenu` is a submenu, as UIKit shows one).
@Suite("Seed 004: the Shared with You shelf article's code", .serialized, .timeLimit(.minutes(2)))
@MainActor
struct SharedWithYouShelfSeedTests {
  /// A system with the app installed and Anna in the contacts, and the shelf launched on it
  /// in `locale`; Anna's link arrives after launch, as a delegate learns of it.
  static func launch(
    locale: String, scheme: ColorScheme = .light, text: AppDriver.TextMeasurement = .fixedAdvance
  ) throws -> (AppDriver, SharedWithYouSystem, TemporaryFolder) {
    let folder = try TemporaryFolder("seed-004")
    let clock = MinuteClock()
    let system = try SharedWithYouSystem(
      directory: SharedWithYouSystem.directory(inDataDirectory: folder.url),
      clock: { clock.tick() })
    try StreamingApp.install(into: system)
    try system.addContact(name: "Anna", handles: ["anna@example.com"])
    let connection = SWSystemConnection(
      system: system, appID: StreamingApp.appID, locale: Locale(identifier: locale))
    // The article's service makes its center with `SWHighlightCenter()`, on the process's
    // connection, as an app on iOS talks to its device's system. The process-wide connection is
    // put back once the first frame has made the center, so other suites are not pointed here.
    let saved = SWSystemConnection.current
    SWSystemConnection.current = connection
    defer { SWSystemConnection.current = saved }
    let app = try AppDriver(
      SharedWithYouShelf().environment(\.sharedWithYouConnection, connection),
      screen: AppScreen(device: try #require(WidgetDevice.named("393x852"))),
      colorScheme: scheme, locale: Locale(identifier: locale), text: text)
    // The first frame makes the service and its center (the app is running before the link
    // arrives): Vitrine's center tells its delegate of changes, not of what it found at start.
    _ = app.labels
    return (app, system, folder)
  }

  /// Lets the main actor run the center's refresh (the system tells the center of a change
  /// from its own thread) until `done` holds; gives up after 20 seconds.
  static func settle(until done: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(20))
    while clock.now < deadline {
      if done() { return true }
      await Task.yield()
      try? await Task.sleep(for: .milliseconds(5))
    }
    return done()
  }

  @Test("a link shared after launch reaches the list through the delegate, with its attribution")
  func delegatePublishes() async throws {
    let (app, system, folder) = try Self.launch(locale: "en_US")
    defer { withExtendedLifetime(folder) {} }
    #expect(app.labels.contains("Shared with You"))
    #expect(!app.labels.contains("From Anna"))
    try system.send(from: "Anna", text: "https://vitrine.example/title/adding-shared-with-you")
    #expect(await Self.settle { app.labels.contains("From Anna") })
    // BlogPostRow: the post's title from the link's last component, its host below.
    #expect(app.labels.contains("Adding Shared With You"))
    #expect(app.labels.contains("vitrine.example"))
  }

  @Test("long press: Reply, Remove Article, then Extras opening the article's three actions")
  func menu() async throws {
    let (app, system, folder) = try Self.launch(locale: "en_US")
    defer { withExtendedLifetime(folder) {} }
    try system.send(from: "Anna", text: "https://vitrine.example/title/adding-shared-with-you")
    #expect(await Self.settle { app.labels.contains("From Anna") })
    try app.longPress("From Anna")
    #expect(app.contextMenuItems == ["Reply", "Remove Article", "Extras"])
    try app.chooseMenuItem("Extras")
    #expect(app.contextMenuItems == ["Bookmark", "Share", "Copy Link"])
    try app.chooseMenuItem("Bookmark")
    #expect(app.contextMenuItems == nil)
    // Remove Article hides the highlight for good: the delegate is told and the row goes.
    try app.longPress("From Anna")
    try app.chooseMenuItem("Remove Article")
    #expect(await Self.settle { !app.labels.contains("From Anna") })
  }

  @Test("in Russian the title is the system's and the attribution names the sender in Russian")
  func russian() async throws {
    let (app, system, folder) = try Self.launch(locale: "ru_RU")
    defer { withExtendedLifetime(folder) {} }
    #expect(app.labels.contains("Поделились с вами"))
    try system.send(from: "Anna", text: "https://vitrine.example/title/adding-shared-with-you")
    #expect(await Self.settle { app.labels.contains("От: Anna") })
    try app.longPress("От: Anna")
    // The article's own titles are English strings; the system's Reply is translated.
    #expect(app.contextMenuItems == ["Ответить", "Remove Article", "Extras"])
  }

  @Test("snapshots: the shelf and its open menu, English and Russian, light and dark")
  func snapshots() async throws {
    for (locale, scheme) in [
      ("en_US", ColorScheme.light), ("ru_RU", .dark), ("en_US", .dark), ("ru_RU", .light),
    ] {
      let (app, system, folder) = try Self.launch(locale: locale, scheme: scheme, text: .fonts)
      defer { withExtendedLifetime(folder) {} }
      try system.send(from: "Anna", text: "https://vitrine.example/title/adding-shared-with-you")
      let from = locale == "en_US" ? "From Anna" : "От: Anna"
      #expect(await Self.settle { app.labels.contains(from) })
      let name = "\(locale.prefix(2))-\(scheme)"
      assertSnapshot(of: app, as: .screen(scale: 1), named: "shelf-\(name)")
      try app.longPress(from)
      try app.chooseMenuItem("Extras")
      assertSnapshot(of: app, as: .screen(scale: 1), named: "extras-\(name)")
    }
  }
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
