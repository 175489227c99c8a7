import Foundation
import Testing
import VitrineCatalog
import VitrineHost
import VitrineRecommendationsWidget
import VitrineTestSupport
import VitrineWidgetCore

@MainActor
@Suite(.timeLimit(.minutes(3))) struct RecommendationsDayTests {
  /// A day on the manual clock with 500 Forward/Back taps: the 6-hour cache keeps the API to at
  /// most four calls, while every tap reloads the widget at no budget cost.
  @Test func fiveHundredTapsInADayCallTheAPIAtMostFourTimes() async throws {
    let api = ScriptedRecommendationsAPI(count: 10)
    let storage = InMemoryRecommendationsStorage()
    let dependencies = RecommendationsDependencies(api: api, storage: storage)
    let provider = RecommendationsProvider(dependencies: dependencies)
    let widget = StaticConfiguration(kind: "recommendations", provider: provider) {
      $0.description
    }.descriptor
    do {
      let harness = try HostHarness([widget])
      let id = try await harness.host.add(kind: "recommendations", family: .systemSmall).id
      let interval = 24 * 3600 / 500.0
      for tap in 0..<500 {
        await harness.host.run(
          until: HostHarness.start.addingTimeInterval(Double(tap) * interval), on: harness.clock)
        let intent: any AppIntent =
          tap % 3 == 2 ? ScrollBackIntent(storage: storage) : ScrollForwardIntent(storage: storage)
        try await harness.host.perform(intent, from: id)
      }
      #expect(api.callCount <= 4)
      #expect(api.callCount >= 4)
      let events = await harness.host.events
      #expect(events.filter { $0.reason == .intent && $0.kind == .reload }.count == 500)
      #expect(await harness.host.budgetUsed(by: id)! <= 4)
      // What the widget shows follows the stored position.
      let shown = try #require(try await harness.host.currentEntry(of: id) as? RecommendationsEntry)
      #expect(shown.position == (try storage.carouselPosition()))
    }
  }
}
