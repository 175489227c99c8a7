import Intents
import SwiftUI
import VitrineStatistics
import WidgetKit

/// A country's COVID-19 totals, or the world's: confirmed cases, deaths and recoveries, with
/// rates and a chart in the larger families. The person picks the country on the widget.
public struct CountryStatsWidget: Widget {
  /// The widget's kind identifier.
  public static let kind = "covid-stats"

  let api: any StatisticsAPI

  /// Creates the widget reading the API of the environment (the embedded snapshot, or
  /// `$VITRINE_STATS_API_URL`).
  public init() { self.init(api: StatisticsSource.api()) }

  /// Creates the widget reading `api`.
  public init(api: any StatisticsAPI) { self.api = api }

  public var body: some WidgetConfiguration {
    IntentConfiguration(
      kind: Self.kind, intent: SelectCountryIntent.self, provider: Provider(api: api)
    ) { entry in
      StatsView(entry: entry)
    }
    .configurationDisplayName("COVID-19 Statistics")
    .description("Confirmed cases, deaths and recoveries in a country or the whole world.")
    .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
  }
}
