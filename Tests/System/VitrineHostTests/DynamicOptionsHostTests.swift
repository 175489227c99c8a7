import Foundation
import Synchronization
import Testing
import VitrineHost
import VitrineTestSupport
import VitrineWidgetCore

/// Regions offered as options, counting how often the host asks; fails while `failing` is set.
private final class RegionOptions: DynamicOptionsProvider {
  let calls = Mutex(0)
  let failing = Mutex(false)

  struct Unreachable: Error {}

  func results() async throws -> ItemCollection<String> {
    calls.withLock { $0 += 1 }
    if failing.withLock({ $0 }) { throw Unreachable() }
    return ItemCollection(sections: [
      ItemSection("Global", items: [IntentItem("GLOBAL", title: "Whole world")]),
      ItemSection(
        "Countries",
        items: [
          IntentItem("FR", title: "France"), IntentItem("DE", title: "Germany"),
          IntentItem("RU", title: "Russia"),
        ] + (1...12).map { IntentItem("X\($0)", title: "Territory \($0)") }),
    ])
  }

  func defaultResult() async -> String? { "GLOBAL" }
}

private struct RegionIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Region"
  // Every intent value gets its own provider; the tests share one through a static.
  @Parameter(title: "Region", default: "GLOBAL", optionsProvider: RegionIntent.options)
  var region: String

  nonisolated(unsafe) static var options = RegionOptions()
}

private struct RegionProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> LabeledEntry {
    LabeledEntry("placeholder", at: .distantPast)
  }
  func snapshot(for configuration: RegionIntent, in context: Context) async -> LabeledEntry {
    LabeledEntry(configuration.region, at: context.now)
  }
  func timeline(
    for configuration: RegionIntent, in context: Context
  ) async -> Timeline<LabeledEntry> {
    Timeline(entries: [LabeledEntry(configuration.region, at: context.now)], policy: .never)
  }
}

private func regionWidget() -> WidgetDescriptor {
  AppIntentConfiguration(kind: "region", intent: RegionIntent.self, provider: RegionProvider()) {
    $0.label
  }.descriptor
}

@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct DynamicOptionsHostTests {
  init() { RegionIntent.options = RegionOptions() }

  @Test func optionsKeepTheirSectionsAndOrder() async throws {
    let harness = try HostHarness([regionWidget()])
    let options = try #require(try await harness.host.options(kind: "region", parameter: "region"))
    #expect(options.sections.map(\.title) == ["Global", "Countries"])
    #expect(options.sections[0].items.map(\.identifier) == ["GLOBAL"])
    #expect(options.sections[1].items.prefix(3).map(\.title) == ["France", "Germany", "Russia"])
    // 1 global + 3 named countries + 12 territories.
    #expect(options.allItems.count == 1 + 3 + 12)
  }

  @Test func aFailingSourceFallsBackToTheWidgetsDefault() async throws {
    let harness = try HostHarness([regionWidget()])
    RegionIntent.options.failing.withLock { $0 = true }
    let options = try #require(try await harness.host.options(kind: "region", parameter: "region"))
    #expect(options.sections.count == 1)
    #expect(options.allItems.map(\.identifier) == ["GLOBAL"])
    // What the person was shown is the fallback, so only GLOBAL may be stored now.
    _ = try await harness.host.add(
      kind: "region", family: .systemSmall, configuration: ["region": "GLOBAL"])
    await #expect(throws: WidgetHostError.self) {
      try await harness.host.add(
        kind: "region", family: .systemSmall, configuration: ["region": "FR"])
    }
  }

  @Test func storedValuesAreValidatedAgainstTheShownOptions() async throws {
    let harness = try HostHarness([regionWidget()])
    let id = try await harness.host.add(
      kind: "region", family: .systemSmall, configuration: ["region": "RU"]
    ).id
    #expect(await harness.host.shown(id)?.summary == "RU")
    do {
      try await harness.host.configure(id, values: ["region": "Rusia"])
      Issue.record("an unknown region was stored")
    } catch WidgetHostError.invalidConfiguration(_, let error) {
      // 16 options are too many to list; the closest are named: "Rusia" is one edit from
      // "Russia" and further from everything else.
      guard case .notAmongOptions(let key, let value, let count, let closest) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(key == "region" && value == "Rusia" && count == 16)
      #expect(closest.first == "RU (Russia)")
      #expect(error.description.contains("closest: RU (Russia)"))
    }
    #expect(await harness.host.instances.first?.configuration == ["region": "RU"])
  }

  @Test func reconfiguringDoesNotAskForOptionsAgain() async throws {
    let harness = try HostHarness([regionWidget()])
    let id = try await harness.host.add(
      kind: "region", family: .systemSmall, configuration: ["region": "FR"]
    ).id
    // The first stored value had never been shown: one fetch.
    #expect(RegionIntent.options.calls.withLock { $0 } == 1)
    try await harness.host.configure(id, values: ["region": "DE"])
    try await harness.host.configure(id, values: ["region": "GLOBAL"])
    _ = try await harness.host.add(
      kind: "region", family: .systemMedium, configuration: ["region": "RU"])
    #expect(RegionIntent.options.calls.withLock { $0 } == 1)
    #expect(await harness.host.optionsFetchCount == 1)
    // Asking for the options to show them fetches again.
    _ = try await harness.host.options(kind: "region", parameter: "region")
    #expect(RegionIntent.options.calls.withLock { $0 } == 2)
    #expect(await harness.host.shown(id)?.summary == "GLOBAL")
  }

  @Test func aWidgetWithoutValuesIsNotAskedAtAll() async throws {
    let harness = try HostHarness([regionWidget()])
    _ = try await harness.host.add(kind: "region", family: .systemSmall)
    #expect(RegionIntent.options.calls.withLock { $0 } == 0)
  }
}
