import Foundation
import VitrineCatalog

/// The widget's words in English and Russian.
struct RecommendationsStrings {
  let language: Language

  init(locale: Locale) { language = Language(localeIdentifier: locale.identifier) }

  var scrollBack: String { language == .ru ? "Пролистнуть назад" : "Scroll back" }
  var scrollForward: String { language == .ru ? "Пролистнуть вперёд" : "Scroll forward" }
  var loadFailed: String {
    language == .ru ? "Не удалось загрузить подборку" : "Couldn't load your picks"
  }
  var willRetry: String { language == .ru ? "Попробуем ещё раз позже" : "We'll try again soon" }
  var outdated: String { language == .ru ? "Не обновлено" : "Not up to date" }
  var header: String { language == .ru ? "Для вас" : "For you" }

  /// The title shown for a poster: the film's, or the series' name.
  func title(of title: Title) -> String { title.name[language] }

  /// The line under a title: the episode for a series; the time left for a started film;
  /// otherwise the year and the main genre.
  func subtitle(of title: Title) -> String {
    switch title.kind {
    case .episode(_, let season, let episode, let episodeTitle):
      let generic = episodeTitle.en.hasPrefix("Episode ")
      if language == .ru {
        return generic ? "\(season) сезон, \(episode) серия" : episodeTitle.ru
      }
      return generic ? "Season \(season), episode \(episode)" : episodeTitle.en
    case .film:
      if let minutes = title.remainingMinutes {
        return language == .ru ? "Ещё \(minutes) мин." : "\(minutes) min left"
      }
      let genre = title.genres.first?.name(in: language) ?? ""
      return genre.isEmpty ? String(title.year) : "\(title.year) · \(genre)"
    }
  }
}
