import Foundation
import Testing

@testable import VitrineUI

/// A repeatable source of random numbers (SplitMix64).
private struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite("GreedyLineBreaker over UTF-8")
struct GreedyLineBreakerTests {
  /// Pieces random texts are made of: ASCII letters, spaces and tabs, every kind of newline
  /// ("\r\n" is one character), a vertical tab (neither space nor newline), accents both
  /// precomposed and combining, a family emoji of several scalars, and a no-break space.
  private static let pieces = [
    "a", "b", "W", "1", " ", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "é", "e\u{301}",
    "👩‍👩‍👧", "\u{2028}", "\u{85}", "\u{A0}", "语",
  ]

  /// Advances that differ per character, so a range mapped to the wrong bytes shows up in widths.
  private static func advance(_ character: Character) -> CGFloat {
    CGFloat(character.unicodeScalars.first.map { $0.value % 7 + 2 } ?? 1)
  }

  private static func lines(
    _ string: String, width: CGFloat?, lineLimit: Int?, mode: Text.TruncationMode,
    uniform: Bool
  ) -> (utf8: [GreedyLineBreaker.Line], reference: [CharacterLineBreaker.Line], Bool, Bool) {
    let breaker = GreedyLineBreaker(
      string: string, advance: uniform ? .uniform(3) : .perCharacter(advance))
    let reference = CharacterLineBreaker(
      characters: Array(string), advance: uniform ? { _ in 3 } : advance)
    let ranges = breaker.lines(width: width)
    #expect(ranges == reference.lines(width: width), "ranges of \(string.debugDescription)")
    // Breaking only as far as truncation looks (the limit and one more line) cuts the same.
    let maximum = GreedyLineBreaker.linesNeeded(forLineLimit: lineLimit)
    let needed = breaker.lines(width: width, maximum: maximum)
    #expect(needed == Array(ranges.prefix(maximum ?? ranges.count)))
    let new = breaker.truncate(needed, width: width, lineLimit: lineLimit, mode: mode)
    let old = reference.truncate(
      reference.lines(width: width), width: width, lineLimit: lineLimit, mode: mode)
    return (new.lines, old.lines, new.isTruncated, old.isTruncated)
  }

  @Test("agrees with the Character-based breaker on 3,000 random texts, either advance")
  func agreesWithCharacterBreaker() {
    var random = SplitMix(state: 14)
    let modes: [Text.TruncationMode] = [.tail, .head, .middle]
    for round in 0..<3_000 {
      let length = Int.random(in: 0...24, using: &random)
      let string = (0..<length).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
      let width: CGFloat? =
        round % 5 == 0 ? nil : CGFloat(Int.random(in: 0...40, using: &random))
      let lineLimit: Int? = round % 3 == 0 ? nil : Int.random(in: 1...3, using: &random)
      let mode = modes[round % 3]
      let (new, old, newCut, oldCut) = Self.lines(
        string, width: width, lineLimit: lineLimit, mode: mode, uniform: round % 2 == 0)
      #expect(new.map(\.text) == old.map(\.text), "text of \(string.debugDescription)")
      #expect(new.map(\.width) == old.map(\.width), "widths of \(string.debugDescription)")
      #expect(newCut == oldCut)
    }
  }

  @Test("truncating needs the kept lines and one more, whatever the limit")
  func linesNeeded() {
    #expect(GreedyLineBreaker.linesNeeded(forLineLimit: nil) == nil)
    #expect(GreedyLineBreaker.linesNeeded(forLineLimit: 2) == 3)
    // A limit below one keeps one line, as truncate does; the largest limit does not overflow.
    #expect(GreedyLineBreaker.linesNeeded(forLineLimit: -4) == 2)
    #expect(GreedyLineBreaker.linesNeeded(forLineLimit: Int.max) == Int.max)
    let layout = FixedAdvanceTextMeasurer().layout(
      TextLayoutRequest(string: "a b", font: ResolvedFont(size: 10), width: 0, lineLimit: .max))
    #expect(layout.lines.map(\.text) == ["a", "b"])
  }

  @Test("a line's text is a slice of the bytes, newlines shown as spaces")
  func slicesAndNewlines() {
    // Advances 1 each: "ab\r\ncd" is five characters (the CR-LF pair is one); with no width
    // and one line the paragraphs are not joined, and the cut line ends at "ab".
    let breaker = GreedyLineBreaker(string: "ab\r\ncd é", advance: .uniform(1))
    let ranges = breaker.lines(width: nil)
    #expect(ranges == [0..<2, 3..<7])
    let all = breaker.truncate(ranges, width: nil, lineLimit: nil, mode: .tail)
    #expect(all.lines.map(\.text) == ["ab", "cd é"])
    #expect(all.lines.map(\.width) == [2, 4])
    // Head truncation in 4 points: "…" (1) and the last 3 characters "d é".
    let head = breaker.truncate(ranges, width: 4, lineLimit: 1, mode: .head)
    #expect(head.lines.map(\.text) == ["…d é"])
  }
}
