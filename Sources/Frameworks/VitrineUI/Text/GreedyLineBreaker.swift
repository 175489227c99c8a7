import Foundation

/// Greedy line breaking and truncation over characters of known advance, for measurers that
/// do not have a text engine of their own.
///
/// Lines break at spaces; a word wider than the whole width is broken between characters, and
/// every line takes at least one character so breaking always ends.
///
/// The text is kept as its UTF-8 bytes. Positions are character (grapheme cluster) indices,
/// as a reader counts them; each maps to the byte where the character starts, so a line's text
/// is one slice of the bytes. Text that is all ASCII without carriage returns (most text) has
/// one byte per character and needs no table for that mapping.
struct GreedyLineBreaker {
  /// A line: its text and advance width.
  struct Line: Equatable {
    var text: String
    var width: CGFloat
  }

  /// A line before its text is made: the characters of `front`, "…" when `cut`, then those of
  /// `back`, and the advance width of it all. Sizing needs only the widths, so text is made
  /// (``text(of:)``) only for lines that are drawn.
  struct Slice: Equatable {
    var front: Range<Int>
    var cut = false
    var back: Range<Int> = 0..<0
    var width: CGFloat
  }

  /// How far characters advance.
  enum Advance {
    /// Every character advances the same, so no character needs to be looked at.
    case uniform(CGFloat)
    /// Each character advances by what the closure says.
    case perCharacter((Character) -> CGFloat)

    /// The advance of `character` (made only when the advance depends on it).
    func of(_ character: @autoclosure () -> Character) -> CGFloat {
      switch self {
      case .uniform(let advance): return advance
      case .perCharacter(let advance): return advance(character())
      }
    }
  }

  /// What a character is to line breaking.
  private enum Kind: UInt8 {
    case other, space, newline
  }

  private let bytes: [UInt8]
  /// `starts[i]` is the byte where character `i` starts (and `starts[count]` the byte count);
  /// `nil` when every character is one byte.
  private let starts: [Int]?
  /// Whether each character is a space (whitespace that is not a newline), a newline or other;
  /// `nil` when every character is one byte, whose kind the byte says.
  private let kinds: [Kind]?
  /// `offsets[i]` is the advance of the characters before index `i`; `nil` when every
  /// character is one byte, none is a newline and all advance by `uniformAdvance`, a multiple
  /// of 1/64 (so `n × advance` is exactly the sum the table would hold).
  private let offsets: [CGFloat]?
  private let uniformAdvance: CGFloat
  /// The number of characters.
  private let count: Int
  private let ellipsisWidth: CGFloat
  private static let ellipsis: Character = "…"
  private static let tolerance: CGFloat = 0.0001

  init(string: String, advance: Advance) {
    let bytes = Array(string.utf8)
    self.bytes = bytes
    // Bytes below 0x80 are whole characters, except a carriage return before a line feed
    // (one character, "\r\n"); any other text is split into characters by the standard library.
    if case .uniform(let advance) = advance, Self.isExact(advance),
      bytes.allSatisfy({ $0 < 0x80 && $0 != 13 && $0 != 10 })
    {
      count = bytes.count
      starts = nil
      kinds = nil
      offsets = nil
      uniformAdvance = advance
    } else if bytes.allSatisfy({ $0 < 0x80 && $0 != 13 }) {
      count = bytes.count
      starts = nil
      kinds = nil
      uniformAdvance = 0
      var offsets: [CGFloat] = []
      offsets.reserveCapacity(count + 1)
      var total: CGFloat = 0
      offsets.append(total)
      for byte in bytes {
        if byte != 10 { total += advance.of(Character(Unicode.Scalar(byte))) }
        offsets.append(total)
      }
      self.offsets = offsets
    } else {
      var starts: [Int] = []
      var kinds: [Kind] = []
      var offsets: [CGFloat] = [0]
      var position = 0
      for character in string {
        starts.append(position)
        position += character.utf8.count
        let kind = Self.kind(of: character)
        kinds.append(kind)
        offsets.append(offsets[offsets.count - 1] + (kind == .newline ? 0 : advance.of(character)))
      }
      starts.append(position)
      count = kinds.count
      self.starts = starts
      self.kinds = kinds
      self.offsets = offsets
      uniformAdvance = 0
    }
    ellipsisWidth = advance.of(Self.ellipsis)
  }

