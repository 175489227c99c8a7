extension IntentOptions {
  /// The options closest to `text`, best first, for an error message about a value that is not
  /// an option.
  ///
  /// An option scores the smallest edit distance (case-insensitive, a swap of neighbours one
  /// edit: ``SpellingSuggestion/editDistance(_:_:)``) from `text` to its
  /// identifier, its title, or the start of its title about as long as `text` (one character
  /// shorter to one longer), so a misspelt beginning of a long title ("Rusia") still finds it;
  /// a title or identifier that starts with `text` scores 0. Ties keep the options' order. Only
  /// the first 64 characters of `text` are compared, so the work stays bounded.
  public func closestMatches(to text: String, limit: Int = 3) -> [Item] {
    let needle = Array(text.lowercased().prefix(64))
    guard !needle.isEmpty, limit > 0 else { return [] }
    let scored = allItems.enumerated().map { offset, item in
      let identifier = Array(item.identifier.lowercased().prefix(64))
      let title = Array(item.title.lowercased().prefix(64))
      var score = Swift.min(
        SpellingSuggestion.editDistance(needle, identifier),
        SpellingSuggestion.editDistance(needle, title))
      if identifier.starts(with: needle) || title.starts(with: needle) { score = 0 }
      for length in Swift.max(1, needle.count - 1)...(needle.count + 1) where length < title.count {
        score = Swift.min(
          score, SpellingSuggestion.editDistance(needle, Array(title.prefix(length))))
      }
      return (score: score, offset: offset, item: item)
    }
    return scored.sorted { ($0.score, $0.offset) < ($1.score, $1.offset) }
      .prefix(limit).map(\.item)
  }
}
