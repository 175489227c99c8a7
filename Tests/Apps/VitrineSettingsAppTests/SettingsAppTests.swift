import Foundation
import Testing
import VitrineAppTesting
import VitrineSettingsApp
import VitrineSharedWithYouSystem
import VitrineTestSupport

@MainActor
@Suite("Settings", .timeLimit(.minutes(5)))
struct SettingsAppTests {
  let folder: TemporaryFolder
  let system: SharedWithYouSystem
  let app: AppDriver
  nonisolated static let now = Date(timeIntervalSince1970: 1_780_000_000)

  init() throws {
    folder = try TemporaryFolder("settings-app")
    system = try SharedWithYouSystem(
      directory: SharedWithYouSystem.directory(inDataDirectory: folder.url), clock: { Self.now })
    try SampleWorld.install(into: system, now: Self.now)
    app = try AppDriver(SettingsApp(model: try SettingsModel(system: system)), screen: .standard)
    try app.tap("Messages")
    try app.tap("Shared with You")
  }

  @Test("Settings → Messages → Shared with You lists the global, app and conversation switches")
  func layout() throws {
    #expect(app.element("Automatic Sharing")?.value == "1")
    #expect(app.element("Vitrine")?.value == "1")
    #expect(app.element("Kate Wilson")?.value == "1")
    #expect(app.element("Кино по пятницам")?.value == "1")
  }

  @Test("the switches write the system store, and what surfaces follows")
  func switches() throws {
    let before = try system.report(appID: StreamingApp.appID).highlights.count
    #expect(before == 5)
    try app.tap("Kate Wilson")
    #expect(app.element("Kate Wilson")?.value == "0")
    let kate = try system.conversation(named: "Kate Wilson")
    #expect(try system.settings().disabledConversations == [kate.id])
    // Kate shared Chernobyl and Sherlock alone; Stalker stays, from Anna and the group.
    #expect(try system.report(appID: StreamingApp.appID).highlights.count == 3)
    try app.tap("Vitrine")
    #expect(try system.settings().disabledApps == [StreamingApp.appID])
    #expect(try system.report(appID: StreamingApp.appID).highlights.isEmpty)
    try app.tap("Automatic Sharing")
    #expect(try system.settings().enabled == false)
    // With sharing off, the per-app and per-conversation switches are hidden, as on iOS.
    #expect(app.element("Vitrine") == nil)
  }

  @Test("in Russian, the screens use iOS's Russian names")
  func russian() throws {
    let russian = try AppDriver(
      SettingsApp(model: try SettingsModel(system: system)), screen: .standard,
      locale: Locale(identifier: "ru_RU"))
    #expect(russian.labels.contains("Настройки"))
    try russian.tap("Сообщения")
    try russian.tap("Отправлено Вам")
    #expect(russian.element("Автоматический доступ")?.value == "1")
    #expect(russian.labels.contains("Приложения"))
  }
}
