import Foundation

/// The parts of a URL that universal-link patterns look at, percent-encoded as in the URL or
/// decoded.
struct URLParts {
  /// The path; an empty path reads as `/`.
  var path: String
  /// The whole query without `?`, or `nil` when the URL has none.
  var query: String?
  /// The query split at `&` into names and values (`nil` for an item without `=`).
  var queryItems: [(name: String, value: String?)]
  /// The fragment without `#`, or `nil` when the URL has none.
  var fragment: String?

  /// The parts of `url`, decoded unless `percentEncoded`.
  init(_ url: URL, percentEncoded: Bool) {
    let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    func form(_ text: String) -> String {
      percentEncoded ? text : (text.removingPercentEncoding ?? text)
    }
    let rawPath = components?.percentEncodedPath ?? ""
    path = form(rawPath.isEmpty ? "/" : rawPath)
    query = components?.percentEncodedQuery.map(form)
    fragment = components?.percentEncodedFragment.map(form)
    queryItems = (components?.percentEncodedQuery ?? "")
      .split(separator: "&", omittingEmptySubsequences: true)
      .map { item in
        guard let equals = item.firstIndex(of: "=") else { return (form(String(item)), nil) }
        return (
          form(String(item[..<equals])), form(String(item[item.index(after: equals)...]))
        )
      }
  }
}
