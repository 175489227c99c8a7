import Foundation

/// The API answered in process from the snapshot Vitrine ships: covid19api.com's `/summary` of
/// 2020-05-26 (186 countries) and its `/countries` list.
public struct EmbeddedStatistics: StatisticsAPI {
  /// Creates the embedded API.
  public init() {}

  /// The snapshot's summary.
  public func summary() async throws -> StatisticsSummary { try Self.snapshot.get() }

  /// The snapshot's country list.
  public func countries() async throws -> [CountryListing] { try Self.listing.get() }

  /// The snapshot's day for the country with `slug`: one entry, as the snapshot has one day.
  public func dayTotals(country slug: String) async throws -> [DayTotals] {
    guard let country = try Self.snapshot.get().countries.first(where: { $0.slug == slug }) else {
      throw StatisticsError.unknownCountry(slug)
    }
    return [DayTotals(country)]
  }

  /// The summary file's bytes, as the server sends them.
  public static func summaryData() throws -> Data {
    try resource("covid19api-summary-2020-05-26")
  }

  /// The country list's bytes, as the server sends them.
  public static func countriesData() throws -> Data { try resource("covid19api-countries") }

  private static let snapshot = Result { try StatisticsJSON.summary(from: summaryData()) }
    .mapError { $0 as? StatisticsError ?? .missingResource("\($0)") }
  private static let listing = Result { try StatisticsJSON.countries(from: countriesData()) }
    .mapError { $0 as? StatisticsError ?? .missingResource("\($0)") }

  private static func resource(_ name: String) throws -> Data {
    guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
      throw StatisticsError.missingResource("\(name).json")
    }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw StatisticsError.missingResource("\(url.path): \(error.localizedDescription)")
    }
  }
}
