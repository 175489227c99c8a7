import Foundation

/// A film, or an episode of a series, as the streaming service's catalog describes it.
public struct Title: Sendable, Hashable, Codable, Identifiable {
  /// The catalog's identifier (`brother-2`).
  public var id: String
  /// The title: the film's, or for an episode the series' name.
  public var name: LocalizedText
  /// A film, or an episode of a series.
  public var kind: Kind
  /// The year of release (of the series' first season for an episode).
  public var year: Int
  /// Countries of production, as ISO 3166 codes (`SU` for the Soviet Union).
  public var countries: [String]
  /// Genres, most characteristic first.
  public var genres: [Genre]
  /// One line about it.
  public var summary: LocalizedText
  /// Running time in minutes.
  public var durationMinutes: Int
  /// How much of it the viewer has watched, 0...1; `nil` when not started.
  public var progress: Double?
  /// Where the poster image is served (`/api/v1/posters/brother-2.png`).
  public var posterPath: String

  /// A film, or an episode of a series.
  public enum Kind: Sendable, Hashable, Codable {
    /// A single film.
    case film
    /// An episode: the series' identifier, the season and episode numbers and the episode title.
    case episode(seriesID: String, season: Int, episode: Int, episodeTitle: LocalizedText)
  }

  /// Creates a title; the poster path is derived from the identifier.
  public init(
    id: String, name: LocalizedText, kind: Kind = .film, year: Int, countries: [String],
    genres: [Genre], summary: LocalizedText, durationMinutes: Int, progress: Double? = nil
  ) {
    self.id = id
    self.name = name
    self.kind = kind
    self.year = year
    self.countries = countries
    self.genres = genres
    self.summary = summary
    self.durationMinutes = durationMinutes
    self.progress = progress
    self.posterPath = "/api/v1/posters/\(id).png"
  }

  /// Minutes left to watch, when the viewer has started it.
  public var remainingMinutes: Int? {
    guard let progress, progress > 0, progress < 1 else { return nil }
    // Int(exactly:) is nil rather than a trap for a duration no title has (see `durations`).
    return Int(exactly: (Double(durationMinutes) * (1 - progress)).rounded())
  }

  /// The link that opens the title in the app: `vitrine://title/<id>`.
  public var deepLink: URL { URL(string: "vitrine://title/\(id)")! }

  /// Whether this is an episode of a series.
  public var isEpisode: Bool {
    if case .episode = kind { return true }
    return false
  }
}

/// Text in the languages the app speaks.
public struct LocalizedText: Sendable, Hashable, Codable {
  /// English.
  public var en: String
  /// Russian.
  public var ru: String

  /// Creates text in both languages.
  public init(en: String, ru: String) {
    self.en = en
    self.ru = ru
  }

  /// The text in `language`.
  public subscript(language: Language) -> String {
    switch language {
    case .en: return en
    case .ru: return ru
    }
  }
}

/// The languages of the app's text.
public enum Language: String, Sendable, Hashable, Codable, CaseIterable {
  /// English.
  case en
  /// Russian.
  case ru

  /// The language of a locale identifier such as `ru_RU` or `en-US`; English unless Russian.
  public init(localeIdentifier: String) {
    self = localeIdentifier.lowercased().hasPrefix("ru") ? .ru : .en
  }
}
