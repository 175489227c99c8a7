import Foundation
import VitrineUI

/// VitrineUI's ``TextMeasurer`` backed by Pango, with the renderer's pinned fonts.
///
/// Pango decides where lines break (between words, and between characters inside a word too
/// long for a line); each line is then shaped on its own, and that shaped line's width is the
/// width layout uses and the glyphs the renderer draws. Line height and baselines come from
/// the font's ascent and descent, so emoji on a line do not move it.
///
/// Text is handed to Pango as UTF-8 with byte lengths, and line breaks come back as byte
/// offsets, so text with emoji, flags or combining marks is cut exactly where Pango cut it.
///
/// What is broken and shaped is bounded, whatever the text (``TextBudget``): a text longer than
/// its lines can show is cut before Pango sees it, keeping its end for head and middle
/// truncation, and the lines drawn are the same as for the whole text.
public struct PangoTextMeasurer: TextMeasurer {
  /// The fonts and engine used.
  public let fonts: FontSystem

  /// Creates a measurer over `fonts`.
  public init(fonts: FontSystem) {
    self.fonts = fonts
  }

  /// Creates a measurer over the shared font system (Inter and Noto Color Emoji).
  public init() throws {
    self.init(fonts: try FontSystem.shared())
  }

  private static let ellipsis = "…"
  private static let tolerance: CGFloat = 0.0001

  /// Lays the text out with Pango over the pinned fonts.
  public func layout(_ request: TextLayoutRequest) -> TextLayout {
    fonts.withLock { engine in
      Self.layout(request, engine: engine)
    }
  }

  private static func layout(
    _ request: TextLayoutRequest, engine: FontSystem.Locked
  )
    -> TextLayout
  {
    let font = request.font
    let metrics = engine.metrics(font)
    let lineHeight = metrics.ascent + metrics.descent
    guard !request.string.isEmpty else {
      return TextLayout(
        lines: [], size: .zero, lineHeight: lineHeight, firstBaseline: 0, lastBaseline: 0,
        isTruncated: false)
    }
    let width = request.width.flatMap { $0.isFinite ? max($0, 0) : nil }
    let broken = TextBudget.breakBounded(request) { string in
      breakText(string, font: font, width: width, engine: engine)
    }
    let paragraphs = broken.paragraphs
    var texts = broken.texts
    let starts = broken.starts
    let keep = max(min(request.lineLimit ?? texts.count, TextBudget.maximumLines), 1)
    var isTruncated = broken.unwrappedCut
    if texts.count > keep {
      isTruncated = true
      texts.removeSubrange((keep - 1)...)
      let start = starts[keep - 1]
      let paragraph = Array(paragraphs[start.paragraph])
      let restOfParagraph = String(paragraph[start.offset...])
      let restOfText =
        ([restOfParagraph] + paragraphs[(start.paragraph + 1)...].map(String.init))
        .joined(separator: " ")
      texts.append(
        truncatedLine(
          mode: request.truncationMode, paragraphRest: restOfParagraph, textRest: restOfText,
          font: font, width: width, engine: engine))
    }
    let widths = texts.map { engine.line($0, font: font).width }
    let blockWidth = widths.max() ?? 0
    let fraction = request.alignment.fraction
    let lines = zip(texts, widths).enumerated().map { index, pair in
      TextLine(
        text: pair.0,
        origin: CGPoint(
          x: (blockWidth - pair.1) * fraction, y: CGFloat(index) * lineHeight + metrics.ascent),
        width: pair.1)
    }
    return TextLayout(
      lines: lines, size: CGSize(width: blockWidth, height: CGFloat(lines.count) * lineHeight),
      lineHeight: lineHeight, firstBaseline: metrics.ascent,
      lastBaseline: CGFloat(lines.count - 1) * lineHeight + metrics.ascent,
      isTruncated: isTruncated)
  }

