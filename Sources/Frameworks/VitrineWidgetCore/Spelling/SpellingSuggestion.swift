/// "Did you mean …?": the known word closest to a mistyped one, for errors that name a kind,
/// an option or a command.
public enum SpellingSuggestion {
  /// The longest word compared: past it a mistake is not a typo, and no suggestion is made.
  public static let longestWord = 64

  /// The candidate within a typo's reach of `typed` (one edit for words of up to four
  /// characters, two for longer ones), the nearest first and the earliest listed on a tie;
  /// `nil` when none is that close. Letter case does not count as an edit.
  public static func closest(to typed: String, among candidates: [String]) -> String? {
    let word = Array(typed.lowercased())
    guard !word.isEmpty, word.count <= longestWord else { return nil }
    let reach = word.count <= 4 ? 1 : 2
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate.count <= longestWord {
      let distance = editDistance(word, Array(candidate.lowercased()))
      if distance <= reach, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
  /// two neighbouring characters, each one edit (`fmaily` is one edit from `family`).
  public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rows of the classic table: the one before last (for swaps), the last, the current.
    var beforeLast = [Int](repeating: 0, count: b.count + 1)
    var last = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = last[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(last[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforeLast[j - 2] + 1)
        }
      }
      (beforeLast, last, current) = (last, current, beforeLast)
    }
    return last[b.count]
  }
}
