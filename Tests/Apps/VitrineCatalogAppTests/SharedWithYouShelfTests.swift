import Foundation
import Testing
import VitrineAppTesting
import VitrineCatalog
import VitrineCatalogApp
import VitrineSharedWithYouSystem
import VitrineSnapshotTesting
import VitrineUI
import VitrineWidgetCore

@Suite("The Shared with You shelf", .timeLimit(.minutes(5)))
@MainActor
struct SharedWithYouShelfTests {
  @Test("a shared catalog link is a row with the poster's title, its year and who sent it")
  func oneRow() throws {
    let world = try ShelfFixture()
    try world.system.send(from: "Anna", text: "Watch this " + ShelfFixture.link("stalker"))
    let app = try world.launch(text: .fixedAdvance)
    #expect(app.labels.contains("Shared with You"))
    #expect(app.labels.contains("Stalker, 1979 · USSR"))
    #expect(app.labels.contains("From Anna"))
  }

  @Test("nothing shared: the shelf says so; links of other sites and strangers never show")
  func empty() throws {
    let world = try ShelfFixture()
    try world.system.send(from: "Anna", text: "https://example.org/title/stalker")
    try world.system.send(from: "stranger@example.net", text: ShelfFixture.link("solaris"))
    let app = try world.launch(language: .ru, text: .fixedAdvance)
    #expect(app.labels.contains("Поделились с вами"))
    #expect(app.labels.contains("Пока ничего нет"))
  }

  @Test("a link the catalog does not know is a plain unavailable row")
  func unavailable() throws {
    let world = try ShelfFixture()
    try world.system.send(from: "Kate", text: ShelfFixture.link("no-such-title"))
    let app = try world.launch(text: .fixedAdvance)
    #expect(app.labels.contains("Unavailable, vitrine.example/title/no-such-title"))
    #expect(app.labels.contains("From Kate"))
    // Nothing opens it: the row is not a link.
    #expect(throws: AppDriverError.notHittable("Unavailable")) { try app.tap("Unavailable") }
    #expect(app.labels.contains("Shared with You"))
  }

  @Test("long press: Reply and Remove from Shelf, then the app's three actions")
  func menu() throws {
    let world = try ShelfFixture()
    try world.system.send(from: "Anna", text: ShelfFixture.link("stalker"))
    let app = try world.launch(text: .fixedAdvance)
    try app.longPress("From Anna")
    #expect(
      app.contextMenuItems == [
        "Reply", "Remove from Shelf", "Save to My List", "Share", "Mark as Watched",
      ])
    try app.chooseMenuItem("Reply")
    let russian = try world.launch(language: .ru, text: .fixedAdvance)
    try russian.longPress("От: Anna")
    #expect(
      russian.contextMenuItems == [
        "Ответить", "Убрать с полки", "Сохранить в Мой список", "Поделиться",
        "Уже посмотрено",
      ])
  }

  @Test("Remove from Shelf hides the row for good, even after a new share in the conversation")
  func hide() async throws {
    let world = try ShelfFixture()
    try world.system.send(from: "Anna", text: ShelfFixture.link("stalker"))
    try world.system.send(from: "Kate", text: ShelfFixture.link("solaris"))
    let app = try world.launch(text: .fixedAdvance)
    #expect(app.labels.contains("Stalker, 1979 · USSR"))
    try app.longPress("From Anna")
    try app.chooseMenuItem("Remove from Shelf")
    #expect(await settle(app) { !app.labels.contains("Stalker, 1979 · USSR") })
    #expect(app.labels.contains("Solaris, 1972 · USSR"))
    // Anna shares it again in the same conversation, and a new title with it: the new title
    // arrives, Stalker does not.
    try world.system.send(
      from: "Anna",
      text: ShelfFixture.link("stalker") + " again, and " + ShelfFixture.link("brother"))
    #expect(await settle(app) { app.labels.contains("Brother, 1997 · Russia") })
    #expect(!app.labels.contains("Stalker, 1979 · USSR"))
    // A new launch reads the same store.
    let again = try world.launch(text: .fixedAdvance)
    #expect(!again.labels.contains("Stalker, 1979 · USSR"))
    #expect(again.labels.contains("Brother, 1997 · Russia"))
  }

  @Test("Save to My List and Mark as Watched show on the row; Share opens the link's sheet")
  func supplementalActions() throws {
    let world = try ShelfFixture()
    try world.system.send(from: "Anna", text: ShelfFixture.link("stalker"))
    let app = try world.launch(text: .fixedAdvance)
    try app.longPress("From Anna")
    try app.chooseMenuItem("Save to My List")
    #expect(app.labels.contains("Stalker, 1979 · USSR, In My List"))
    try app.longPress("From Anna")
    try app.chooseMenuItem("Mark as Watched")
    #expect(app.labels.contains("Stalker, 1979 · USSR, In My List · Watched"))
    // Saving twice keeps one entry.
    try app.longPress("From Anna")
    try app.chooseMenuItem("Save to My List")
    #expect(app.labels.contains("Stalker, 1979 · USSR, In My List · Watched"))
    try app.longPress("From Anna")
    try app.chooseMenuItem("Share")
    #expect(app.labels.contains("Share “Stalker”"))
    #expect(app.labels.contains("https://vitrine.example/title/stalker"))
  }

  @Test("a message arriving while the app is open adds its row through the center's delegate")
  func liveUpdate() async throws {
    let world = try ShelfFixture()
    let app = try world.launch(text: .fixedAdvance)
    #expect(app.labels.contains("Nothing shared yet"))
    try world.system.send(from: "Борис", text: "Смотри " + ShelfFixture.link("brother"))
    #expect(await settle(app) { app.labels.contains("Brother, 1997 · Russia") })
    #expect(app.labels.contains("From Борис"))
    try world.system.send(from: "Kate", text: ShelfFixture.link("solaris"))
    // The newest share comes first.
    #expect(await settle(app) { app.labels.contains("Solaris, 1972 · USSR") })
    let rows = app.labels.filter { $0.contains(", 19") }
    #expect(rows == ["Solaris, 1972 · USSR", "Brother, 1997 · Russia"])
  }

  @Test("a shared title's screen shows who shared it in the detail context")
  func detail() throws {
    let world = try ShelfFixture()
    try world.system.send(from: "Anna", text: ShelfFixture.link("stalker"))
    let app = try world.launch(text: .fixedAdvance)
    try app.tap("Stalker, 1979 · USSR")
    #expect(app.labels.contains { $0.hasPrefix("From Anna, Messages, ") })
    // The catalog's own screen of the title shows it too; an unshared title's does not.
    let catalog = try world.launch(text: .fixedAdvance)
    try catalog.tap("Catalog")
    try catalog.tap("Brother,")
    #expect(!catalog.labels.contains { $0.hasPrefix("From ") })
  }
}

