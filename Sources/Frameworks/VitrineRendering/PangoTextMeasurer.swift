import Foundation
import VitrineUI

/// VitrineUI's ``TextMeasurer`` backed by Pango, with the renderer's pinned fonts.
///
/// Pango decides where lines break (between words, and between characters inside a word too
/// long for a line); each line is then shaped on its own, and that shaped line's width is the
/// width layout uses and the glyphs the renderer draws. Line height and baselines come from
/// the font's ascent and descent, so emoji on a line do not move it, plus the leading that
/// brings the system font's lines to iOS's line height (``SystemLineHeight``).
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

  /// The most bytes a text of several runs is laid out in runs; a longer one is laid out in
  /// its first run's font (runs are written in code, so this is a guard, not a limit met).
  static let maximumRunBytes = 4_096

  private static func layout(
    _ request: TextLayoutRequest, engine: FontSystem.Locked
  )
    -> TextLayout
  {
    let runs = request.string.utf8.count <= maximumRunBytes ? TextRuns(request) : nil
    let font = request.font
    let shaping = Shaping(font: font, runs: runs, engine: engine)
    let metrics = shaping.metrics
    let natural = metrics.ascent + metrics.descent
    let leading = SystemLineHeight.leading(for: font, natural: natural)
    let lineHeight = natural + leading
    guard !request.string.isEmpty else {
      var empty = TextLayout(
        lines: [], size: .zero, lineHeight: lineHeight, firstBaseline: 0, lastBaseline: 0,
        isTruncated: false)
      empty.leading = leading
      return empty
    }
    let width = request.width.flatMap { $0.isFinite ? max($0, 0) : nil }
    let broken =
      runs == nil
      ? TextBudget.breakBounded(request) { string in
        breakText(string, shaping: shaping, width: width)
      } : breakText(request.string, shaping: shaping, width: width)
    let paragraphs = broken.paragraphs
    var texts = broken.texts
    var spans = texts.indices.map { index in
      runs?.spans(from: broken.byteStarts[index], count: texts[index].utf8.count) ?? []
    }
    let starts = broken.starts
    let keep = max(min(request.lineLimit ?? texts.count, TextBudget.maximumLines), 1)
    var isTruncated = broken.unwrappedCut
    if texts.count > keep {
      isTruncated = true
      let lineStart = broken.byteStarts[keep - 1]
      texts.removeSubrange((keep - 1)...)
      spans.removeSubrange((keep - 1)...)
      let start = starts[keep - 1]
      let paragraph = Array(paragraphs[start.paragraph])
      let restOfParagraph = String(paragraph[start.offset...])
      let restOfText =
        ([restOfParagraph] + paragraphs[(start.paragraph + 1)...].map(String.init))
        .joined(separator: " ")
      let cut = truncatedLine(
        mode: request.truncationMode, paragraphRest: restOfParagraph, textRest: restOfText,
        lineStart: lineStart, shaping: shaping, width: width)
      texts.append(cut.text)
      spans.append(cut.spans)
    }
    let widths = zip(texts, spans).map { shaping.line($0, spans: $1).width }
    let blockWidth = widths.max() ?? 0
    let fraction = request.alignment.fraction
    let lines = texts.indices.map { index in
      TextLine(
        text: texts[index],
        origin: CGPoint(
          x: (blockWidth - widths[index]) * fraction,
          y: CGFloat(index) * lineHeight + metrics.ascent),
        width: widths[index], spans: spans[index])
    }
    // Leading goes between lines, not after the last: one line is as tall as its font.
    var layout = TextLayout(
      lines: lines,
      size: CGSize(width: blockWidth, height: CGFloat(lines.count) * lineHeight - leading),
      lineHeight: lineHeight, firstBaseline: metrics.ascent,
      lastBaseline: CGFloat(lines.count - 1) * lineHeight + metrics.ascent,
      isTruncated: isTruncated)
    layout.leading = leading
    return layout
  }

  /// Shapes and breaks text in one font, or in the runs of a multi-run text.
  struct Shaping {
    let font: ResolvedFont
    let runs: TextRuns?
    let engine: FontSystem.Locked

    /// The ascent and descent of a line: the font's, or the largest of the runs'.
    var metrics: FontMetrics {
      guard let runs else { return engine.metrics(font) }
      var result = FontMetrics(ascent: 0, descent: 0)
      for run in runs.runs {
        let metrics = engine.metrics(run.font)
        result.ascent = max(result.ascent, metrics.ascent + max(run.font.baselineOffset, 0))
        result.descent = max(result.descent, metrics.descent - min(run.font.baselineOffset, 0))
      }
      return result
    }

    /// `text` shaped on one line, in the runs of `spans` (the font alone when empty).
    func line(_ text: String, spans: [TextSpan]) -> ShapedLine {
      engine.line(text, font: font, runs: runs.map { runs in fontRuns(spans, in: runs) } ?? [])
    }

    /// The line breaks of `utf8`, which starts at byte `offset` of the text.
    func lineBreaks(_ utf8: [UInt8], at offset: Int, width: CGFloat) -> [Range<Int>] {
      let fontRuns = runs.map { self.fontRuns($0.spans(from: offset, count: utf8.count), in: $0) }
      return engine.lineBreaks(utf8, font: font, runs: fontRuns ?? [], width: width)
    }

    private func fontRuns(_ spans: [TextSpan], in runs: TextRuns) -> [TextRun] {
      spans.map { TextRun(utf8Count: $0.utf8Count, font: runs.runs[$0.run].font) }
    }
  }

  /// Every line of `string`: its paragraphs, broken at `width` (or one line each without one).
  private static func breakText(
    _ string: String, shaping: Shaping, width: CGFloat?
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
      let paragraphStart =
        paragraph.startIndex.samePosition(in: string.utf8).map {
          string.utf8.distance(from: string.utf8.startIndex, to: $0)
        } ?? 0
      for line in breakParagraph(text, at: paragraphStart, shaping: shaping, width: width) {
        broken.texts.append(line.text)
        broken.starts.append((index, line.offset))
        broken.byteStarts.append(paragraphStart + line.byteOffset)
      }
    }
    return broken
  }

  /// The lines of one paragraph (no newlines), trailing spaces dropped, each with the offset in
  /// characters and in bytes where it starts.
  private static func breakParagraph(
    _ paragraph: String, at paragraphStart: Int, shaping: Shaping, width: CGFloat?
  ) -> [(text: String, offset: Int, byteOffset: Int)] {
    guard let width, !paragraph.isEmpty else { return [(paragraph, 0, 0)] }
    let whole = trimmingTrailingSpaces(paragraph)
    let wholeSpans = shaping.runs?.spans(from: paragraphStart, count: whole.utf8.count) ?? []
    if shaping.line(whole, spans: wholeSpans).width <= width + tolerance { return [(whole, 0, 0)] }
    let utf8 = Array(paragraph.utf8)
    let ranges = shaping.lineBreaks(utf8, at: paragraphStart, width: width)
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
      return (trimmingTrailingSpaces(text), offset, range.lowerBound)
    }
  }

  /// The last line kept when text is cut: the rest of the text shortened with "…" so that it
  /// fits `width`, at the end (tail), the start (head) or the middle; with its spans when the
  /// text has runs (the rest starts at byte `lineStart`, and ends where the text ends).
  private static func truncatedLine(
    mode: Text.TruncationMode, paragraphRest: String, textRest: String, lineStart: Int,
    shaping: Shaping, width: CGFloat?
  ) -> (text: String, spans: [TextSpan]) {
    let ellipsisBytes = ellipsis.utf8.count
    func joined(_ front: String, _ back: String) -> (text: String, spans: [TextSpan]) {
      let spans =
        shaping.runs?.spans(
          before: front.utf8.count, at: lineStart, ellipsis: ellipsisBytes,
          after: back.utf8.count) ?? []
      return (front + ellipsis + back, spans)
    }
    func fits(_ line: (text: String, spans: [TextSpan])) -> Bool {
      shaping.line(line.text, spans: line.spans).width <= width.map { $0 + tolerance } ?? .infinity
    }
    guard width != nil else {
      return joined(trimmingTrailingSpaces(firstLine(of: paragraphRest)), "")
    }
    switch mode {
    case .tail:
      let characters = Array(paragraphRest)
      func line(_ count: Int) -> (text: String, spans: [TextSpan]) {
        joined(trimmingTrailingSpaces(String(characters[..<count])), "")
      }
      return line(largest(upTo: characters.count) { fits(line($0)) })
    case .head:
      let characters = Array(textRest)
      func line(_ count: Int) -> (text: String, spans: [TextSpan]) {
        joined("", trimmingLeadingSpaces(String(characters[(characters.count - count)...])))
      }
      return line(largest(upTo: characters.count) { fits(line($0)) })
    case .middle:
      let characters = Array(textRest)
      func line(_ count: Int) -> (text: String, spans: [TextSpan]) {
        let front = (count + 1) / 2
        let back = count / 2
        return joined(
          trimmingTrailingSpaces(String(characters[..<front])),
          trimmingLeadingSpaces(String(characters[(characters.count - back)...])))
      }
      return line(largest(upTo: characters.count) { fits(line($0)) })
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
