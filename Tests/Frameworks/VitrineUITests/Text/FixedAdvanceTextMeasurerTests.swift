import Foundation
import Testing

@testable import VitrineUI

@Suite("FixedAdvanceTextMeasurer and line breaking")
struct FixedAdvanceTextMeasurerTests {
  private func measure(
    _ string: String, width: CGFloat? = nil, lineLimit: Int? = nil,
    truncation: Text.TruncationMode = .tail, alignment: TextAlignment = .leading
  ) -> TextLayout {
    testMeasurer.layout(
      TextLayoutRequest(
        string: string, font: ResolvedFont(size: 10), width: width, lineLimit: lineLimit,
        truncationMode: truncation, alignment: alignment))
  }

  @Test("without a width each paragraph is one line")
  func unlimitedWidth() {
    let layout = measure("hello world\nsecond")
    #expect(layout.lines.map(\.text) == ["hello world", "second"])
    #expect(layout.size == CGSize(width: 55, height: 24))
    #expect(layout.firstBaseline == 10)
    #expect(layout.lastBaseline == 22)
    #expect(layout.lineHeight == 12)
    #expect(!layout.isTruncated)
  }

  @Test("lines break at spaces, and the widest line sets the width")
  func wordWrap() {
    // 40 points hold 8 characters: "one two" (35) fits, "one two three" does not.
    let layout = measure("one two three four", width: 40)
    #expect(layout.lines.map(\.text) == ["one two", "three", "four"])
    #expect(layout.lines.map(\.width) == [35, 25, 20])
    #expect(layout.size == CGSize(width: 35, height: 36))
  }

  @Test("a word wider than the width breaks between characters")
  func longWordBreaks() {
    let layout = measure("abcdefghij xy", width: 20)
    #expect(layout.lines.map(\.text) == ["abcd", "efgh", "ij", "xy"])
  }

  @Test("a width narrower than one character still places one character a line")
  func zeroWidth() {
    let layout = measure("ab c", width: 0)
    #expect(layout.lines.map(\.text) == ["a", "b", "c"])
    #expect(layout.size.width == 5)
  }

  @Test("tail truncation ends the last kept line with an ellipsis")
  func tailTruncation() {
    // Two lines of 40 points; the second keeps the 7 characters that fit before "…" (8 × 5 =
    // 40), cutting inside a word as CoreText does.
    let layout = measure("one two three four five", width: 40, lineLimit: 2)
    #expect(layout.lines.map(\.text) == ["one two", "three f…"])
    #expect(layout.isTruncated)
    let single = measure("abcdefghijklmnop", width: 40, lineLimit: 1)
    #expect(single.lines.map(\.text) == ["abcdefg…"])
    #expect(single.size.width == 40)
  }

  @Test("head truncation keeps the end of the text")
  func headTruncation() {
    let layout = measure("abcdefghijklmnop", width: 40, lineLimit: 1, truncation: .head)
    #expect(layout.lines.map(\.text) == ["…jklmnop"])
  }

  @Test("middle truncation keeps both ends")
  func middleTruncation() {
    let layout = measure("abcdefghijklmnop", width: 40, lineLimit: 1, truncation: .middle)
    #expect(layout.lines.map(\.text) == ["abcd…nop"])
  }

  @Test("a line limit cuts at a newline with an ellipsis")
  func newlineTruncation() {
    let layout = measure("first\nsecond", lineLimit: 1)
    #expect(layout.lines.map(\.text) == ["first…"])
  }

  @Test("short lines are placed by the alignment within the widest")
  func alignment() {
    let centered = measure("aaaa bb", width: 20, alignment: .center)
    #expect(centered.lines.map(\.origin.x) == [0, 5])
    let trailing = measure("aaaa bb", width: 20, alignment: .trailing)
    #expect(trailing.lines.map(\.origin.x) == [0, 10])
  }

  @Test("empty text has no lines and no size")
  func empty() {
    let layout = measure("")
    #expect(layout.lines.isEmpty)
    #expect(layout.size == .zero)
  }

  @Test(
    "sizing without lines agrees with the full layout, for exact and inexact advances",
    arguments: [CGFloat(10), 13.37])
  func metricsMatchLayout(fontSize: CGFloat) {
    // 10 points give a 5-point advance (exact: no advance table); 13.37 give 6.685 (a table).
    let strings = [
      "", "a", "hello world", "hello world\nsecond line", "supercalifragilistic word",
      "  spaced  out  ", "Брат 2 — фильм", "tab\tand\r\nreturns", "emoji 🎬 in text",
    ]
    let widths: [CGFloat?] = [nil, 0, 3, 20, 37.5, 60, 1_000, .infinity]
    let limits: [Int?] = [nil, 1, 2]
    for string in strings {
      for width in widths {
        for lineLimit in limits {
          for mode in [Text.TruncationMode.tail, .head, .middle] {
            let request = TextLayoutRequest(
              string: string, font: ResolvedFont(size: fontSize), width: width,
              lineLimit: lineLimit, truncationMode: mode)
            #expect(
              testMeasurer.metrics(request) == TextMetrics(testMeasurer.layout(request)),
              "\(string.debugDescription) at width \(String(describing: width)), limit \(String(describing: lineLimit)), \(mode)"
            )
          }
        }
      }
    }
  }
}
