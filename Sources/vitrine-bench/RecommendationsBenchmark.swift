import AppGroupStore
import Catalog
import Foundation
import RecommendationsWidget
import Synchronization
import WidgetCore
import WidgetHost

/// The recommendations widget over a simulated day with 500 Forward/Back taps: how often the
/// API is called (the 6-hour cache should keep it to 4), and how long the day takes to simulate.
func runRecommendationsBenchmark() async {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("vitrine-bench-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  do {
    let api = CountingAPI(base: LocalRecommendationsAPI())
    var dependencies = RecommendationsDependencies.defaults(directory: folder)
    dependencies.api = api
    let start = Date(timeIntervalSince1970: 1_796_029_200)
    let clock = ManualClock(start)
    let store = try AppGroupStore(suiteName: "vitrine.bench-host", directory: folder)
    let began = ContinuousClock.now
    let host = try WidgetHost(
      widgets: RecommendationsWidget().descriptors, store: store, clock: clock)
    try await RecommendationsDependencies.$override.withValue(dependencies) {
      let id = try await host.add(kind: RecommendationsWidget.kind, family: .systemSmall).id
      for tap in 0..<500 {
        await host.run(until: start.addingTimeInterval(Double(tap) * 86_400 / 500), on: clock)
        let intent: any AppIntent = tap % 3 == 2 ? ScrollBackIntent() : ScrollForwardIntent()
        try await host.perform(intent, from: id)
      }
      await host.run(until: start.addingTimeInterval(86_399), on: clock)
    }
    let elapsed = ContinuousClock.now - began
    let reloads = await host.events.filter { $0.kind == .reload }.count
    print(
      #"{"suite":"recommendations","taps":500,"simulatedHours":24,"apiCalls":\#(api.calls),"#
        + #""reloads":\#(reloads),"wallMilliseconds":\#(elapsed.milliseconds)}"#)
  } catch {
    FileHandle.standardError.write(Data("recommendations benchmark failed: \(error)\n".utf8))
    exit(1)
  }
}

/// Passes calls to another API and counts them.
private final class CountingAPI: RecommendationsAPI {
  let base: any RecommendationsAPI
  private let count = Mutex(0)

  init(base: any RecommendationsAPI) { self.base = base }

  var calls: Int { count.withLock { $0 } }

  func recommendations(limit: Int) async throws -> [Title] {
    count.withLock { $0 += 1 }
    return try await base.recommendations(limit: limit)
  }

  func title(id: String) async throws -> Title { try await base.title(id: id) }
}

extension Duration {
  /// The duration in whole milliseconds.
  var milliseconds: Int64 {
    components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
  }
}
