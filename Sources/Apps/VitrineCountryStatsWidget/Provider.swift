import Foundation
import Intents
import VitrineStatistics
import WidgetKit

/// Fetches the configured country's totals (the world's when none is set).
///
/// Success gives one entry and a reload 10 minutes later; a failure gives the placeholder and a
/// retry 2 minutes later. The widget gallery gets the placeholder at once.
struct Provider: IntentTimelineProvider {
  /// Minutes between reloads after a successful fetch.
  static let refreshMinutes: Double = 10
  /// Minutes before retrying after a failed fetch.
  static let retryMinutes: Double = 2

  let api: any StatisticsAPI

  func placeholder(in context: Context) -> StatsEntry {
    StatsEntry.placeholder(at: context.currentDate)
  }

  func getSnapshot(
    for configuration: SelectCountryIntent, in context: Context,
    completion: @escaping @Sendable (StatsEntry) -> Void
  ) {
    if context.isPreview {
      completion(placeholder(in: context))
      return
    }
    getTimeline(for: configuration, in: context) { timeline in
      completion(timeline.entries.first ?? placeholder(in: context))
    }
  }

  func getTimeline(
    for configuration: SelectCountryIntent, in context: Context,
    completion: @escaping @Sendable (Timeline<StatsEntry>) -> Void
  ) {
    let now = context.currentDate
    let code = configuration.country?.identifier
    Task {
      do {
        let region = try await api.regionTotals(code: code)
        let entry = StatsEntry(date: now, region: region)
        let next = now.addingTimeInterval(Self.refreshMinutes * 60)
        completion(Timeline(entries: [entry], policy: .after(next)))
      } catch {
        let next = now.addingTimeInterval(Self.retryMinutes * 60)
        completion(Timeline(entries: [StatsEntry.placeholder(at: now)], policy: .after(next)))
      }
    }
  }
}
