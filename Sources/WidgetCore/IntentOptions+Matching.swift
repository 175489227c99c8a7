extension IntentOptions {
  /// The options closest to `text`, best first, for an error message about a value that is not
  /// an option.
  ///
  /// An option scores the smallest edit distance (case-insensitive) from `text` to its
  /// identifier or its title; a title or identifier that starts with `text` scores 0. Ties keep
  /// the options' order. Only the first 64 characters of `text` are compared, so the work stays
  /// bounded whatever is typed.
  public func closestMatches(to text: String, limit: Int = 3) -> [Item] {
    let needle = Array(text.lowercased().prefix(64))
    guard !needle.isEmpty, limit > 0 else { return [] }
    let scored = allItems.enumerated().map { offset, item in
      let candidates = [item.identifier, item.title].map { Array($0.lowercased().prefix(64)) }
      let score =
        candidates.map { candidate in
          candidate.starts(with: needle) ? 0 : Self.editDistance(needle, candidate)
        }.min() ?? Int.max
      return (score: score, offset: offset, item: item)
    }
    return scored.sorted { ($0.score, $0.offset) < ($1.score, $1.offset) }
      .prefix(limit).map(\.item)
  }

  /// Levenshtein distance: the fewest insertions, deletions and substitutions from `a` to `b`.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for (i, x) in a.enumerated() {
      current[0] = i + 1
      for (j, y) in b.enumerated() {
        current[j + 1] = Swift.min(
          previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
