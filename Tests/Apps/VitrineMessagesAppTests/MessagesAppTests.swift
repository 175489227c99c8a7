import Foundation
import Testing
import VitrineAppTesting
import VitrineMessagesApp
import VitrineSharedWithYouSystem
import VitrineTestSupport

@MainActor
@Suite("Messages", .timeLimit(.minutes(5)))
struct MessagesAppTests {
  let folder: TemporaryFolder
  let system: SharedWithYouSystem
  let model: MessagesModel
  let app: AppDriver
  nonisolated static let now = Date(timeIntervalSince1970: 1_780_000_000)

  init() throws {
    folder = try TemporaryFolder("messages-app")
    system = try SharedWithYouSystem(
      directory: SharedWithYouSystem.directory(inDataDirectory: folder.url), clock: { Self.now })
    try SampleWorld.install(into: system, now: Self.now)
    model = try MessagesModel(system: system)
    app = try AppDriver(MessagesApp(model: model), screen: .standard)
  }

  @Test("the list shows conversations by contact name, the newest first")
  func conversationsList() throws {
    let labels = app.labels
    // The newest sample message is Kate's (2 hours ago), then Anna's (6 hours), then the group
    // (10 hours).
    let kate = try #require(labels.firstIndex { $0.hasPrefix("Kate Wilson") })
    let anna = try #require(labels.firstIndex { $0.hasPrefix("Anna Petrova") })
    let group = try #require(labels.firstIndex { $0.hasPrefix("Кино по пятницам") })
    #expect(kate < anna && anna < group)
    #expect(!labels.contains { $0.contains("kate@example.com") })
  }

  @Test("a conversation shows its messages; a long press pins one and the store keeps it")
  func pinByLongPress() throws {
    try app.tap("Anna Petrova")
    #expect(app.labels.contains { $0.contains("Have you seen this one?") })
    let message = try #require(
      model.world.messages.first { $0.text.hasPrefix("Have you seen this one?") })
    #expect(!message.pinned)
    try app.longPress("Have you seen this one?")
    #expect(app.contextMenuItems == ["Pin"])
    try app.chooseMenuItem("Pin")
    #expect(try system.snapshot().messages.first { $0.id == message.id }?.pinned == true)
    #expect(app.labels.contains("Pinned"))
    try app.longPress("Have you seen this one?")
    #expect(app.contextMenuItems == ["Unpin"])
    try app.chooseMenuItem("Unpin")
    #expect(try system.snapshot().messages.first { $0.id == message.id }?.pinned == false)
  }

  @Test("a message sent as a contact appears in their conversation at once")
  func sendAsContact() throws {
    try app.tap("Борис Смирнов")
    try model.send(from: "Борис Смирнов", text: "Ещё: https://vitrine.example/title/stalker")
    #expect(app.labels.contains { $0.contains("Ещё: https://vitrine.example/title/stalker") })
    // The link is shown under the text by its host.
    #expect(app.labels.contains("vitrine.example"))
  }

  @Test("pinning a message that does not exist names it")
  func pinUnknown() {
    #expect(throws: SystemStoreError.notFound(what: "message", name: "9999")) {
      try model.setPinned(true, messageID: 9999)
    }
  }

  @Test("in Russian, the title and the menu are Russian")
  func russian() throws {
    let russian = try AppDriver(
      MessagesApp(model: model), screen: .standard, locale: Locale(identifier: "ru_RU"))
    #expect(russian.labels.contains("Сообщения"))
    try russian.tap("Kate Wilson")
    try russian.longPress("And Stalker")
    #expect(russian.contextMenuItems == ["Закрепить"])
  }
}
