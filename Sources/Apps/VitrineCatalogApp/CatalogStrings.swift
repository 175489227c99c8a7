import Foundation
import VitrineCatalog

/// The catalog app's text in English and Russian.
struct CatalogStrings {
  let language: Language

  private func pick(_ en: String, _ ru: String) -> String { language == .en ? en : ru }

  var catalogTab: String { pick("Catalog", "Каталог") }
  var sharedTab: String { pick("Shared with you", "Поделились с вами") }
  var emptyShelfTitle: String { pick("Nothing shared yet", "Пока ничего нет") }
  var emptyShelfBody: String {
    pick(
      "Films and series your friends send you in Messages appear here.",
      "Здесь появятся фильмы и сериалы, которые друзья пришлют вам в Сообщениях.")
  }
  var removeFromShelf: String { pick("Remove from Shelf", "Убрать с полки") }
  var saveToMyList: String { pick("Save to My List", "Сохранить в Мой список") }
  var share: String { pick("Share", "Поделиться") }
  var markAsWatched: String { pick("Mark as Watched", "Уже посмотрено") }
  var inMyList: String { pick("In My List", "В моём списке") }
  var markedWatched: String { pick("Watched", "Просмотрено") }
  var unavailable: String { pick("Unavailable", "Недоступно") }

  /// "Share “Stalker”" / "Поделиться: «Сталкер»".
  func shareTitle(_ name: String) -> String {
    pick("Share “\(name)”", "Поделиться: «\(name)»")
  }
  var watch: String { pick("Watch", "Смотреть") }
  var continueWatching: String { pick("Continue", "Продолжить") }
  var genres: String { pick("Genres", "Жанры") }
  var titles: String { pick("Titles", "Фильмы и сериалы") }
  var allTitles: String { pick("All titles", "Все фильмы и сериалы") }

  /// "12 titles" / "12 фильмов и сериалов" with the plural Russian needs.
  func titleCount(_ count: Int) -> String {
    guard language == .ru else { return count == 1 ? "1 title" : "\(count) titles" }
    let lastTwo = count % 100
    let last = count % 10
    let noun: String
    if (11...14).contains(lastTwo) {
      noun = "названий"
    } else if last == 1 {
      noun = "название"
    } else if (2...4).contains(last) {
      noun = "названия"
    } else {
      noun = "названий"
    }
    return "\(count) \(noun)"
  }

  /// "42 min left" / "осталось 42 мин".
  func minutesLeft(_ minutes: Int) -> String {
    pick("\(minutes) min left", "осталось \(minutes) мин")
  }

  /// "1 h 42 min" / "1 ч 42 мин".
  func duration(_ minutes: Int) -> String {
    let hours = minutes / 60
    let rest = minutes % 60
    if hours == 0 { return pick("\(rest) min", "\(rest) мин") }
    return pick("\(hours) h \(rest) min", "\(hours) ч \(rest) мин")
  }

  /// "Watched 40%" / "Просмотрено 40%".
  func watched(_ percent: Int) -> String { pick("Watched \(percent)%", "Просмотрено \(percent)%") }

  /// "Season 1, episode 3" / "Сезон 1, серия 3".
  func episode(season: Int, episode: Int) -> String {
    pick("Season \(season), episode \(episode)", "Сезон \(season), серия \(episode)")
  }

  /// A country's name from its ISO code, short as a list row needs it: the Soviet Union has
  /// no current region name, and the United States and the United Kingdom go by their
  /// abbreviations.
  func country(_ code: String) -> String {
    switch code {
    case "SU": return pick("USSR", "СССР")
    case "US": return pick("USA", "США")
    case "GB": return pick("UK", "Великобритания")
    default: break
    }
    return Locale(identifier: language.rawValue).localizedString(forRegionCode: code) ?? code
  }

  /// "1997 · Russia" / "1997 · Россия".
  func yearAndCountries(_ title: Title) -> String {
    ([String(title.year)] + [title.countries.map(country).joined(separator: ", ")])
      .filter { !$0.isEmpty }.joined(separator: " · ")
  }

  /// A genre's name as a chip shows it: capitalized.
  func genreName(_ genre: Genre) -> String {
    let name = genre.name(in: language)
    return name.prefix(1).uppercased() + name.dropFirst()
  }
}
