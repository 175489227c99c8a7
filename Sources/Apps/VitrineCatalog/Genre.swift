/// A genre, with its name in each language.
public enum Genre: String, Sendable, Hashable, Codable, CaseIterable {
  case action, adventure, animation, comedy, crime, drama, fantasy, history, horror, musical
  case romance, scienceFiction = "science-fiction", sport, thriller, war, western

  /// The genre's name in `language`, lower case as it appears mid-sentence.
  public func name(in language: Language) -> String {
    let names: (en: String, ru: String)
    switch self {
    case .action: names = ("action", "боевик")
    case .adventure: names = ("adventure", "приключения")
    case .animation: names = ("animation", "мультфильм")
    case .comedy: names = ("comedy", "комедия")
    case .crime: names = ("crime", "криминал")
    case .drama: names = ("drama", "драма")
    case .fantasy: names = ("fantasy", "фэнтези")
    case .history: names = ("history", "история")
    case .horror: names = ("horror", "ужасы")
    case .musical: names = ("musical", "мюзикл")
    case .romance: names = ("romance", "мелодрама")
    case .scienceFiction: names = ("science fiction", "фантастика")
    case .sport: names = ("sport", "спорт")
    case .thriller: names = ("thriller", "триллер")
    case .war: names = ("war", "военный")
    case .western: names = ("western", "вестерн")
    }
    return language == .en ? names.en : names.ru
  }
}
