import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("Text typography: runs, spacing, shrinking, tightening")
struct TextTypographyTests {
  /// The text items of `view` laid out in `width` × `height`.
  func texts<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 200) -> [TextItem] {
    layout(view, width: width, height: height).flattenedItems.compactMap {
      if case .text(let text) = $0.content { return text }
      return nil
    }
  }

  @Test("Text + Text is one text whose runs keep their own fonts and colors")
  func concatenation() throws {
    let joined =
      Text("Heavy ").font(.system(size: 20)).bold() + Text("light").foregroundColor(.red)
    let item = try #require(texts(joined.font(font10)).first)
    #expect(item.string == "Heavy light")
    // "Heavy " is 6 bytes in 20 pt bold; "light" 5 bytes in the outer 10 pt.
    #expect(item.runs.map(\.utf8Count) == [6, 5])
    #expect(item.runs.map(\.font.size) == [20, 10])
    #expect(item.runs.map(\.font.weight) == [.bold, .regular])
    #expect(item.runPaints.count == 2)
    #expect(item.runPaints[1] == .color(Color.red.resolve(in: .light)))
    // A single run keeps the plain form: no runs.
    #expect(try #require(texts(Text("one").font(font10)).first).runs.isEmpty)
  }

  @Test("monospacedDigit on a view reaches every text below it, as on the text itself")
  func monospacedDigitsFromTheEnvironment() throws {
    let view = VStack {
      Text("12:30")
      Text("9").monospacedDigit()
    }
    let plain = texts(view.font(font10))
    #expect(plain.map(\.font.usesMonospacedDigits) == [false, true])
    let all = texts(view.font(font10).monospacedDigit())
    #expect(all.map(\.font.usesMonospacedDigits) == [true, true])
  }

  @Test("kerning, tracking, baseline offset and lines reach the resolved font")
  func fontAttributes() throws {
    let text = Text("Hi").font(font10).kerning(1).tracking(2).baselineOffset(3).underline()
      .strikethrough()
    let font = try #require(texts(text).first).font
    // Kerning 1 + tracking 2 = 3 points after each character.
    #expect(font.tracking == 3)
    #expect(font.baselineOffset == 3)
    #expect(font.isUnderlined && font.isStrikethrough)
    #expect(font.description == "10 regular tracking 3 baseline 3 underline strikethrough")
    #expect(font.underlineColor == nil)
    // A line's own color; an inner run's lines are kept, as other inner styles are.
    let colored = (Text("a").underline(color: .red) + Text("b")).underline(color: .blue)
      .strikethrough(false)
    let fonts = try #require(texts(colored.font(font10)).first).runs.map(\.font)
    #expect(fonts.map(\.underlineColor) == [Color.red, Color.blue].map { $0.resolve(in: .light) })
    #expect(fonts.map(\.isStrikethrough) == [false, false])
  }

  @Test("line spacing goes between lines, not after the last")
  func lineSpacing() throws {
    // 10 pt: 5 pt a character, so "aaaa bbbb" breaks into two 20-point lines at width 20.
    let item = try #require(
      texts(Text("aaaa bbbb").font(font10).lineSpacing(4).frame(width: 20)).first)
    #expect(item.layout.lines.map(\.text) == ["aaaa", "bbbb"])
    // Lines 12 high: 12 + 4 + 12 = 28; the second baseline at 12 + 4 + 10 = 26.
    #expect(item.layout.size.height == 28)
    #expect(item.layout.lines.map(\.origin.y) == [10, 26])
    #expect(item.layout.lastBaseline == 26)
  }

  @Test("minimumScaleFactor shrinks the font until the text fits, never below the factor")
  func minimumScaleFactor() throws {
    // "abcdefghij" at 10 pt is 10 × 5 = 50 wide; 25 wide fits at half size.
    let shrunk = try #require(
      texts(
        Text("abcdefghij").font(font10).lineLimit(1).minimumScaleFactor(0.4).frame(width: 25)
      ).first)
    #expect(!shrunk.layout.isTruncated)
    // The search ends within (1 − 0.4) / 128 ≈ 0.005 below 0.5: 4.95 pt to 5 pt.
    #expect(shrunk.font.size > 4.95 && shrunk.font.size <= 5)
    #expect(shrunk.layout.size.width <= 25)
    // With a factor of 0.8 it cannot fit (8 pt is 40 wide): 8 pt, and cut.
    let floor = try #require(
      texts(
        Text("abcdefghij").font(font10).lineLimit(1).minimumScaleFactor(0.8).frame(width: 25)
      ).first)
    #expect(floor.font.size == 8)
    #expect(floor.layout.isTruncated)
    // Text that fits is left at its size.
    let fits = try #require(
      texts(Text("abc").font(font10).minimumScaleFactor(0.5).frame(width: 25)).first)
    #expect(fits.font.size == 10)
  }

  @Test("allowsTightening tightens letter spacing before cutting")
  func tightening() throws {
    // "abcdefghij" is 50 wide at 10 pt; tightened by 0.04 em it is still 5 − 0.4 = 4.6 per
    // character in a real font, but the fixed-advance measurer ignores tracking, so tightening
    // alone cannot help and the text shrinks (factor 0.9: 9 pt, 45 wide) instead.
    let item = try #require(
      texts(
        Text("abcdefghij").font(font10).lineLimit(1).allowsTightening(true)
          .minimumScaleFactor(0.9).frame(width: 45)
      ).first)
    #expect(item.font.tracking < 0)
    #expect(abs(item.font.tracking - -0.04 * item.font.size) < 0.0001)
  }
}
