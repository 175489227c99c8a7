import Foundation
import Testing
import VitrineTestSupport

/// The two widgets that ship with Vitrine are iOS code: their widget, entry, provider, intent,
/// processor and view files import only Apple's module names and Foundation (and the app's own
/// layer), and compile unchanged when the app's layer is not Vitrine's but the test's own
/// stand-ins (Tests/Fixtures/PortedWidgets), as they would in the source app's Xcode project.
@Suite(.timeLimit(.minutes(10))) struct PortedWidgetsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A widget module: its folder, the files that are the iOS widget's, the files that are the
  /// app's layer or Vitrine's installation (supplied by the test or not compiled), and the app
  /// modules it imports.
  struct Ported {
    var folder: String
    var widgetFiles: [String]
    var otherFiles: [String]
    var appModules: [String]
  }

  static let recommendations = Ported(
    folder: "Sources/Apps/VitrineRecommendationsWidget",
    widgetFiles: [
      "CarouselIntents.swift", "CarouselPosition.swift", "HostClock.swift",
      "RecommendationsEntry.swift", "RecommendationsLoader.swift", "RecommendationsProvider.swift",
      "RecommendationsStrings.swift", "RecommendationsWidget.swift",
      "Views/CarouselButtons.swift", "Views/LargeRecommendationsView.swift",
      "Views/MediumRecommendationsView.swift", "Views/PosterArt.swift", "Views/PosterTile.swift",
      "Views/RecommendationsView.swift", "Views/SmallRecommendationsView.swift",
    ],
    // The app's services: the test supplies its own (Fixtures/PortedWidgets/Recommendations/App).
    otherFiles: ["RecommendationsDependencies.swift", "RecommendationsStorage.swift"],
    appModules: ["VitrineCatalog"])

  static let countryStats = Ported(
    folder: "Sources/Apps/VitrineCountryStatsWidget",
    widgetFiles: [
      "CountryStatsWidget.swift", "HostClock.swift", "IntentHandler.swift", "Provider.swift",
      "RegionTitle.swift", "StatsEntry.swift", "StatsStrings.swift", "Views/LargeStatsView.swift",
      "Views/MediumStatsView.swift", "Views/ShareBar.swift", "Views/SmallStatsView.swift",
      "Views/StatsView.swift",
    ],
    // Vitrine's stand-in for the extensions' Info.plist; it has no iOS counterpart.
    otherFiles: ["CountryStatsInstallation.swift"],
    appModules: ["VitrineStatistics"])

  /// The modules an iOS widget file may import.
  static let appleModules: Set = ["WidgetKit", "SwiftUI", "AppIntents", "Intents", "Foundation"]

  @Test(arguments: [recommendations, countryStats].map(\.folder))
  func everyFileIsAWidgetFileOrNamedAsOther(folder: String) throws {
    let ported = [Self.recommendations, Self.countryStats].first { $0.folder == folder }!
    let directory = Self.root.appendingPathComponent(folder)
    let files = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files == (ported.widgetFiles + ported.otherFiles).sorted())
  }

  @Test(arguments: [recommendations, countryStats].map(\.folder))
  func widgetFilesImportOnlyApplesModulesAndTheAppsLayer(folder: String) throws {
    let ported = [Self.recommendations, Self.countryStats].first { $0.folder == folder }!
    let allowed = Self.appleModules.union(ported.appModules)
    for file in ported.widgetFiles {
      let text = try String(
        contentsOf: Self.root.appendingPathComponent(folder).appendingPathComponent(file),
        encoding: .utf8)
      let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
        .map { String($0.dropFirst("import ".count)) }
      #expect(Set(imports).isSubset(of: allowed), "\(file) imports \(imports)")
      // `context.now` is Vitrine's; only HostClock.swift, which an iOS port supplies, reads it.
      if file != "HostClock.swift" {
        #expect(!text.contains("context.now"), "\(file) reads context.now")
      }
    }
  }

  @Test func theRecommendationsWidgetCompilesWithTheTestsCatalog() async throws {
    let work = try TemporaryFolder("ported-recommendations")
    let fixtures = Self.root.appendingPathComponent("Tests/Fixtures/PortedWidgets/Recommendations")
    try await Compiler.emitModule(
      "VitrineCatalog",
      sources: try Compiler.swiftFiles(in: fixtures.appendingPathComponent("Catalog")),
      into: work.url)
    let widget = Self.recommendations.widgetFiles.map {
      Self.root.appendingPathComponent(Self.recommendations.folder).appendingPathComponent($0).path
    }
    try await Compiler.typecheck(
      widget + Compiler.swiftFiles(in: fixtures.appendingPathComponent("App")), modules: work.url)
  }

  @Test func theCountryStatisticsWidgetCompilesWithTheTestsStatistics() async throws {
    let work = try TemporaryFolder("ported-country-stats")
    let fixtures = Self.root.appendingPathComponent("Tests/Fixtures/PortedWidgets/CountryStats")
    try await Compiler.emitModule(
      "VitrineStatistics",
      sources: try Compiler.swiftFiles(in: fixtures.appendingPathComponent("Statistics")),
      into: work.url)
    // The intent's Swift, generated from the .intentdefinition as Xcode generates it.
    let folder = Self.root.appendingPathComponent(Self.countryStats.folder)
    let intents = work.url.appendingPathComponent("CountryStats.swift")
    let generated = try await BuiltProducts.run(
      BuiltProducts.executable("intentdefinition-swift"),
      [folder.appendingPathComponent("CountryStats.intentdefinition").path, intents.path])
    #expect(generated.status == 0, "\(generated.error)")
    let widget = Self.countryStats.widgetFiles.map { folder.appendingPathComponent($0).path }
    try await Compiler.typecheck(widget + [intents.path], modules: work.url)
  }

  /// A widget whose body reads a `@MainActor` helper and a `@MainActor` model, as iOS 18 code
  /// does (rendered by PortCorpusTests in the test target's Swift 6 mode), type-checks without
  /// a warning in either language mode of an author's module.
  @Test(arguments: ["5", "6"])
  func mainActorStateReadFromABodyTypeChecks(languageMode: String) async throws {
    let file = Self.root.appendingPathComponent("Tests/PortCorpusTests/StackStatusWidget.swift")
    try await Compiler.run(
      [
        "-typecheck", "-parse-as-library", "-swift-version", languageMode, "-warnings-as-errors",
        "-I", Compiler.builtModules, file.path,
      ])
  }
}

/// swiftc over sources, against the test's modules first and then the built Apple-named ones.
enum Compiler {
  struct Failed: Error, CustomStringConvertible {
    var description: String
  }

  static var builtModules: String {
    BuiltProducts.executable("Modules").path
  }

  static func swiftFiles(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
  }

  static func emitModule(_ name: String, sources: [String], into folder: URL) async throws {
    try await run(
      [
        "-parse-as-library", "-swift-version", "6", "-emit-module", "-module-name", name,
        "-emit-module-path", folder.appendingPathComponent(name + ".swiftmodule").path,
      ] + sources)
  }

  static func typecheck(_ sources: [String], modules: URL) async throws {
    try await run(
      [
        "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", modules.path, "-I",
        builtModules,
      ] + sources)
  }

  static func run(_ arguments: [String]) async throws {
    let result = try await BuiltProducts.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments)
    guard result.status == 0 else {
      throw Failed(description: "swiftc failed:\n" + result.error + result.output)
    }
  }
}
