import Foundation

// The app's network layer, supplied by the test in place of the streaming app's: titles as the
// widget reads them, the API it asks, and sample titles. Nothing here is Vitrine's.

public enum Language: String, Sendable, Hashable {
  case en, ru

  public init(localeIdentifier: String) {
    self = localeIdentifier.hasPrefix("ru") ? .ru : .en
  }
}

public struct LocalizedText: Sendable, Hashable {
  public var en: String
  public var ru: String

  public subscript(language: Language) -> String { language == .ru ? ru : en }
}

public enum Genre: String, Sendable, Hashable {
  case drama, comedy

  public func name(in language: Language) -> String { rawValue }
}

public struct Title: Sendable, Hashable, Identifiable {
  public enum Kind: Sendable, Hashable {
    case film
    case episode(series: String, season: Int, episode: Int, title: LocalizedText)
  }

  public var id: String
  public var name: LocalizedText
  public var kind: Kind
  public var year: Int
  public var genres: [Genre]
  public var progress: Double?
  public var remainingMinutes: Int?
  public var deepLink: URL { URL(string: "app://title/\(id)")! }
}

public protocol RecommendationsAPI: Sendable {
  func recommendations(limit: Int) async throws -> [Title]
}

public enum EmbeddedCatalog {
  public static let recommendations: [Title] = [
    Title(
      id: "a", name: LocalizedText(en: "A", ru: "А"), kind: .film, year: 2020, genres: [.drama])
  ]
}

public enum RecommendationsError: Error {
  case malformed(String)
}
