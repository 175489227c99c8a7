import Foundation
import VitrineUI

/// How much of a text is broken into lines and shaped: only what its lines can show.
///
/// Pango breaks a long word character by character in time that grows with the square of its
/// length (a 10,000-character title took 11 s), so a text is never handed to it whole when
/// only a few lines of it can be seen. A text has at most its line limit of lines, and never
/// more than ``maximumLines`` (more than the tallest widget shows at the smallest text style).
///
/// Pango breaks greedily: a line's end depends only on the text up to the line after it. So a
/// text is cut to a prefix, followed by a paragraph of its last characters (what head and
/// middle truncation show: a line's worth at a tenth of an em per character, narrower than
/// any visible character of the pinned fonts); when the prefix alone makes three lines more
/// than are kept, the kept lines are exactly those of the whole text. Otherwise the prefix is
/// doubled and broken again, so the work is at most about twice what the kept lines need.
public enum TextBudget {
  /// The most lines a text is laid out in.
  public static let maximumLines = 40
  /// The narrowest a visible character is taken to be, in ems.
  public static let narrowestAdvance: CGFloat = 0.1
  /// The most characters one line of unwrapped text (no width) shows before "…".
  public static let maximumUnwrappedCharacters = 2_000

  /// The most characters one line of `request` can show.
  static func charactersPerLine(_ request: TextLayoutRequest) -> Int {
    guard let width = request.width, width.isFinite, request.font.size > 0 else {
      return maximumUnwrappedCharacters
    }
    let fit = (max(width, 0) / (narrowestAdvance * request.font.size)).rounded(.down)
    return fit < CGFloat(maximumUnwrappedCharacters) ? Int(fit) + 1 : maximumUnwrappedCharacters
  }

  /// Set by tests to break whole texts, to compare with what the budget gives.
  @TaskLocal static var isDisabled = false

  /// The lines of `request`'s text as `breakText` breaks them, given only as much of the text
  /// as its kept lines need.
  static func breakBounded(
    _ request: TextLayoutRequest, breakText: (String) -> BrokenText
  ) -> BrokenText {
    let string = request.string
    guard !isDisabled else { return breakText(string) }
    let kept = min(max(request.lineLimit ?? maximumLines, 1), maximumLines)
    guard let width = request.width, width.isFinite else {
      // Unwrapped: a line per paragraph, so the first paragraphs past the kept ones, each to
      // what one line shows, are all that can matter.
      var paragraphs: [Substring] = []
      var rest = Substring(string)
      while paragraphs.count <= kept, let end = firstNewline(in: rest) {
        paragraphs.append(rest[..<end])
        rest = rest[rest.index(after: end)...]
      }
      if paragraphs.count <= kept { paragraphs.append(rest) }
      guard paragraphs.count > kept || string.utf8.count > maximumUnwrappedCharacters else {
        return breakText(string)
      }
      var broken = breakText(
        paragraphs.prefix(kept + 1).map { String($0.prefix(maximumUnwrappedCharacters + 1)) }
          .joined(separator: "\n"))
      broken.cut = true
      return broken
    }
    let tail = charactersPerLine(request)
    // A first guess of half an em per character; doubled while it is not enough.
    var prefixLength = (kept + 3) * max(tail / 5, 8)
    // Counting stops at the first character past what could be needed.
    while string.utf8.count > prefixLength + tail
      && !string.dropFirst(prefixLength + tail).isEmpty
    {
      let prefix = string.prefix(prefixLength)
      let prefixParagraphs = prefix.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
      var broken = breakText(String(prefix) + "\n" + string.suffix(tail))
      let prefixLines = broken.starts.lazy.filter { $0.paragraph < prefixParagraphs }.count
      if prefixLines >= kept + 3 {
        broken.cut = true
        return broken
      }
      prefixLength *= 2
    }
    return breakText(string)
  }
}

extension TextBudget {
  /// Where the first newline of `text` is, found in its UTF-8 bytes (much faster than walking
  /// characters): U+000A to U+000D, U+0085, U+2028 and U+2029, which `Character.isNewline` names.
  static func firstNewline(in text: Substring) -> Substring.Index? {
    let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      // Plain comparisons: this loop may see megabytes, and runs unoptimized in debug builds.
      var offset = 0
      let count = bytes.count
      while offset < count {
        let byte = bytes[offset]
        if byte <= 0x0D && byte >= 0x0A { return offset }
        if byte == 0xC2 && offset + 1 < count && bytes[offset + 1] == 0x85 { return offset }
        if byte == 0xE2 && offset + 2 < count && bytes[offset + 1] == 0x80
          && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9)
        {
          return offset
        }
        offset += 1
      }
      return nil
    }
    guard let found else {
      // Not contiguous (a bridged string): walk its characters.
      return text.firstIndex(where: \.isNewline)
    }
    return found.map { text.utf8.index(text.utf8.startIndex, offsetBy: $0) }
  }
}

/// A text broken into lines: its paragraphs, each line's text and where it starts.
struct BrokenText {
  /// The paragraphs broken (of the cut text, when it was cut).
  var paragraphs: [Substring]
  /// The lines, trailing spaces dropped.
  var texts: [String] = []
  /// Where each line starts: its paragraph and the character offset in it.
  var starts: [(paragraph: Int, offset: Int)] = []
  /// Where each line starts, in UTF-8 bytes from the start of the text broken.
  var byteStarts: [Int] = []
  /// Whether the text was cut to what its lines can show.
  var cut = false
  /// Whether an unwrapped paragraph was longer than a line shows.
  var unwrappedCut = false
}
