import Foundation

/// Where the statistics come from: covid19api.com's routes, in process or over HTTP.
public protocol StatisticsAPI: Sendable {
  /// `GET /summary`: world and per-country totals.
  func summary() async throws -> StatisticsSummary

  /// `GET /countries`: every country with its slug and ISO code.
  func countries() async throws -> [CountryListing]

  /// `GET /total/country/<slug>`: a country's totals day by day, oldest first.
  func dayTotals(country slug: String) async throws -> [DayTotals]
}

/// Why the statistics are not available, in words a person can act on.
public enum StatisticsError: Error, Equatable, CustomStringConvertible {
  /// The server could not be reached.
  case network(String)
  /// The server did not answer within the timeout.
  case timeout(seconds: Double)
  /// The server answered with an error status.
  case http(status: Int, message: String)
  /// The answer is larger than the client accepts; `bytes` is how much had arrived when it was
  /// cut off.
  case tooLarge(bytes: Int, limit: Int)
  /// A field of the answer is missing or wrong; `field` is its path (`Countries[3].Slug`).
  case malformed(field: String, reason: String)
  /// No country has this slug or code.
  case unknownCountry(String)
  /// The embedded data could not be read.
  case missingResource(String)

  public var description: String {
    switch self {
    case .network(let reason): return "the statistics service is unreachable: \(reason)"
    case .timeout(let seconds):
      return "the statistics service did not answer within \(seconds.formatted()) s"
    case .http(let status, let message):
      return "the statistics service answered \(status)" + (message.isEmpty ? "" : ": \(message)")
    case .tooLarge(let bytes, let limit):
      return "the statistics service sent at least \(bytes) bytes; at most \(limit) are accepted"
    case .malformed(let field, let reason):
      return "the statistics service sent malformed JSON at \(field): \(reason)"
    case .unknownCountry(let name): return "no country '\(name)'"
    case .missingResource(let name): return "the embedded statistics file \(name) is missing"
    }
  }
}

extension StatisticsAPI {
  /// The totals to show for ISO code `code` (any case), or the world's for `nil` or `"GLOBAL"`.
  public func regionTotals(code: String?) async throws -> RegionTotals {
    let summary = try await summary()
    guard let code, code.uppercased() != RegionTotals.globalCode else {
      return RegionTotals(
        code: RegionTotals.globalCode, name: "Global", totals: summary.global,
        date: summary.date)
    }
    guard let country = summary.country(code: code) else {
      throw StatisticsError.unknownCountry(code)
    }
    return RegionTotals(
      code: country.countryCode, name: country.country, totals: country.totals,
      date: country.date)
  }
}

/// The figures of the world or of one country, as a widget shows them.
public struct RegionTotals: Sendable, Hashable {
  /// The code that stands for the whole world.
  public static let globalCode = "GLOBAL"

  /// The ISO code, or ``globalCode``.
  public var code: String
  /// The name in English.
  public var name: String
  /// The figures.
  public var totals: Totals
  /// When they were taken.
  public var date: Date

  /// Creates region totals.
  public init(code: String, name: String, totals: Totals, date: Date) {
    self.code = code
    self.name = name
    self.totals = totals
    self.date = date
  }

  /// Whether these are the world's totals.
  public var isGlobal: Bool { code == Self.globalCode }
}
