import Foundation

/// The JSON form of a title, the contract of `GET /api/v1/titles/<id>` and of each item of
/// `GET /api/v1/recommendations` (see docs/api.md).
extension Title {
  enum CodingKeys: String, CodingKey {
    case id, title, kind, series, year, countries, genres, description, durationMinutes
    case progress, remainingMinutes, poster, deepLink
  }

  enum SeriesKeys: String, CodingKey {
    case id, season, episode, episodeTitle
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .id, in: container, debugDescription: "an id is letters, digits, '-' and '_'")
    }
    name = try container.decode(LocalizedText.self, forKey: .title)
    switch try container.decode(String.self, forKey: .kind) {
    case "film":
      kind = .film
    case "episode":
      let series = try container.nestedContainer(keyedBy: SeriesKeys.self, forKey: .series)
      kind = .episode(
        seriesID: try series.decode(String.self, forKey: .id),
        season: try Self.decodeCount(.season, in: series),
        episode: try Self.decodeCount(.episode, in: series),
        episodeTitle: try series.decode(LocalizedText.self, forKey: .episodeTitle))
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "'\(other)' is neither film nor episode")
    }
    year = try container.decode(Int.self, forKey: .year)
    guard Self.years.contains(year) else {
      throw DecodingError.dataCorruptedError(
        forKey: .year, in: container,
        debugDescription:
          "year \(year) is outside \(Self.years.lowerBound)...\(Self.years.upperBound)")
    }
    countries = try container.decode([String].self, forKey: .countries)
    genres = try container.decode([Genre].self, forKey: .genres)
    summary = try container.decode(LocalizedText.self, forKey: .description)
    durationMinutes = try container.decode(Int.self, forKey: .durationMinutes)
    guard Self.durations.contains(durationMinutes) else {
      throw DecodingError.dataCorruptedError(
        forKey: .durationMinutes, in: container,
        debugDescription:
          "\(durationMinutes) minutes is outside 0...\(Self.durations.upperBound)")
    }
    progress = try container.decodeIfPresent(Double.self, forKey: .progress)
    if let progress, !(0...1).contains(progress) {
      throw DecodingError.dataCorruptedError(
        forKey: .progress, in: container, debugDescription: "progress \(progress) is outside 0...1")
    }
    posterPath = try container.decode(String.self, forKey: .poster)
  }

  /// The running times a title may have, in minutes: up to about 70 days, which holds the
  /// longest film ever made several times over. Bounding it keeps arithmetic on it exact.
  public static let durations = 0...100_000
  /// The years of release a title may have.
  public static let years = 1800...9999
  /// The season and episode numbers an episode may have.
  public static let episodeNumbers = 0...100_000

  private static func decodeCount(
    _ key: SeriesKeys, in container: KeyedDecodingContainer<SeriesKeys>
  ) throws -> Int {
    let number = try container.decode(Int.self, forKey: key)
    guard episodeNumbers.contains(number) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "\(number) is outside 0...\(episodeNumbers.upperBound)")
    }
    return number
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .title)
    switch kind {
    case .film:
      try container.encode("film", forKey: .kind)
    case .episode(let seriesID, let season, let episode, let episodeTitle):
      try container.encode("episode", forKey: .kind)
      var series = container.nestedContainer(keyedBy: SeriesKeys.self, forKey: .series)
      try series.encode(seriesID, forKey: .id)
      try series.encode(season, forKey: .season)
      try series.encode(episode, forKey: .episode)
      try series.encode(episodeTitle, forKey: .episodeTitle)
    }
    try container.encode(year, forKey: .year)
    try container.encode(countries, forKey: .countries)
    try container.encode(genres, forKey: .genres)
    try container.encode(summary, forKey: .description)
    try container.encode(durationMinutes, forKey: .durationMinutes)
    try container.encodeIfPresent(progress, forKey: .progress)
    try container.encodeIfPresent(remainingMinutes, forKey: .remainingMinutes)
    try container.encode(posterPath, forKey: .poster)
    try container.encode(deepLink, forKey: .deepLink)
  }
}

/// The body of `GET /api/v1/recommendations`.
public struct RecommendationsPage: Sendable, Codable, Equatable {
  /// The titles, best first.
  public var items: [Title]

  /// The most items a page may hold; a longer page is refused before any item is decoded.
  public static let maximumItems = 100

  /// Creates a page.
  public init(items: [Title]) { self.items = items }

  enum CodingKeys: String, CodingKey { case items }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var list = try container.nestedUnkeyedContainer(forKey: .items)
    if let count = list.count, count > Self.maximumItems {
      throw DecodingError.dataCorruptedError(
        forKey: .items, in: container,
        debugDescription: "\(count) items, more than \(Self.maximumItems)")
    }
    var items: [Title] = []
    while !list.isAtEnd { items.append(try list.decode(Title.self)) }
    self.items = items
  }
}

/// Encoding and decoding of the API's JSON.
public enum CatalogJSON {
  /// Encodes a value with sorted keys, as the server sends it.
  public static func encode<Value: Encodable>(_ value: Value) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(value)
  }

  /// Decodes a value, turning decoding errors into ``RecommendationsError/malformed(_:)`` with the
  /// path of the field that was wrong.
  public static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch let error as DecodingError {
      throw RecommendationsError.malformed(describe(error))
    }
  }

  static func describe(_ error: DecodingError) -> String {
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context), .dataCorrupted(let context):
      let path = context.codingPath.map { key in
        key.intValue.map(String.init) ?? key.stringValue
      }.joined(separator: ".")
      let detail: String
      if case .keyNotFound(let key, _) = error {
        detail = "missing '\(key.stringValue)'"
      } else {
        detail = context.debugDescription
      }
      return path.isEmpty ? detail : "at \(path): \(detail)"
    @unknown default:
      return "\(error)"
    }
  }
}
