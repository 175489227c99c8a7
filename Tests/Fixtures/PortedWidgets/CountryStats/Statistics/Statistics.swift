import Foundation

// The app's network layer, supplied by the test in place of the statistics client the widget
// was written against: the figures it shows and the API it asks. Nothing here is Vitrine's.

public struct Totals: Sendable, Hashable {
  public var newConfirmed = 0
  public var totalConfirmed = 0
  public var newDeaths = 0
  public var totalDeaths = 0
  public var newRecovered = 0
  public var totalRecovered = 0

  public init(
    newConfirmed: Int, totalConfirmed: Int, newDeaths: Int, totalDeaths: Int,
    newRecovered: Int, totalRecovered: Int
  ) {
    self.newConfirmed = newConfirmed
    self.totalConfirmed = totalConfirmed
    self.newDeaths = newDeaths
    self.totalDeaths = totalDeaths
    self.newRecovered = newRecovered
    self.totalRecovered = totalRecovered
  }

  public var deathRate: Double? {
    totalConfirmed > 0 ? Double(totalDeaths) / Double(totalConfirmed) : nil
  }

  public var recoveryRate: Double? {
    totalConfirmed > 0 ? Double(totalRecovered) / Double(totalConfirmed) : nil
  }
}

public struct RegionTotals: Sendable, Hashable {
  public static let globalCode = "GLOBAL"

  public var code: String
  public var name: String
  public var totals: Totals
  public var date: Date

  public init(code: String, name: String, totals: Totals, date: Date) {
    self.code = code
    self.name = name
    self.totals = totals
    self.date = date
  }

  public var isGlobal: Bool { code == Self.globalCode }
}

public struct CountryListing: Sendable, Hashable {
  public var country: String
  public var slug: String
  public var iso2: String
}

public protocol StatisticsAPI: Sendable {
  func regionTotals(code: String?) async throws -> RegionTotals
  func countries() async throws -> [CountryListing]
}

/// Where the app gets its figures: here, a fixed day for one country.
public enum StatisticsSource {
  public static func api() -> any StatisticsAPI { FixedStatistics() }
}

struct FixedStatistics: StatisticsAPI {
  func regionTotals(code: String?) async throws -> RegionTotals {
    RegionTotals(
      code: code ?? RegionTotals.globalCode, name: "Portugal",
      totals: Totals(
        newConfirmed: 1, totalConfirmed: 100, newDeaths: 0, totalDeaths: 4, newRecovered: 2,
        totalRecovered: 60),
      date: Date(timeIntervalSince1970: 0))
  }

  func countries() async throws -> [CountryListing] {
    [CountryListing(country: "Portugal", slug: "portugal", iso2: "PT")]
  }
}
