import Foundation

/// The answer of `GET /summary`: world totals, every country's totals, and when they were taken.
///
/// Field names are the covid19api.com ones (`Global`, `Countries`, `Date`).
public struct StatisticsSummary: Sendable, Hashable, Codable {
  /// The world's totals.
  public var global: Totals
  /// Each country's totals, in the order the API lists them (by name).
  public var countries: [CountrySummary]
  /// When the figures were taken.
  public var date: Date

  /// Creates a summary.
  public init(global: Totals, countries: [CountrySummary], date: Date) {
    self.global = global
    self.countries = countries
    self.date = date
  }

  /// The country with ISO 3166-1 alpha-2 `code` (case-insensitive), if listed.
  public func country(code: String) -> CountrySummary? {
    let upper = code.uppercased()
    return countries.first { $0.countryCode == upper }
  }

  /// The totals added up over every country, to check against ``global``.
  public var sumOverCountries: Totals {
    countries.reduce(into: Totals.zero) { sum, country in sum.add(country.totals) }
  }

  enum CodingKeys: String, CodingKey {
    case global = "Global"
    case countries = "Countries"
    case date = "Date"
  }
}

/// Cases, deaths and recoveries: new since the day before, and in total.
public struct Totals: Sendable, Hashable, Codable {
  /// Cases confirmed since the previous day.
  public var newConfirmed: Int
  /// Cases confirmed in total.
  public var totalConfirmed: Int
  /// Deaths since the previous day.
  public var newDeaths: Int
  /// Deaths in total.
  public var totalDeaths: Int
  /// Recoveries since the previous day.
  public var newRecovered: Int
  /// Recoveries in total.
  public var totalRecovered: Int

  /// Creates totals.
  public init(
    newConfirmed: Int, totalConfirmed: Int, newDeaths: Int, totalDeaths: Int, newRecovered: Int,
    totalRecovered: Int
  ) {
    self.newConfirmed = newConfirmed
    self.totalConfirmed = totalConfirmed
    self.newDeaths = newDeaths
    self.totalDeaths = totalDeaths
    self.newRecovered = newRecovered
    self.totalRecovered = totalRecovered
  }

  /// All zero.
  public static let zero = Totals(
    newConfirmed: 0, totalConfirmed: 0, newDeaths: 0, totalDeaths: 0, newRecovered: 0,
    totalRecovered: 0)

  /// Deaths per confirmed case, from 0 to 1; `nil` with no confirmed cases.
  public var deathRate: Double? {
    totalConfirmed > 0 ? Double(totalDeaths) / Double(totalConfirmed) : nil
  }

  /// Recoveries per confirmed case, from 0 to 1; `nil` with no confirmed cases.
  public var recoveryRate: Double? {
    totalConfirmed > 0 ? Double(totalRecovered) / Double(totalConfirmed) : nil
  }

  /// Adds `other` field by field, saturating instead of overflowing.
  mutating func add(_ other: Totals) {
    func plus(_ a: Int, _ b: Int) -> Int {
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? Int.max : sum
    }
    newConfirmed = plus(newConfirmed, other.newConfirmed)
    totalConfirmed = plus(totalConfirmed, other.totalConfirmed)
    newDeaths = plus(newDeaths, other.newDeaths)
    totalDeaths = plus(totalDeaths, other.totalDeaths)
    newRecovered = plus(newRecovered, other.newRecovered)
    totalRecovered = plus(totalRecovered, other.totalRecovered)
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case newConfirmed = "NewConfirmed"
    case totalConfirmed = "TotalConfirmed"
    case newDeaths = "NewDeaths"
    case totalDeaths = "TotalDeaths"
    case newRecovered = "NewRecovered"
    case totalRecovered = "TotalRecovered"
  }
}

/// One country's entry in the summary.
public struct CountrySummary: Sendable, Hashable, Codable {
  /// The country's name in English ("Russian Federation").
  public var country: String
  /// Its ISO 3166-1 alpha-2 code ("RU").
  public var countryCode: String
  /// The name in the API's paths ("russia").
  public var slug: String
  /// Its figures.
  public var totals: Totals
  /// When they were taken.
  public var date: Date

  /// Creates a country entry.
  public init(country: String, countryCode: String, slug: String, totals: Totals, date: Date) {
    self.country = country
    self.countryCode = countryCode
    self.slug = slug
    self.totals = totals
    self.date = date
  }

  enum CodingKeys: String, CodingKey {
    case country = "Country"
    case countryCode = "CountryCode"
    case slug = "Slug"
    case date = "Date"
  }

  /// Reads the name fields and the date, and the six figures from the same object.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    country = try container.decode(String.self, forKey: .country)
    countryCode = try container.decode(String.self, forKey: .countryCode)
    slug = try container.decode(String.self, forKey: .slug)
    date = try container.decode(Date.self, forKey: .date)
    totals = try Totals(from: decoder)
  }

  /// Writes the fields flat, as the API does.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(country, forKey: .country)
    try container.encode(countryCode, forKey: .countryCode)
    try container.encode(slug, forKey: .slug)
    try totals.encode(to: encoder)
    try container.encode(date, forKey: .date)
  }
}