@Suite("Shared with You shelf snapshots", .timeLimit(.minutes(5)))
@MainActor
struct SharedWithYouShelfSnapshotTests {
  /// Anna shares Stalker; Boris and Kate share Brother in a group; Kate a link the catalog
  /// does not have.
  static func several() throws -> ShelfFixture {
    let world = try ShelfFixture()
    try world.system.send(from: "Anna", text: "Watch " + ShelfFixture.link("stalker"))
    try world.system.send(from: "Kate", text: ShelfFixture.link("the-lost-film"))
    try world.system.send(from: "Борис", group: "Кино", text: ShelfFixture.link("brother"))
    try world.system.send(from: "Kate", group: "Кино", text: ShelfFixture.link("brother"))
    return world
  }

  @Test("several senders and an unavailable row, two devices, two languages, two schemes")
  func several() throws {
    let world = try Self.several()
    let looks: [(Language, ColorScheme)] = [
      (.en, .light), (.ru, .dark), (.en, .dark), (.ru, .light),
    ]
    for device in ["393x852", "375x667"] {
      for (language, scheme) in looks {
        let app = try world.launch(device: device, language: language, scheme: scheme)
        assertSnapshot(
          of: app, as: .screen(scale: 1),
          named: "several-\(device)-\(language.rawValue)-\(scheme)")
      }
    }
  }

  @Test("one sender, the menu open, and the detail screen")
  func one() throws {
    let world = try ShelfFixture()
    try world.system.send(from: "Anna", text: ShelfFixture.link("stalker"))
    for (language, scheme) in [(Language.en, ColorScheme.light), (.ru, .dark)] {
      let app = try world.launch(language: language, scheme: scheme)
      let name = "\(language.rawValue)-\(scheme)"
      assertSnapshot(of: app, as: .screen(scale: 1), named: "one-\(name)")
      try app.longPress(language == .en ? "From Anna" : "От: Anna")
      assertSnapshot(of: app, as: .screen(scale: 1), named: "menu-\(name)")
      app.tap(at: CGPoint(x: 20, y: 20))
      try app.tap(language == .en ? "Stalker, 1979" : "Сталкер, 1979")
      assertSnapshot(of: app, as: .screen(scale: 1), named: "detail-\(name)")
    }
  }
}