  /// Every line of `string`: its paragraphs, broken at `width` (or one line each without one).
  private static func breakText(
    _ string: String, font: ResolvedFont, width: CGFloat?, engine: FontSystem.Locked
  ) -> BrokenText {
    var paragraphs = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    var unwrappedCut = false
    if width == nil {
      // Unwrapped text is one line per paragraph: only so much of it can be seen.
      let most = TextBudget.maximumUnwrappedCharacters
      paragraphs = paragraphs.map { paragraph in
        guard paragraph.count > most else { return paragraph }
        unwrappedCut = true
        return Substring(String(paragraph.prefix(most)) + ellipsis)
      }
    }
    var broken = BrokenText(paragraphs: paragraphs)
    broken.unwrappedCut = unwrappedCut
    for (index, paragraph) in paragraphs.enumerated() {
      let text = String(paragraph)
      for line in breakParagraph(text, font: font, width: width, engine: engine) {
        broken.texts.append(line.text)
        broken.starts.append((index, line.offset))
      }
    }
    return broken
  }

  /// The lines of one paragraph (no newlines), trailing spaces dropped, each with the offset in
  /// characters where it starts.
  private static func breakParagraph(
    _ paragraph: String, font: ResolvedFont, width: CGFloat?, engine: FontSystem.Locked
  ) -> [(text: String, offset: Int)] {
    guard let width, !paragraph.isEmpty else { return [(paragraph, 0)] }
    let whole = trimmingTrailingSpaces(paragraph)
    if engine.line(whole, font: font).width <= width + tolerance { return [(whole, 0)] }
    let utf8 = Array(paragraph.utf8)
    let ranges = engine.lineBreaks(utf8, font: font, width: width)
    // Character offsets of byte offsets, for truncation which works in characters.
    var characterAt: [Int: Int] = [:]
    var byte = 0
    for (index, character) in paragraph.enumerated() {
      characterAt[byte] = index
      byte += character.utf8.count
    }
    characterAt[byte] = paragraph.count
    return ranges.compactMap { range in
      guard let offset = characterAt[range.lowerBound] else { return nil }
      let text = String(decoding: utf8[range], as: UTF8.self)
      return (trimmingTrailingSpaces(text), offset)
    }
  }

  /// The last line kept when text is cut: the rest of the text shortened with "…" so that it
  /// fits `width`, at the end (tail), the start (head) or the middle.
  private static func truncatedLine(
    mode: Text.TruncationMode, paragraphRest: String, textRest: String, font: ResolvedFont,
    width: CGFloat?, engine: FontSystem.Locked
  ) -> String {
    guard let width else {
      return trimmingTrailingSpaces(firstLine(of: paragraphRest)) + ellipsis
    }
    func fits(_ text: String) -> Bool { engine.line(text, font: font).width <= width + tolerance }
    switch mode {
    case .tail:
      let characters = Array(paragraphRest)
      let count = largest(upTo: characters.count) { count in
        fits(trimmingTrailingSpaces(String(characters[..<count])) + ellipsis)
      }
      return trimmingTrailingSpaces(String(characters[..<count])) + ellipsis
    case .head:
      let characters = Array(textRest)
      let count = largest(upTo: characters.count) { count in
        fits(ellipsis + trimmingLeadingSpaces(String(characters[(characters.count - count)...])))
      }
      return ellipsis + trimmingLeadingSpaces(String(characters[(characters.count - count)...]))
    case .middle:
      let characters = Array(textRest)
      func joined(_ count: Int) -> String {
        let front = (count + 1) / 2
        let back = count / 2
        return trimmingTrailingSpaces(String(characters[..<front])) + ellipsis
          + trimmingLeadingSpaces(String(characters[(characters.count - back)...]))
      }
      return joined(largest(upTo: characters.count) { fits(joined($0)) })
    }
  }

  /// The largest `n` in `0...limit` for which `accepts(n)` holds, assuming it holds up to some
  /// point and not after (0 when it never holds).
  private static func largest(upTo limit: Int, accepts: (Int) -> Bool) -> Int {
    var low = 0
    var high = limit
    while low < high {
      let middle = (low + high + 1) / 2
      if accepts(middle) { low = middle } else { high = middle - 1 }
    }
    return low
  }

  private static func firstLine(of text: String) -> String {
    String(text.prefix { !$0.isNewline })
  }

  private static func trimmingTrailingSpaces(_ text: String) -> String {
    var text = Substring(text)
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return String(text)
  }

  private static func trimmingLeadingSpaces(_ text: String) -> String {
    String(text.drop { $0.isWhitespace })
  }
}
