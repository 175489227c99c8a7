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
        season: try series.decode(Int.self, forKey: .season),
        episode: try series.decode(Int.self, forKey: .episode),
        episodeTitle: try series.decode(LocalizedText.self, forKey: .episodeTitle))
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "'\(other)' is neither film nor episode")
    }
    year = try container.decode(Int.self, forKey: .year)
    countries = try container.decode([String].self, forKey: .countries)
    genres = try container.decode([Genre].self, forKey: .genres)
    summary = try container.decode(LocalizedText.self, forKey: .description)
    durationMinutes = try container.decode(Int.self, forKey: .durationMinutes)
    progress = try container.decodeIfPresent(Double.self, forKey: .progress)
    if let progress, !(0...1).contains(progress) {
      throw DecodingError.dataCorruptedError(
        forKey: .progress, in: container, debugDescription: "progress \(progress) is outside 0...1")
    }
    posterPath = try container.decode(String.self, forKey: .poster)
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

  /// Creates a page.
  public init(items: [Title]) { self.items = items }
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
