import Foundation

/// Reads and writes the API's JSON, checking what comes from outside.
public enum StatisticsJSON {
  /// The most countries an answer may list.
  public static let maximumCountries = 1_000
  /// The most days a country's totals may list (more than 27 years).
  public static let maximumDays = 10_000

  /// Decodes a `/summary` answer; errors name the field.
  public static func summary(from data: Data) throws -> StatisticsSummary {
    let summary = try decode(StatisticsSummary.self, from: data)
    try check(count: summary.countries.count, limit: maximumCountries, field: "Countries")
    try check(summary.global, at: "Global")
    for (index, country) in summary.countries.enumerated() {
      try check(country.totals, at: "Countries[\(index)]")
      try checkName(country.countryCode, at: "Countries[\(index)].CountryCode", limit: 8)
      try checkName(country.country, at: "Countries[\(index)].Country", limit: 200)
    }
    return summary
  }

  /// Decodes a `/countries` answer; errors name the field.
  public static func countries(from data: Data) throws -> [CountryListing] {
    let countries = try decode([CountryListing].self, from: data)
    try check(count: countries.count, limit: maximumCountries, field: "countries")
    for (index, country) in countries.enumerated() {
      try checkName(country.iso2, at: "[\(index)].ISO2", limit: 8)
    }
    return countries
  }

  /// Decodes a `/total/country/<slug>` answer; errors name the field.
  public static func dayTotals(from data: Data) throws -> [DayTotals] {
    let days = try decode([DayTotals].self, from: data)
    try check(count: days.count, limit: maximumDays, field: "days")
    for (index, day) in days.enumerated() {
      for (name, value) in [
        ("Confirmed", day.confirmed), ("Deaths", day.deaths), ("Recovered", day.recovered),
        ("Active", day.active),
      ] where value < 0 {
        throw StatisticsError.malformed(
          field: "[\(index)].\(name)", reason: "\(value) is negative")
      }
    }
    return days
  }

  /// Encodes a value as the API does: ISO 8601 dates, keys in a stable order.
  public static func encode<Value: Encodable>(_ value: Value) throws -> Data {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(value)
  }

  static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    do {
      return try decoder.decode(type, from: data)
    } catch let error as DecodingError {
      throw malformed(error)
    }
  }

  /// The decoding error as a field path and a reason.
  static func malformed(_ error: DecodingError) -> StatisticsError {
    func path(_ codingPath: [any CodingKey]) -> String {
      let text = codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }.joined()
      let trimmed = text.hasPrefix(".") ? String(text.dropFirst()) : text
      return trimmed.isEmpty ? "the top level" : trimmed
    }
    switch error {
    case .keyNotFound(let key, let context):
      return .malformed(field: path(context.codingPath + [key]), reason: "missing")
    case .typeMismatch(let type, let context):
      return .malformed(field: path(context.codingPath), reason: "expected \(type)")
    case .valueNotFound(let type, let context):
      return .malformed(field: path(context.codingPath), reason: "expected \(type), found null")
    case .dataCorrupted(let context):
      let underlying = context.codingPath.isEmpty ? "not JSON" : context.debugDescription
      return .malformed(field: path(context.codingPath), reason: underlying)
    @unknown default:
      return .malformed(field: "the top level", reason: "\(error)")
    }
  }

  static func check(_ totals: Totals, at field: String) throws {
    let values: [(Totals.CodingKeys, Int)] = [
      (.newConfirmed, totals.newConfirmed), (.totalConfirmed, totals.totalConfirmed),
      (.newDeaths, totals.newDeaths), (.totalDeaths, totals.totalDeaths),
      (.newRecovered, totals.newRecovered), (.totalRecovered, totals.totalRecovered),
    ]
    for (key, value) in values where value < 0 {
      throw StatisticsError.malformed(
        field: "\(field).\(key.rawValue)", reason: "\(value) is negative")
    }
  }

  static func check(count: Int, limit: Int, field: String) throws {
    if count > limit {
      throw StatisticsError.malformed(field: field, reason: "\(count) entries; at most \(limit)")
    }
  }

  static func checkName(_ text: String, at field: String, limit: Int) throws {
    if text.isEmpty || text.count > limit {
      throw StatisticsError.malformed(
        field: field, reason: "\(text.count) characters; expected 1 to \(limit)")
    }
  }
}
