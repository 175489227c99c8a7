import Foundation
import Testing
import VitrineHost
import VitrineStatistics
import VitrineTestSupport
import VitrineWidgetCore

@testable import VitrineCountryStatsWidget

/// The country options as the host gets them: through the intents extension's handler.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct CountryOptionsTests {
  func harness(_ api: any StatisticsAPI) throws -> HostHarness {
    try HostHarness(CountryStatsInstallation.descriptors(api: api))
  }

  @Test func globalFirstThenEveryCountryByName() async throws {
    let host = try harness(EmbeddedStatistics()).host
    let options = try #require(try await host.options(kind: "covid-stats", parameter: "country"))
    #expect(options.sections.map(\.title) == ["Global", "Countries"])
    #expect(options.sections[0].items.map(\.identifier) == ["GLOBAL"])
    let countries = options.sections[1].items
    #expect(countries.count == 186)
    #expect(countries.prefix(3).map(\.title) == ["Afghanistan", "Albania", "Algeria"])
    #expect(countries.map(\.title) == countries.map(\.title).sorted())
    #expect(countries.contains { $0.identifier == "RU" && $0.title == "Russian Federation" })
  }

  @Test func whenTheAPIFailsOnlyGlobalIsOffered() async throws {
    let api = CountingStatistics(failing: true)
    let host = try harness(api).host
    let options = try #require(try await host.options(kind: "covid-stats", parameter: "country"))
    #expect(options.sections.count == 1)
    #expect(options.allItems.map(\.identifier) == ["GLOBAL"])
    #expect(api.calls.withLock { $0 } == ["countries"])
  }

  @Test func anUnknownCountryIsRefusedWithTheClosestNamed() async throws {
    let host = try harness(EmbeddedStatistics()).host
    do {
      try await host.add(
        kind: "covid-stats", family: .systemSmall, configuration: ["country": "Rusia"])
      Issue.record("an unknown country was stored")
    } catch WidgetHostError.invalidConfiguration(_, let error) {
      // 1 Global + 186 countries.
      #expect(
        error
          == .notAmongOptions(
            key: "country", value: "Rusia", count: 187,
            closest: ["RU (Russian Federation)", "AU (Australia)", "AT (Austria)"]))
    }
    #expect(await host.instances.isEmpty)
  }

  @Test func reconfiguringAsksTheHandlerNoMore() async throws {
    let api = CountingStatistics()
    let harness = try harness(api)
    let id = try await harness.host.add(
      kind: "covid-stats", family: .systemMedium, configuration: ["country": "RU"]
    ).id
    // Options once (to validate RU, never shown before), the summary once for the timeline.
    #expect(api.calls.withLock { $0 } == ["countries", "summary"])
    try await harness.host.configure(id, values: ["country": "FR"])
    try await harness.host.configure(id, values: ["country": "GLOBAL"])
    // Two reloads after the changes, and no options call.
    #expect(api.calls.withLock { $0 } == ["countries", "summary", "summary", "summary"])
    let entry = try #require(try await harness.host.currentEntry(of: id) as? StatsEntry)
    #expect(entry.region.totals.totalConfirmed == 5_581_829)
  }

  @Test func theHostReloadsTenMinutesApartAndRetriesAtItsFloor() async throws {
    let api = CountingStatistics()
    let harness = try harness(api)
    let start = HostHarness.start
    let id = try await harness.host.add(kind: "covid-stats", family: .systemSmall).id
    await harness.run(for: 3600)
    let reloads = await harness.host.events.filter { $0.kind == .reload }
    // At 0, 10, …, 60 minutes: 7 reloads.
    #expect(reloads.map(\.time) == (0...6).map { start.plus(minutes: Double($0) * 10) })
    // The API goes down: the widget asks for 2 minutes, the host's 5-minute floor holds it.
    api.failing.withLock { $0 = true }
    await harness.run(for: 10 * 60)
    let failed = try #require(await harness.host.events.last { $0.kind == .reload })
    #expect(failed.time == start.plus(minutes: 70))
    #expect(failed.shown?.isPlaceholder == false)
    #expect(failed.shown?.summary == "placeholder")
    #expect(failed.requestedReload == start.plus(minutes: 72))
    #expect(failed.nextReload == start.plus(minutes: 75))
    #expect(await harness.host.shown(id)?.summary == "placeholder")
  }
}
