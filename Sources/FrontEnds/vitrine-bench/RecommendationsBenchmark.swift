import Foundation
import Synchronization
import VitrineCatalog
import VitrineHomeScreen
import VitrineHost
import VitrineRecommendationsWidget
import VitrineWidgetCore

/// The recommendations widget over a simulated day with 500 Forward/Back taps: how often the
/// API is called (the 6-hour cache should keep it to 4), and how long the day takes to simulate.
@MainActor
func runRecommendationsBenchmark() async {
  do {
    let data = try TemporaryFolder("vitrine-bench")
    let api = CountingAPI(base: LocalRecommendationsAPI())
    let library = WidgetLibrary { environment in
      var dependencies = RecommendationsDependencies.standard(
        directory: environment.dataDirectory, environment: environment.variables)
      dependencies.api = api
      return RecommendationsWidget(dependencies: dependencies).descriptors
    }
    let start = Date(timeIntervalSince1970: 1_796_029_200)
    let began = ContinuousClock.now
    let session = try HomeSession(
      library: library, environment: HomeScreenEnvironment(dataDirectory: data.url), start: start)
    let instance = try await session.add(kind: RecommendationsWidget.kind, family: .systemSmall)
    for tap in 0..<500 {
      await session.host.run(
        until: start.addingTimeInterval(Double(tap) * 86_400 / 500), on: session.clock)
      let entry = try await session.host.currentEntry(of: instance.id)
      guard let intents = (entry as? RecommendationsEntry)?.intents else { continue }
      let intent: any AppIntent = tap % 3 == 2 ? intents.back : intents.forward
      try await session.host.perform(intent, from: instance.id)
    }
    await session.host.run(until: start.addingTimeInterval(86_399), on: session.clock)
    let elapsed = ContinuousClock.now - began
    let reloads = await session.host.events.filter { $0.kind == .reload }.count
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
