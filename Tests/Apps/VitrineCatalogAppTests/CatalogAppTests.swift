import Foundation
import Testing
import VitrineAppTesting
import VitrineCatalog
import VitrineCatalogApp
import VitrineSnapshotTesting
import VitrineUI
import VitrineWidgetCore

/// The app on `device` in `language` and `scheme`.
@MainActor
func launch(
  device: String = "393x852", language: Language = .en, scheme: ColorScheme = .light,
  text: AppDriver.TextMeasurement = .fonts
) throws -> AppDriver {
  let device = try #require(WidgetDevice.named(device))
  return try AppDriver(
    app: VitrineApp(), screen: AppScreen(device: device), colorScheme: scheme,
    locale: Locale(identifier: language == .en ? "en_US" : "ru_RU"), text: text)
}

@MainActor
@Suite("The catalog app", .timeLimit(.minutes(5)))
struct VitrineCatalogAppTests {
  @Test("the catalog tab shows genre chips above every title")
  func catalog() throws {
    let app = try launch(text: .fixedAdvance)
    #expect(app.labels.contains("Drama"))
    #expect(app.labels.contains { $0.hasPrefix("All titles · 46 titles") })
    #expect(app.labels.contains("Catalog"))
    #expect(app.labels.contains("Shared with you"))
  }
}

@MainActor
@Suite("Catalog app flows", .timeLimit(.minutes(5)))
struct CatalogFlowTests {
  @Test("chips: at most 15 genres, the most titles first")
  func chips() throws {
    let app = try launch(text: .fixedAdvance)
    let chips = app.elements.filter { $0.traits.contains(.isButton) && $0.frame.maxY < 260 }
    #expect(chips.count <= 15)
    // Drama has the most titles (23 of 46), so it is the first chip.
    #expect(
      app.elements.first { $0.traits.contains(.isButton) && $0.label != "Catalog" }?.label
        == "Drama")
  }

  @Test("a genre filters the list, tapping it again shows everything")
  func filterAndClear() throws {
    let app = try launch(text: .fixedAdvance)
    try app.tap("Drama")
    #expect(app.labels.contains("Drama · 23 titles"))
    #expect(app.element("Drama")?.traits.contains(.isSelected) == true)
    let dramas = EmbeddedCatalog.titles.filter { $0.genres.contains(.drama) }
    #expect(dramas.count == 23)
    #expect(app.element(dramas[0].name.en + ",") != nil)
    let notDrama = try #require(EmbeddedCatalog.titles.first { !$0.genres.contains(.drama) })
    #expect(app.element(notDrama.name.en + ",") == nil)
    try app.tap("Drama")
    #expect(app.labels.contains("All titles · 46 titles"))
  }

  @Test("a title opens its detail; Continue opens the deep link; back keeps the filter")
  func detailAndBack() throws {
    let app = try launch(text: .fixedAdvance)
    try app.tap("Crime")
    let started = try #require(
      EmbeddedCatalog.titles.first { $0.genres.contains(.crime) && $0.progress != nil })
    try app.tap(started.name.en + ",")
    #expect(app.labels.contains("Continue"))
    #expect(app.labels.contains(started.summary.en))
    try app.tap("Continue")
    #expect(app.host.openedURLs == [started.deepLink])
    // The back button is titled by the previous screen.
    try app.tap("Catalog")
    #expect(app.labels.contains { $0.hasPrefix("Crime · ") })
    #expect(app.element("Crime")?.traits.contains(.isSelected) == true)
  }

  @Test("without a system connection the shelf is empty, in Russian too")
  func sharedTab() throws {
    let app = try launch(language: .ru, text: .fixedAdvance)
    try app.tap("Поделились с вами")
    #expect(app.labels.contains("Пока ничего нет"))
    try app.tap("Каталог")
    #expect(app.labels.contains("Драма"))
  }

  @Test("a chip tap re-evaluates only the list and the chips; it equals a from-scratch render")
  func incremental() throws {
    let app = try launch(text: .fixedAdvance)
    _ = app.displayList
    app.host.resetStatistics()
    try app.tap("Drama")
    let after = app.displayList
    // The list reads the selection to filter (1), each of the 15 chips reads it to draw its
    // state (15); title rows keep their inputs and are reused.
    #expect(app.host.bodyEvaluations == ["CatalogList": 1, "ChipView": 15])
    app.host.resetStatistics()
    let scratch = app.host.displayListFromScratch()
    #expect(scratch == after)
    // From scratch every view's body runs, among them each of the 23 drama rows and their
    // posters.
    #expect(app.host.bodyEvaluations["TitleRow"] == 23)
    #expect(app.host.bodyEvaluations["PosterArt"] == 23)
  }
}

@MainActor
@Suite("Catalog app snapshots", .timeLimit(.minutes(5)))
struct CatalogSnapshotTests {
  @Test("catalog, filtered catalog and a detail screen on two devices, two languages, two schemes")
  func screens() throws {
    let looks: [(Language, ColorScheme)] = [(.en, .light), (.ru, .dark)]
    for device in ["393x852", "375x667"] {
      for (language, scheme) in looks {
        let name = "\(device)-\(language.rawValue)-\(scheme)"
        let app = try launch(device: device, language: language, scheme: scheme)
        assertSnapshot(of: app, as: .screen(scale: 1), named: "catalog-\(name)")
        try app.tap(language == .en ? "Drama" : "Драма")
        assertSnapshot(of: app, as: .screen(scale: 1), named: "drama-\(name)")
        assertSnapshot(of: app, as: .screenAccessibility, named: "drama-\(name)")
        try app.tap(language == .en ? "Brother," : "Брат,")
        assertSnapshot(of: app, as: .screen(scale: 1), named: "detail-\(name)")
      }
    }
  }

  @Test("the other language in each scheme")
  func otherCombinations() throws {
    for (language, scheme) in [(Language.en, ColorScheme.dark), (.ru, .light)] {
      let app = try launch(language: language, scheme: scheme)
      assertSnapshot(
        of: app, as: .screen(scale: 1), named: "catalog-\(language.rawValue)-\(scheme)")
    }
  }
}
