import Foundation

/// One day of `GET /total/country/<slug>`: a country's running totals on a date.
///
/// The real API's entries also carry `Province`, `City`, `CityCode`, `Lat` and `Lon`, empty for
/// whole-country totals; Vitrine's server leaves them out and the client ignores them.
public struct DayTotals: Sendable, Hashable, Codable {
  /// The country's name.
  public var country: String
  /// Its ISO code.
  public var countryCode: String
  /// Confirmed cases up to the date.
  public var confirmed: Int
  /// Deaths up to the date.
  public var deaths: Int
  /// Recoveries up to the date.
  public var recovered: Int
  /// Cases neither recovered nor dead.
  public var active: Int
  /// The day.
  public var date: Date

  /// Creates a day's totals.
  public init(
    country: String, countryCode: String, confirmed: Int, deaths: Int, recovered: Int,
    active: Int, date: Date
  ) {
    self.country = country
    self.countryCode = countryCode
    self.confirmed = confirmed
    self.deaths = deaths
    self.recovered = recovered
    self.active = active
    self.date = date
  }

  /// A summary entry as one day of totals.
  public init(_ summary: CountrySummary) {
    let totals = summary.totals
    self.init(
      country: summary.country, countryCode: summary.countryCode,
      confirmed: totals.totalConfirmed, deaths: totals.totalDeaths,
      recovered: totals.totalRecovered,
      active: max(
        0, Self.minus(Self.minus(totals.totalConfirmed, totals.totalDeaths), totals.totalRecovered)),
      date: summary.date)
  }

  /// `a - b`, held at `Int.min` or `Int.max` where it would overflow (the figures come from the
  /// network: deaths and recoveries of `Int.max` each once trapped here).
  static func minus(_ a: Int, _ b: Int) -> Int {
    let (difference, overflow) = a.subtractingReportingOverflow(b)
    guard overflow else { return difference }
    return b > 0 ? Int.min : Int.max
  }

  enum CodingKeys: String, CodingKey {
    case country = "Country"
    case countryCode = "CountryCode"
    case confirmed = "Confirmed"
    case deaths = "Deaths"
    case recovered = "Recovered"
    case active = "Active"
    case date = "Date"
  }
}
