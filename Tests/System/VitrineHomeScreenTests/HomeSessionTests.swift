import Foundation
import Testing
import VitrineHomeScreen
import VitrineHost
import VitrineRecommendationsWidget
import VitrineTestSupport
import VitrineUI
import VitrineWidgetCore

@MainActor
@Suite(.timeLimit(.minutes(3))) struct HomeSessionTests {
  /// Every session gets the moment tests start at, and data of its own.
  func session(
    data: TemporaryFolder, library: WidgetLibrary = .builtIn,
    configuration: HostConfiguration = HostConfiguration()
  ) throws -> HomeSession {
    try HomeSession(
      library: library,
      environment: HomeScreenEnvironment(dataDirectory: data.url, variables: [:]),
      start: HostHarness.start, configuration: configuration)
  }

  @Test func theBuiltInLibraryHasTheClockTheRecommendationsAndTheStatistics() throws {
    let data = try TemporaryFolder("home-library")
    let kinds = try session(data: data).widgets.map(\.kind)
    #expect(kinds == ["clock", "recommendations", "covid-stats"])
  }

  /// A session for one kind builds that widget alone, each built-in part its own kind; an
  /// unknown kind builds them all, so the error names every installed kind.
  @Test(arguments: ["clock", "recommendations", "covid-stats"])
  func aSessionForOneKindBuildsOnlyIt(kind: String) throws {
    let data = try TemporaryFolder("home-one-kind")
    let home = try HomeSession(
      environment: HomeScreenEnvironment(dataDirectory: data.url, variables: [:]),
      start: HostHarness.start, kinds: [kind])
    #expect(home.widgets.map(\.kind) == [kind])
  }

  @Test func anUnknownKindStillListsEveryInstalledKind() throws {
    let data = try TemporaryFolder("home-unknown-kind")
    let home = try HomeSession(
      environment: HomeScreenEnvironment(dataDirectory: data.url, variables: [:]),
      start: HostHarness.start, kinds: ["weather"])
    #expect(home.widgets.map(\.kind) == ["clock", "recommendations", "covid-stats"])
    #expect(throws: HomeScreenError.unknownKind("weather", installed: home.widgets.map(\.kind))) {
      try home.widget(kind: "weather")
    }
  }

  /// The buttons come from the same display list that is drawn: the Back and Forward buttons
  /// of the medium widget, named by their VoiceOver labels in the appearance's language, inside
  /// the widget's 338×158 points on the standard 393×852 screen.
  @Test func aPresentationListsTheButtonsItDraws() async throws {
    let data = try TemporaryFolder("home-buttons")
    let home = try session(data: data)
    let instance = try await home.add(kind: "recommendations", family: .systemMedium)
    let shown = try await home.present(instance)
    #expect(!shown.isPlaceholder)
    #expect(shown.buttons.map(\.name) == ["Scroll back", "Scroll forward"])
    let bounds = CGRect(x: 0, y: 0, width: 338, height: 158)
    #expect(shown.buttons.allSatisfy { bounds.contains($0.frame) })
    #expect(shown.target.widgetSize == CGSize(width: 338, height: 158))
    let russian = try await home.present(
      instance, appearance: WidgetAppearance(locale: Locale(identifier: "ru_RU")))
    #expect(russian.buttons.map(\.name) == ["Пролистнуть назад", "Пролистнуть вперёд"])
  }

  /// A tap goes to the storage of the environment the widget was built for: two home screens
  /// with different data folders in one process never move each other's carousel.
  @Test func tapsMoveTheCarouselOfTheirOwnDataFolderOnly() async throws {
    let first = try TemporaryFolder("home-first")
    let second = try TemporaryFolder("home-second")
    let a = try session(data: first)
    let b = try session(data: second)
    let onA = try await a.add(kind: "recommendations", family: .systemSmall)
    let onB = try await b.add(kind: "recommendations", family: .systemSmall)
    try await a.tap("forward", on: onA)
    try await a.tap("forward", on: onA)
    let movedA = try #require(try await a.present(onA).entry as? RecommendationsEntry)
    let stayedB = try #require(try await b.present(onB).entry as? RecommendationsEntry)
    #expect(movedA.position.index == 2)
    #expect(stayedB.position.index == 0)
  }

  /// A provider that never answers leaves the host with the placeholder: it is presented
  /// redacted, never drawn as if it were the person's data.
  @Test func aSilentProviderIsPresentedAsARedactedPlaceholder() async throws {
    let data = try TemporaryFolder("home-silent")
    let silent = StaticConfiguration(
      kind: "silent", provider: ScriptedProvider { _, _ in .silence }
    ) { entry in Text(entry.label) }.descriptor
    var rules = HostConfiguration()
    rules.providerTimeout = .milliseconds(50)
    let home = try session(data: data, library: WidgetLibrary([silent]), configuration: rules)
    let instance = try await home.add(kind: "silent", family: .systemSmall)
    let shown = try await home.present(instance)
    #expect(shown.isPlaceholder)
    #expect(shown.target.redactionReasons.contains(.placeholder))
    #expect(shown.displayList.dump().contains("placeholder"))
  }

  @Test func unknownKindsAndFamiliesTheDeviceLacksAreNamed() async throws {
    let data = try TemporaryFolder("home-errors")
    let home = try session(data: data)
    await #expect(
      throws: HomeScreenError.unknownKind(
        "nope", installed: ["clock", "recommendations", "covid-stats"])
    ) {
      try await home.add(kind: "nope", family: .systemSmall)
    }
    await #expect(
      throws: HomeScreenError.familyNotOnDevice(
        family: "systemExtraLarge", device: "iphone-393x852")
    ) {
      try await home.add(kind: "clock", family: .systemExtraLarge)
    }
  }

  /// A mistyped `$VITRINE_API_URL` is reported as the failure it is, by the entry, instead of
  /// quietly showing the embedded catalog.
  @Test func aMistypedAPIAddressIsAFailureNotTheEmbeddedCatalog() async throws {
    let data = try TemporaryFolder("home-bad-url")
    let home = try HomeSession(
      environment: HomeScreenEnvironment(
        dataDirectory: data.url, variables: ["VITRINE_API_URL": "localhost:8080/api"]),
      start: HostHarness.start)
    let instance = try await home.add(kind: "recommendations", family: .systemSmall)
    let entry = try #require(try await home.present(instance).entry as? RecommendationsEntry)
    #expect(entry.status == .failed)
    #expect(entry.failure.map { "\($0)" }?.contains("'localhost:8080/api'") == true)
  }
}
