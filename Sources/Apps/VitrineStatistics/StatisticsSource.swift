import Foundation

/// Which statistics API a widget uses unless it is given one.
public enum StatisticsSource {
  /// The environment variable naming an HTTP server of the API.
  public static let urlVariable = "VITRINE_STATS_API_URL"

  /// The HTTP API at `$VITRINE_STATS_API_URL` when it is set, else the embedded snapshot. A
  /// value that is not an absolute http(s) URL gives an API whose every call fails saying so.
  public static func api(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> any StatisticsAPI {
    guard let text = environment[urlVariable], !text.isEmpty else { return EmbeddedStatistics() }
    guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https",
      url.host != nil
    else {
      return UnusableStatisticsURL(text: text)
    }
    return HTTPStatisticsClient(baseURL: url)
  }
}

/// The API when `$VITRINE_STATS_API_URL` is not a URL the client can use.
struct UnusableStatisticsURL: StatisticsAPI {
  let text: String

  var error: StatisticsError {
    .network("$\(StatisticsSource.urlVariable) is not an absolute http(s) URL: '\(text)'")
  }

  func summary() async throws -> StatisticsSummary { throw error }
  func countries() async throws -> [CountryListing] { throw error }
  func dayTotals(country slug: String) async throws -> [DayTotals] { throw error }
}
