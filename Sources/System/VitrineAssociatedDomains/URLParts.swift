import Foundation

/// The parts of a URL that universal-link patterns look at, percent-encoded as in the URL or
/// decoded. Each part is a string of ``strings``, named by its index, so that a part is
/// prepared for matching once however many rules read it.
struct URLParts {
  /// The texts of the parts, each distinct one once.
  var strings: [String] = []
  /// The path; an empty path reads as `/`.
  var path = 0
  /// The whole query without `?`, or `nil` when the URL has none.
  var query: Int?
  /// The fragment without `#`, or `nil` when the URL has none.
  var fragment: Int?
  /// The empty string, which an absent query, fragment or query item reads as.
  var empty = 0
  /// The values of each query item name (a valueless item reads as empty), each distinct
  /// value once.
  var valuesByName: [String: [Int]] = [:]
  /// The same, under the lowercased names, for case-insensitive rules.
  var valuesByLowercasedName: [String: [Int]] = [:]

  /// The parts of `url`, decoded unless `percentEncoded`.
  init(_ url: URL, percentEncoded: Bool) {
    let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    func form(_ text: String) -> String {
      percentEncoded ? text : (text.removingPercentEncoding ?? text)
    }
    var indexes: [String: Int] = [:]
    func index(_ text: String) -> Int {
      if let known = indexes[text] { return known }
      strings.append(text)
      indexes[text] = strings.count - 1
      return strings.count - 1
    }
    empty = index("")
    let rawPath = components?.percentEncodedPath ?? ""
    path = index(form(rawPath.isEmpty ? "/" : rawPath))
    query = components?.percentEncodedQuery.map { index(form($0)) }
    fragment = components?.percentEncodedFragment.map { index(form($0)) }
    let items = (components?.percentEncodedQuery ?? "")
      .split(separator: "&", omittingEmptySubsequences: true)
    var seen = Set<[Int]>()
    for item in items {
      let equals = item.firstIndex(of: "=")
      let name = form(String(item[..<(equals ?? item.endIndex)]))
      let value = equals.map { index(form(String(item[item.index(after: $0)...]))) } ?? empty
      if seen.insert([0, index(name), value]).inserted {
        valuesByName[name, default: []].append(value)
      }
      let lowered = name.lowercased()
      if seen.insert([1, index(lowered), value]).inserted {
        valuesByLowercasedName[lowered, default: []].append(value)
      }
    }
  }

  /// The values of the items called `name` (every distinct one), ignoring case when asked.
  func values(of name: String, caseSensitive: Bool) -> [Int] {
    caseSensitive ? valuesByName[name] ?? [] : valuesByLowercasedName[name.lowercased()] ?? []
  }
}

/// One URL being matched against a file's rules: its parts in both forms, each part prepared
/// for matching once and shared by every rule, and what is left of the work allowed.
final class URLMatchContext {
  /// The URL, normalised.
  let url: URL
  /// The word operations matching may still do (see ``AASAFile/workLimit``).
  private(set) var budget: Int
  /// Whether a match was refused because the budget did not cover it.
  private(set) var exhausted = false
  private var forms: [URLParts?] = [nil, nil]
  /// Prepared texts per form (decoded 0, encoded 1), case (kept 0, folded 1) and part.
  private var texts: [[MatchText?]] = [[], [], [], []]

  /// A context for `url` that may do `budget` word operations.
  init(_ url: URL, budget: Int) {
    self.url = url
    self.budget = budget
  }

  /// The parts of the URL, decoded unless `percentEncoded`, read the first time.
  func parts(percentEncoded: Bool) -> URLParts {
    let form = percentEncoded ? 1 : 0
    if let parts = forms[form] { return parts }
    let parts = URLParts(url, percentEncoded: percentEncoded)
    forms[form] = parts
    texts[form * 2] = Array(repeating: nil, count: parts.strings.count)
    texts[form * 2 + 1] = Array(repeating: nil, count: parts.strings.count)
    return parts
  }

  /// Whether `pattern` matches all of part `index` of `parts`; `false` also when the budget
  /// is spent.
  func matches(
    _ pattern: URLPattern, _ parts: URLParts, _ index: Int, percentEncoded: Bool
  )
    -> Bool
  {
    if exhausted { return false }
    let slot = (percentEncoded ? 2 : 0) + (pattern.caseSensitive ? 0 : 1)
    let text: MatchText
    if let known = texts[slot][index] {
      text = known
    } else {
      text = MatchText(parts.strings[index], foldingCase: !pattern.caseSensitive)
      texts[slot][index] = text
    }
    guard let matched = pattern.matches(text, budget: &budget) else {
      exhausted = true
      return false
    }
    return matched
  }
}
