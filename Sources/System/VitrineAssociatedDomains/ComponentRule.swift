import Foundation

/// One entry of a detail's `components` array: patterns for the path (`/`), the query (`?`) and
/// the fragment (`#`), and whether a match excludes the URL.
///
/// A URL matches when every pattern the entry gives matches; a pattern left out matches
/// anything. An absent query or fragment is matched as an empty string.
public struct ComponentRule: Sendable, Equatable {
  /// The pattern for the path, if given.
  public var path: URLPattern?
  /// The pattern for the query, if given.
  public var query: QueryRule?
  /// The pattern for the fragment, if given.
  public var fragment: URLPattern?
  /// Whether a URL this entry matches is refused as a universal link.
  public var exclude: Bool
  /// The entry's `comment`, which matching ignores.
  public var comment: String?
  /// Whether the URL is compared in its percent-encoded form (the default) or decoded.
  public var percentEncoded: Bool

  /// What the `?` key holds: a pattern for the whole query or one per query item.
  public enum QueryRule: Sendable, Equatable {
    /// The whole query string (without `?`) must match.
    case whole(URLPattern)
    /// Each named item must match its pattern; every repetition of a name must match, and a
    /// missing or valueless item reads as an empty string.
    case items([(name: String, pattern: URLPattern)])

    public static func == (left: QueryRule, right: QueryRule) -> Bool {
      switch (left, right) {
      case (.whole(let a), .whole(let b)): return a == b
      case (.items(let a), .items(let b)):
        return a.count == b.count
          && zip(a, b).allSatisfy { $0.name == $1.name && $0.pattern == $1.pattern }
      default: return false
      }
    }
  }

  /// Whether every pattern of the entry matches `url` (as written, not normalised).
  public func matches(_ url: URL) -> Bool {
    matches(URLMatchContext(url, budget: .max))
  }

  /// Whether every pattern of the entry matches the context's URL, within its budget.
  func matches(_ context: URLMatchContext) -> Bool {
    let parts = context.parts(percentEncoded: percentEncoded)
    func matches(_ pattern: URLPattern, _ index: Int) -> Bool {
      context.matches(pattern, parts, index, percentEncoded: percentEncoded)
    }
    if let path, !matches(path, parts.path) { return false }
    if let fragment, !matches(fragment, parts.fragment ?? parts.empty) { return false }
    switch query {
    case nil: return true
    case .whole(let pattern): return matches(pattern, parts.query ?? parts.empty)
    case .items(let items):
      return items.allSatisfy { item in
        let values = parts.values(of: item.name, caseSensitive: item.pattern.caseSensitive)
        return (values.isEmpty ? [parts.empty] : values).allSatisfy { matches(item.pattern, $0) }
      }
    }
  }

  /// The entry's patterns as the file wrote them, such as `"/": "/buy/*", exclude`.
  public var summary: String {
    var parts: [String] = []
    if let path { parts.append("\"/\": \"\(path.text)\"") }
    switch query {
    case .whole(let pattern): parts.append("\"?\": \"\(pattern.text)\"")
    case .items(let items):
      let listed = items.map { "\"\($0.name)\": \"\($0.pattern.text)\"" }.joined(separator: ", ")
      parts.append("\"?\": { \(listed) }")
    case nil: break
    }
    if let fragment { parts.append("\"#\": \"\(fragment.text)\"") }
    if parts.isEmpty { parts.append("any URL") }
    if exclude { parts.append("exclude") }
    if let first = path ?? fragment, !first.caseSensitive { parts.append("case-insensitive") }
    if !percentEncoded { parts.append("decoded") }
    return parts.joined(separator: ", ")
  }
}

/// One string of a detail's legacy `paths` array: a path pattern, `NOT ` in front to exclude.
///
/// Legacy patterns look at the path only and are case-sensitive.
public struct LegacyPathRule: Sendable, Equatable {
  /// The pattern without its `NOT ` prefix.
  public var pattern: URLPattern
  /// Whether the string began with `NOT `.
  public var exclude: Bool

  /// Whether the pattern matches the (percent-encoded) path of `url`, as written.
  public func matches(_ url: URL) -> Bool {
    matches(URLMatchContext(url, budget: .max))
  }

  /// Whether the pattern matches the (percent-encoded) path of the context's URL.
  func matches(_ context: URLMatchContext) -> Bool {
    let parts = context.parts(percentEncoded: true)
    return context.matches(pattern, parts, parts.path, percentEncoded: true)
  }

  /// The string as the file wrote it.
  public var summary: String { (exclude ? "NOT " : "") + pattern.text }
}
