import Foundation
import Testing
import VitrineHomeScreen
import VitrineTestSupport
import VitrineUI
import VitrineWidgetCore

@testable import VitrineCLI

/// `vitrine render` reports SF Symbols it has no icon for, on standard error.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct SymbolWarningTests {
  struct WeatherEntry: TimelineEntry {
    let date: Date
  }

  struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry { WeatherEntry(date: context.now) }
    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
      completion(WeatherEntry(date: context.now))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
      completion(Timeline(entries: [WeatherEntry(date: context.now)], policy: .never))
    }
  }

  struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
      StaticConfiguration(kind: "weather", provider: WeatherProvider()) { _ in
        HStack {
          Image(systemName: "cloud.sun.fill")
          Image(systemName: "sun.haze.fill.madeup")
          Image(systemName: "sun.haze.fill.madeup")
          Text("21°")
        }
        .containerBackground(.fill.tertiary, for: .widget)
      }
      .supportedFamilies([.systemSmall])
    }
  }

  @Test func anUnmappedSymbolIsDrawnAndReportedOnce() async throws {
    let folder = try TemporaryFolder("cli-symbols")
    let file = folder.url.appendingPathComponent("weather.png").path
    let result = await vitrine(
      ["render", "weather", "-o", file], widgets: WidgetLibrary(WeatherWidget().descriptors))
    #expect(result.status == 0, "\(result.err)")
    #expect(FileManager.default.fileExists(atPath: file))
    let warnings = result.err.split(separator: "\n").filter { $0.contains("SF Symbol") }
    #expect(
      warnings == [
        "vitrine: warning: no icon for the SF Symbol 'sun.haze.fill.madeup': drawn as a question"
          + " mark in a square (docs/sf-symbols.md lists the mapped names)"
      ])
    #expect(!result.out.contains("sun.haze"))
  }
}
