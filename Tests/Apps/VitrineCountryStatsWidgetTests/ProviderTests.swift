import Foundation
import Testing
import VitrineHTTPServer
import VitrineIntents
import VitrineStatistics
import VitrineTestSupport
import VitrineWidgetCore

@testable import VitrineCountryStatsWidget

/// The provider's timelines and snapshots, with their entries and policies.
@Suite(.timeLimit(.minutes(5))) struct ProviderTests {
  let now = HostHarness.start

  func timeline(
    _ api: any StatisticsAPI, country: String? = nil
  ) async -> Timeline<StatsEntry> {
    let intent = SelectCountryIntent.make(values: country.map { ["country": $0] } ?? [:])
    let context = TimelineProviderContext(family: .systemMedium, now: now)
    return await withCheckedContinuation { continuation in
      Provider(api: api).getTimeline(for: intent, in: context) {
        continuation.resume(returning: $0)
      }
    }
  }

  @Test func successGivesOneEntryAndAReloadTenMinutesLater() async throws {
    let timeline = await timeline(EmbeddedStatistics(), country: "RU")
    #expect(timeline.entries.count == 1)
    let entry = try #require(timeline.entries.first)
    #expect(entry.date == now)
    #expect(!entry.isPlaceholder)
    #expect(entry.region.code == "RU")
    #expect(entry.region.totals.totalConfirmed == 353_427)
    #expect(entry.region.totals.totalDeaths == 3_633)
    // 10 minutes = 600 s after now.
    #expect(timeline.policy == .after(now.addingTimeInterval(600)))
  }

  @Test func noCountryMeansTheWorldsFigures() async throws {
    let entry = try #require(await timeline(EmbeddedStatistics()).entries.first)
    #expect(entry.region.isGlobal)
    #expect(entry.region.totals.totalConfirmed == 5_581_829)
    #expect(entry.region.totals.totalDeaths == 354_790)
  }

  @Test func failureGivesThePlaceholderAndARetryTwoMinutesLater() async throws {
    let api = CountingStatistics(failing: true)
    let timeline = await timeline(api, country: "FR")
    #expect(timeline.entries.count == 1)
    #expect(timeline.entries[0].isPlaceholder)
    #expect(timeline.entries[0].date == now)
    // 2 minutes = 120 s after now.
    #expect(timeline.policy == .after(now.addingTimeInterval(120)))
    #expect(api.callCount == 1)
  }

  @Test func anUnknownStoredCountryFailsLikeTheNetwork() async {
    let timeline = await timeline(EmbeddedStatistics(), country: "XX")
    #expect(timeline.entries.map(\.isPlaceholder) == [true])
    #expect(timeline.policy == .after(now.addingTimeInterval(120)))
  }

  @Test func thePreviewGetsThePlaceholderWithoutAskingTheAPI() async {
    let api = CountingStatistics()
    let context = TimelineProviderContext(family: .systemSmall, isPreview: true, now: now)
    let entry = await withCheckedContinuation { continuation in
      Provider(api: api).getSnapshot(
        for: SelectCountryIntent.make(values: ["country": "RU"]), in: context
      ) { continuation.resume(returning: $0) }
    }
    #expect(entry.isPlaceholder)
    #expect(api.callCount == 0)
  }

  @Test func aSnapshotOutsideThePreviewHasTheFigures() async {
    let context = TimelineProviderContext(family: .systemSmall, now: now)
    let entry = await withCheckedContinuation { continuation in
      Provider(api: EmbeddedStatistics()).getSnapshot(
        for: SelectCountryIntent.make(values: ["country": "FR"]), in: context
      ) { continuation.resume(returning: $0) }
    }
    #expect(!entry.isPlaceholder)
    #expect(entry.region.totals.totalConfirmed == 183_067)
  }
}

/// The widget over HTTP, against the project's server on loopback.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ProviderOverHTTPTests {
  let now = HostHarness.start

  func timeline(_ api: any StatisticsAPI) async -> Timeline<StatsEntry> {
    let context = TimelineProviderContext(family: .systemSmall, now: now)
    return await withCheckedContinuation { continuation in
      Provider(api: api).getTimeline(
        for: SelectCountryIntent.make(values: ["country": "RU"]), in: context
      ) { continuation.resume(returning: $0) }
    }
  }

  @Test func theEnvironmentsURLGivesTheServersFigures() async throws {
    let server = try HTTPServer(handler: StatisticsRoutes().handler)
    defer { server.stop() }
    let api = StatisticsSource.api(environment: [
      "VITRINE_STATS_API_URL": server.baseURL.absoluteString
    ])
    let timeline = await timeline(api)
    #expect(timeline.entries.first?.region.totals.totalConfirmed == 353_427)
    #expect(timeline.policy == .after(now.addingTimeInterval(600)))
  }

  @Test func aDeadServerGivesThePlaceholderAndARetry() async throws {
    let server = try HTTPServer(handler: StatisticsRoutes().handler)
    let url = server.baseURL
    server.stop()
    let timeline = await timeline(HTTPStatisticsClient(baseURL: url, timeout: 2))
    #expect(timeline.entries.map(\.isPlaceholder) == [true])
    #expect(timeline.policy == .after(now.addingTimeInterval(120)))
  }
}
