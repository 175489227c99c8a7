import VitrineIntents
import VitrineStatistics
import VitrineWidgetCore

/// How the widget is installed with its intents extension: Vitrine's stand-in for the two
/// extensions' Info.plist on iOS, and the one place the statistics API is chosen.
///
/// This file has no iOS counterpart; the other files of the module are the iOS widget's.
public enum CountryStatsInstallation {
  /// The widget with its intents extension's handler, both reading `api` (by default the
  /// embedded snapshot, or the HTTP API at `$VITRINE_STATS_API_URL`).
  @MainActor public static func descriptors(
    api: any StatisticsAPI = StatisticsSource.api()
  ) -> [WidgetDescriptor] {
    CountryStatsWidget(api: api).descriptors.map {
      $0.handlingIntents(SelectCountryIntent.self, with: IntentHandler(api: api))
    }
  }
}
