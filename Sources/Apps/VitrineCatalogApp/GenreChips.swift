import Foundation
import VitrineCatalog
import VitrineChips

/// The genres the catalog screen offers as chips: at most 15, the ones with the most titles
/// first (ties in the genres' declaration order), each chip's id the genre's position in
/// `Genre.allCases`.
struct GenreChips: Equatable {
  /// The most chips the design shows.
  static let limit = 15

  let genres: [Genre]

  init(titles: [Title]) {
    var counts: [Genre: Int] = [:]
    for title in titles {
      for genre in Set(title.genres) { counts[genre, default: 0] += 1 }
    }
    let order = Dictionary(uniqueKeysWithValues: Genre.allCases.enumerated().map { ($1, $0) })
    genres = Array(
      counts.keys.sorted {
        counts[$0, default: 0] != counts[$1, default: 0]
          ? counts[$0, default: 0] > counts[$1, default: 0]
          : order[$0, default: 0] < order[$1, default: 0]
      }
      .prefix(Self.limit))
  }

  /// The chip of each genre, named in `language`.
  func chips(in language: Language) -> [ChipItem] {
    let strings = CatalogStrings(language: language)
    return genres.map { ChipItem(id: Self.id(of: $0), description: strings.genreName($0)) }
  }

  /// The genre a chip id stands for.
  static func genre(id: Int?) -> Genre? {
    guard let id, Genre.allCases.indices.contains(id) else { return nil }
    return Genre.allCases[id]
  }

  static func id(of genre: Genre) -> Int { Genre.allCases.firstIndex(of: genre) ?? 0 }
}
