import Foundation
import VitrineAssociatedDomains

/// Finds the links in a message's text, as Messages underlines them.
///
/// A link starts at `http://` or `https://` (any case) and runs to the next white space;
/// punctuation that ends a sentence (`.,;:!?`), closing quotes and a `)` without its `(` are
/// not part of it. Text that does not parse as a URL with a host is not a link. The text is read
/// as a browser reads it (``URLNormalization/url(fromText:)``): a backslash before the query is
/// a slash, so `https://evil.example\@vitrine.example/` is a link to `evil.example`.
public enum LinkExtractor {
  /// At most this many links are read from one message.
  public static let limit = 64

  /// The links in `text`, in order.
  public static func links(in text: String) -> [URL] {
    var links: [URL] = []
    for word in text.split(whereSeparator: { $0.isWhitespace }) {
      guard links.count < limit else { break }
      let lowered = word.lowercased()
      guard let start = lowered.range(of: "http://") ?? lowered.range(of: "https://") else {
        continue
      }
      let offset = lowered.distance(from: lowered.startIndex, to: start.lowerBound)
      var candidate = String(word.dropFirst(offset))
      var unmatchedClosers =
        candidate.filter { $0 == ")" }.count - candidate.filter { $0 == "(" }.count
      while let last = candidate.last,
        ".,;:!?\"'»”’".contains(last) || (last == ")" && unmatchedClosers > 0)
      {
        if last == ")" { unmatchedClosers -= 1 }
        candidate.removeLast()
      }
      if let url = URLNormalization.url(fromText: candidate), url.host?.isEmpty == false {
        links.append(url)
      }
    }
    return links
  }
}
