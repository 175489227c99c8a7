import Foundation

/// The page's one set of translations (`Static/words.json`), which the page's script and the
/// server both read: the server names widgets, their descriptions, parameters, option sections
/// and options in the page's language from it, so the page, the gallery and Edit Widget say
/// the same words and a search matches what is shown.
///
/// Keys: `widget.<kind>`, `widget.<kind>.description`, `parameter.<kind>.<key>`,
/// `section.<English title>`, `option.<identifier>`; the page's own words beside them.
struct PageWords: Sendable {
  /// Words by language, then key.
  let table: [String: [String: String]]

  /// Reads the words from the page's files; no words (English as given) when they are missing.
  init(files: StaticFiles) {
    let body = files.file(at: "/static/words.json")?.body ?? Data()
    table = (try? JSONDecoder().decode([String: [String: String]].self, from: body)) ?? [:]
  }

  /// The word for `key` in `language`, or `fallback` when there is none.
  func word(_ key: String, in language: String, or fallback: String) -> String {
    table[language]?[key] ?? fallback
  }

  /// An option's title in `language`: a two-letter region code is named as Foundation names it
  /// in that language ("FR" → «Франция»), as the statistics widget names it on its face.
  func option(_ identifier: String, title: String, in language: String) -> String {
    if let word = table[language]?["option.\(identifier)"] { return word }
    guard language != "en", identifier.count == 2,
      identifier.unicodeScalars.allSatisfy({ $0.value >= 0x41 && $0.value <= 0x5A })
    else { return title }
    let locale = Locale(identifier: PageAppearance.locales[language] ?? language)
    return locale.localizedString(forRegionCode: identifier) ?? title
  }
}