  /// Whether `advance` is a finite multiple of 1/64: then adding it up character by character
  /// and multiplying it by a count give the same number (both exact) for any text length.
  private static func isExact(_ advance: CGFloat) -> Bool {
    advance.isFinite && abs(advance) < 1_048_576 && (advance * 64).rounded() == advance * 64
  }

  private static func kind(of character: Character) -> Kind {
    // ASCII first: Unicode property lookups are slow and most text is ASCII ("\r\n" is 10).
    if let ascii = character.asciiValue {
      if ascii == 10 || ascii == 13 { return .newline }
      return ascii == 32 || ascii == 9 ? .space : .other
    }
    if character.isNewline { return .newline }
    return character.isWhitespace ? .space : .other
  }

  private func width(_ range: Range<Int>) -> CGFloat {
    guard let offsets else { return CGFloat(range.count) * uniformAdvance }
    return offsets[range.upperBound] - offsets[range.lowerBound]
  }

  /// What character `index` is to line breaking.
  private func kind(_ index: Int) -> Kind {
    if let kinds { return kinds[index] }
    switch bytes[index] {
    case 10: return .newline
    case 32, 9: return .space
    default: return .other
    }
  }

  private func isSpace(_ index: Int) -> Bool { kind(index) == .space }

  private func isNewline(_ index: Int) -> Bool { kind(index) == .newline }

  /// The byte where character `index` starts.
  private func byte(_ index: Int) -> Int { starts?[index] ?? index }

  /// The most lines ``truncate(_:width:lineLimit:mode:)`` looks at for `lineLimit`: the lines
  /// it keeps and one more (any limit, even `Int.max`, gives a number).
  static func linesNeeded(forLineLimit lineLimit: Int?) -> Int? {
    lineLimit.map { min(max($0, 1), Int.max - 1) + 1 }
  }

