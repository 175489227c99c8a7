import Foundation

@testable import VitrineUI

/// The line breaker as it was before it worked over UTF-8: the same rules over an array of
/// `Character`s, kept as the reference the UTF-8 breaker must agree with on any text.
struct CharacterLineBreaker {
  /// A line: its text and advance width.
  struct Line: Equatable {
    var text: String
    var width: CGFloat
  }

  private let characters: [Character]
  /// Whether each character is a space (whitespace that is not a newline).
  private let spaces: [Bool]
  /// Whether each character is a newline.
  private let newlines: [Bool]
  /// `offsets[i]` is the advance of the characters before index `i`.
  private let offsets: [CGFloat]
  private let ellipsisWidth: CGFloat
  private static let ellipsis: Character = "…"
  private static let tolerance: CGFloat = 0.0001

  init(characters: [Character], advance: (Character) -> CGFloat) {
    self.characters = characters
    var spaces = [Bool](repeating: false, count: characters.count)
    var newlines = [Bool](repeating: false, count: characters.count)
    var offsets = [CGFloat](repeating: 0, count: characters.count + 1)
    for (index, character) in characters.enumerated() {
      // ASCII first: Unicode property lookups are slow and most text is ASCII.
      if let ascii = character.asciiValue {
        newlines[index] = ascii == 10 || ascii == 13
        spaces[index] = ascii == 32 || ascii == 9
      } else {
        newlines[index] = character.isNewline
        spaces[index] = character.isWhitespace && !character.isNewline
      }
      offsets[index + 1] = offsets[index] + (newlines[index] ? 0 : advance(character))
    }
    self.spaces = spaces
    self.newlines = newlines
    self.offsets = offsets
    ellipsisWidth = advance(Self.ellipsis)
  }

  private func width(_ range: Range<Int>) -> CGFloat {
    offsets[range.upperBound] - offsets[range.lowerBound]
  }

  private func isSpace(_ index: Int) -> Bool { spaces[index] }

  /// The ranges of the characters on each line, trailing spaces left out.
  func lines(width limit: CGFloat?) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var paragraphStart = 0
    while paragraphStart <= characters.count {
      var paragraphEnd = paragraphStart
      while paragraphEnd < characters.count, !newlines[paragraphEnd] {
        paragraphEnd += 1
      }
      breakParagraph(paragraphStart..<paragraphEnd, width: limit, into: &ranges)
      if paragraphEnd == characters.count { break }
      paragraphStart = paragraphEnd + 1
    }
    return ranges
  }

  private func breakParagraph(
    _ paragraph: Range<Int>, width limit: CGFloat?, into ranges: inout [Range<Int>]
  ) {
    guard !paragraph.isEmpty else {
      ranges.append(paragraph)
      return
    }
    var lineStart = paragraph.lowerBound
    while lineStart < paragraph.upperBound {
      var lineEnd = lineStart
      var cursor = lineStart
      while cursor < paragraph.upperBound {
        var wordStart = cursor
        while wordStart < paragraph.upperBound, isSpace(wordStart) { wordStart += 1 }
        var wordEnd = wordStart
        while wordEnd < paragraph.upperBound, !isSpace(wordEnd) { wordEnd += 1 }
        if wordStart == wordEnd {
          cursor = wordEnd
          break
        }
        if let limit, width(lineStart..<wordEnd) > limit + Self.tolerance {
          if lineEnd == lineStart {
            lineEnd = splitPoint(from: lineStart, to: wordEnd, width: limit)
          }
          break
        }
        lineEnd = wordEnd
        cursor = wordEnd
      }
      ranges.append(lineStart..<lineEnd)
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
    let keep = max(lineLimit ?? ranges.count, 1)
    guard ranges.count > keep else {
      return (ranges.map(line), false)
    }
    var lines = ranges.prefix(keep - 1).map(line)
    let start = ranges[keep - 1].lowerBound
    guard let limit else {
      lines.append(joined(text(ranges[keep - 1]), "", width: width(ranges[keep - 1])))
      return (lines, true)
    }
    let room = limit - ellipsisWidth
    switch mode {
    case .tail:
      var end = start
      while end < characters.count, !newlines[end] { end += 1 }
      let prefix = trimmed(longestPrefix(of: start..<end, width: room), trailing: true)
      lines.append(joined(text(prefix), "", width: width(prefix)))
    case .head:
      let suffix = trimmed(
        longestSuffix(of: start..<characters.count, width: room), trailing: false)
      lines.append(joined("", text(suffix), width: width(suffix)))
    case .middle:
      let (front, back) = middleParts(of: start..<characters.count, width: room)
      let prefix = trimmed(front, trailing: true)
      let suffix = trimmed(back, trailing: false)
      lines.append(joined(text(prefix), text(suffix), width: width(prefix) + width(suffix)))
    }
    return (lines, true)
  }

  private func line(_ range: Range<Int>) -> Line {
    Line(text: text(range), width: width(range))
  }

  private func text(_ range: Range<Int>) -> String {
    String(range.map { newlines[$0] ? " " : characters[$0] })
  }

  private func joined(_ before: String, _ after: String, width: CGFloat) -> Line {
    Line(text: before + String(Self.ellipsis) + after, width: width + ellipsisWidth)
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
      while upper > lower, spaces[upper - 1] || newlines[upper - 1] { upper -= 1 }
    } else {
      while lower < upper, spaces[lower] || newlines[lower] { lower += 1 }
    }
    return lower..<upper
  }
}
