import Foundation
import Testing
import VitrineWidgetCore

// Written as for AppIntents and WidgetKit on iOS; only the import differs.

private struct PickCityIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Pick a city"

  @Parameter(title: "City", default: "Lisbon")
  var city: String

  @Parameter(title: "Units", default: "metric")
  var units: String

  // A summary without a sentence: iOS lists the parameters alone.
  static var parameterSummary: some ParameterSummary {
    Summary {
      \.$city
      \.$units
    }
  }
}

private struct CityEntry: TimelineEntry {
  let date: Date
}

private struct CityProvider: TimelineProvider {
  func placeholder(in context: Context) -> CityEntry { CityEntry(date: .distantPast) }
  func getSnapshot(in context: Context, completion: @escaping (CityEntry) -> Void) {
    completion(CityEntry(date: .distantPast))
  }
  func getTimeline(in context: Context, completion: @escaping (Timeline<CityEntry>) -> Void) {
    completion(Timeline(entries: [CityEntry(date: .distantPast)], policy: .never))
  }
}

private final class Received: @unchecked Sendable {
  private let lock = NSLock()
  private var identifiers: [String] = []
  func append(_ identifier: String) { lock.withLock { identifiers.append(identifier) } }
  var all: [String] { lock.withLock { identifiers } }
}

@Suite("Parameter-only summaries and background URL session events", .timeLimit(.minutes(3)))
struct SummaryAndURLSessionTests {
  @Test("Summary { … } with only parameters has an empty sentence and lists them in order")
  func parameterOnlySummary() {
    #expect(PickCityIntent.parameterSummary.parameterKeys == ["city", "units"])
    #expect(PickCityIntent().parameterSummaryText == "")
  }

  @Test("the matching action gets the session's events and the delivery waits for completion")
  func deliversToTheMatchingAction() async {
    let received = Received()
    let widget = StaticConfiguration(kind: "city", provider: CityProvider()) { _ in "view" }
      .onBackgroundURLSessionEvents(matching: { $0.hasPrefix("city.") }) { identifier, done in
        received.append("city: \(identifier)")
        done()
      }
      .onBackgroundURLSessionEvents { identifier, done in
        received.append("any: \(identifier)")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { done() }
      }
    #expect(await widget.deliverBackgroundURLSessionEvents(identifier: "city.refresh"))
    #expect(await widget.deliverBackgroundURLSessionEvents(identifier: "images"))
    // The first action matches only "city." sessions; the second takes every other one.
    #expect(received.all == ["city: city.refresh", "any: images"])
  }

  @Test("a widget without an action for the session reports it did not handle it")
  func noAction() async {
    let widget = StaticConfiguration(kind: "city", provider: CityProvider()) { _ in "view" }
    #expect(await widget.descriptor.deliverBackgroundURLSessionEvents(identifier: "x") == false)
  }
}