  /// The ranges of the characters on each line, trailing spaces left out; with `maximum`,
  /// breaking stops once that many lines are found (truncating to `n` lines needs only the
  /// first `n + 1`: those it keeps, and one to know that text was cut).
  func lines(width limit: CGFloat?, maximum: Int? = nil) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    // At most one line per character, and one for empty text.
    ranges.reserveCapacity(min(maximum ?? Int.max, count + 1))
    lines(width: limit, maximum: maximum, into: &ranges)
    return ranges
  }

  /// Breaks the text into `ranges`, as ``lines(width:maximum:)`` does.
  private func lines<Sink: LineSink>(
    width limit: CGFloat?, maximum: Int?, into ranges: inout Sink
  ) {
    var paragraphStart = 0
    let maximum = maximum ?? Int.max
    while paragraphStart <= count, ranges.count < maximum {
      var paragraphEnd = paragraphStart
      while paragraphEnd < count, !isNewline(paragraphEnd) {
        paragraphEnd += 1
      }
      breakParagraph(paragraphStart..<paragraphEnd, width: limit, maximum: maximum, into: &ranges)
      if paragraphEnd == count { break }
      paragraphStart = paragraphEnd + 1
    }
  }

  private func breakParagraph<Sink: LineSink>(
    _ paragraph: Range<Int>, width limit: CGFloat?, maximum: Int,
    into ranges: inout Sink
  ) {
    guard !paragraph.isEmpty else {
      ranges.append(paragraph, width: 0)
      return
    }
    var lineStart = paragraph.lowerBound
    // The end of the word that did not fit on the last line, which the next line starts in
    // (at its start, or inside it when it was split): found once, not again for each line.
    var overflowingWordEnd = paragraph.lowerBound
    while lineStart < paragraph.upperBound, ranges.count < maximum {
      var lineEnd = lineStart
      var cursor = lineStart
      while cursor < paragraph.upperBound {
        var wordStart = cursor
        var wordEnd: Int
        if cursor == lineStart, lineStart < overflowingWordEnd {
          wordEnd = overflowingWordEnd
        } else {
          while wordStart < paragraph.upperBound, isSpace(wordStart) { wordStart += 1 }
          wordEnd = wordStart
          while wordEnd < paragraph.upperBound, !isSpace(wordEnd) { wordEnd += 1 }
        }
        if wordStart == wordEnd {
          cursor = wordEnd
          break
        }
        if let limit, width(lineStart..<wordEnd) > limit + Self.tolerance {
          if lineEnd == lineStart {
            lineEnd = splitPoint(from: lineStart, to: wordEnd, width: limit)
          }
          overflowingWordEnd = wordEnd
          break
        }
        lineEnd = wordEnd
        cursor = wordEnd
      }
      ranges.append(lineStart..<lineEnd, width: width(lineStart..<lineEnd))
      lineStart = lineEnd
      while lineStart < paragraph.upperBound, isSpace(lineStart) { lineStart += 1 }
    }
  }

  /// The end of the longest run from `start` that fits in `limit`, at least one character.
  private func splitPoint(from start: Int, to end: Int, width limit: CGFloat) -> Int {
    var split = start + 1
    while split < end, width(start..<(split + 1)) <= limit + Self.tolerance { split += 1 }
    return split
  }

  /// The lines to draw: all of them, or `lineLimit` of them with the last one cut by `mode`.
  func truncate(
    _ ranges: [Range<Int>], width limit: CGFloat?, lineLimit: Int?, mode: Text.TruncationMode
  ) -> (lines: [Line], isTruncated: Bool) {
    let sliced = slices(ranges, width: limit, lineLimit: lineLimit, mode: mode)
    return (sliced.slices.map { Line(text: text(of: $0), width: $0.width) }, sliced.isTruncated)
  }

  /// The lines ``truncate(_:width:lineLimit:mode:)`` gives, as slices without their text.
  func slices(
    _ ranges: [Range<Int>], width limit: CGFloat?, lineLimit: Int?, mode: Text.TruncationMode
  ) -> (slices: [Slice], isTruncated: Bool) {
    let keep = max(lineLimit ?? ranges.count, 1)
    guard ranges.count > keep else {
      return ([Slice](reservedCount: ranges.count) { slice(ranges[$0]) }, false)
    }
    var slices = [Slice]()
    slices.reserveCapacity(keep)
    for range in ranges.prefix(keep - 1) { slices.append(slice(range)) }
    let start = ranges[keep - 1].lowerBound
    guard let limit else {
      let last = ranges[keep - 1]
      slices.append(Slice(front: last, cut: true, width: width(last) + ellipsisWidth))
      return (slices, true)
    }
    let room = limit - ellipsisWidth
    switch mode {
    case .tail:
      var end = start
      while end < count, !isNewline(end) { end += 1 }
      let prefix = trimmed(longestPrefix(of: start..<end, width: room), trailing: true)
      slices.append(Slice(front: prefix, cut: true, width: width(prefix) + ellipsisWidth))
    case .head:
      let suffix = trimmed(longestSuffix(of: start..<count, width: room), trailing: false)
      slices.append(
        Slice(front: start..<start, cut: true, back: suffix, width: width(suffix) + ellipsisWidth))
    case .middle:
      let (front, back) = middleParts(of: start..<count, width: room)
      let prefix = trimmed(front, trailing: true)
      let suffix = trimmed(back, trailing: false)
      slices.append(
        Slice(
          front: prefix, cut: true, back: suffix,
          width: width(prefix) + width(suffix) + ellipsisWidth))
    }
    return (slices, true)
  }

  /// The number of lines ``slices(_:width:lineLimit:mode:)`` keeps of the lines broken at
  /// `limit`, the widest one's width and whether text was cut: lines are counted as they are
  /// found, and kept only when text is cut.
  func extent(
    width limit: CGFloat?, lineLimit: Int?, mode: Text.TruncationMode
  ) -> (lineCount: Int, width: CGFloat, isTruncated: Bool) {
    let maximum = Self.linesNeeded(forLineLimit: lineLimit)
    var counted = LineExtent()
    lines(width: limit, maximum: maximum, into: &counted)
    guard counted.count > max(lineLimit ?? counted.count, 1) else {
      return (counted.count, counted.widest ?? 0, false)
    }
    let kept = slices(
      lines(width: limit, maximum: maximum), width: limit, lineLimit: lineLimit, mode: mode)
    return (kept.slices.count, kept.slices.lazy.map(\.width).max() ?? 0, kept.isTruncated)
  }

  /// The untruncated line of `range`.
  private func slice(_ range: Range<Int>) -> Slice { Slice(front: range, width: width(range)) }

  /// The text `slice` shows.
  func text(of slice: Slice) -> String {
    guard slice.cut else { return text(slice.front) }
    return text(slice.front) + String(Self.ellipsis) + text(slice.back)
  }

  /// The characters of `range` as a string, each newline shown as a space.
  private func text(_ range: Range<Int>) -> String {
    guard range.contains(where: isNewline) else {
      return String(decoding: bytes[byte(range.lowerBound)..<byte(range.upperBound)], as: UTF8.self)
    }
    var text = ""
    for index in range {
      if isNewline(index) {
        text.append(" ")
      } else {
        text += String(decoding: bytes[byte(index)..<byte(index + 1)], as: UTF8.self)
      }
    }
    return text
  }

  private func longestPrefix(of range: Range<Int>, width room: CGFloat) -> Range<Int> {
    var end = range.lowerBound
    while end < range.upperBound, width(range.lowerBound..<(end + 1)) <= room + Self.tolerance {
      end += 1
    }
    return range.lowerBound..<end
  }

  private func longestSuffix(of range: Range<Int>, width room: CGFloat) -> Range<Int> {
    var start = range.upperBound
    while start > range.lowerBound, width((start - 1)..<range.upperBound) <= room + Self.tolerance {
      start -= 1
    }
    return start..<range.upperBound
  }

  /// A prefix and a suffix of `range` that together fit in `room`, taken alternately from the
  /// front and the back so the cut lands in the middle.
  private func middleParts(of range: Range<Int>, width room: CGFloat) -> (Range<Int>, Range<Int>) {
    var front = range.lowerBound
    var back = range.upperBound
    var takeFront = true
    while front < back {
      let next = takeFront ? front + 1 : back - 1
      let total =
        takeFront
        ? width(range.lowerBound..<next) + width(back..<range.upperBound)
        : width(range.lowerBound..<front) + width(next..<range.upperBound)
      if total > room + Self.tolerance { break }
      if takeFront { front = next } else { back = next }
      takeFront.toggle()
    }
    return (range.lowerBound..<front, back..<range.upperBound)
  }

  /// `range` without spaces at its end (`trailing`) or start.
  private func trimmed(_ range: Range<Int>, trailing: Bool) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    if trailing {
      while upper > lower, kind(upper - 1) != .other { upper -= 1 }
    } else {
      while lower < upper, kind(lower) != .other { lower += 1 }
    }
    return lower..<upper
  }
}

/// Where line breaking puts the lines it finds.
private protocol LineSink {
  /// The number of lines so far.
  var count: Int { get }
  /// Takes the line of the characters in `range`, `width` wide.
  mutating func append(_ range: Range<Int>, width: CGFloat)
}

extension Array: LineSink where Element == Range<Int> {
  fileprivate mutating func append(_ range: Range<Int>, width: CGFloat) { append(range) }
}

/// The number of lines and the widest one's width, without the lines.
private struct LineExtent: LineSink {
  var count = 0
  var widest: CGFloat?

  mutating func append(_ range: Range<Int>, width: CGFloat) {
    count += 1
    widest = max(widest ?? width, width)
  }
}
