import Foundation
import Testing
import VitrineUI

@testable import VitrineRendering

/// Text from outside may be anything: the work a layout does is bounded by what its lines can
/// show, whatever the text, and the budget that makes it so never changes what is drawn.
/// (How fast that is, is measured by `vitrine-bench`, not asserted here.)
@Suite struct HostileTextTests {
  let measurer = renderer.textMeasurer

  func request(
    _ string: String, width: CGFloat?, lineLimit: Int?, mode: Text.TruncationMode = .tail
  ) -> TextLayoutRequest {
    TextLayoutRequest(
      string: string, font: ResolvedFont(size: 17, weight: .semibold), width: width,
      lineLimit: lineLimit, truncationMode: mode)
  }

  /// A stand-in for Pango's line breaking: every `perLine` characters of a paragraph make a
  /// line. It counts the characters it was handed, which is the work Pango would do.
  final class CountingBreaker {
    let perLine: Int
    var charactersHanded = 0
    init(perLine: Int) { self.perLine = perLine }

    func callAsFunction(_ string: String) -> BrokenText {
      charactersHanded += string.count
      let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false)
      var broken = BrokenText(paragraphs: paragraphs)
      for (index, paragraph) in paragraphs.enumerated() {
        for offset in stride(from: 0, to: max(paragraph.count, 1), by: perLine) {
          broken.starts.append((paragraph: index, offset: offset))
          broken.texts.append(String(paragraph.dropFirst(offset).prefix(perLine)))
        }
      }
      return broken
    }
  }

  /// The figures: 10,000 characters without a space took 11 s to shape, 40,000 did not
  /// finish in two minutes. At 17 points in 150 points, one line shows at most
  /// ⌊150 ÷ (0.1 × 17)⌋ + 1 = 89 characters (a tenth of an em each). With 2 lines kept, the
  /// first guess is (2 + 3) × max(⌊89 ÷ 5⌋, 8) = 85 characters; broken 10 to a line they make 9
  /// lines, at least the 2 + 3 needed, so 85 + "\n" + the last 89 = 175 characters are handed to
  /// the breaker, whatever the text's length. With no limit, 40 lines are kept: 43 × 17 = 731,
  /// 74 lines, 731 + 1 + 89 = 821 characters.
  @Test(arguments: [10_000, 40_000, 1_000_000])
  func theTextShapedIsBoundedByTheLinesShown(count: Int) {
    let text = String(repeating: "W", count: count)
    for (lineLimit, expected) in [(2, 175), (nil, 821)] as [(Int?, Int)] {
      let breaker = CountingBreaker(perLine: 10)
      let broken = TextBudget.breakBounded(request(text, width: 150, lineLimit: lineLimit)) {
        breaker($0)
      }
      #expect(broken.cut)
      #expect(breaker.charactersHanded == expected, "limit \(lineLimit as Any)")
    }
  }

  /// The same texts through Pango: truncated to the lines asked for, with "…".
  @Test(arguments: [10_000, 1_000_000])
  func aTitleWithoutSpacesIsTruncatedToItsLines(count: Int) {
    for (index, lineLimit) in [2, 1, nil].enumerated() {
      let text = String(repeating: "W", count: count - index) + "\(index)"
      let layout = measurer.layout(request(text, width: 150, lineLimit: lineLimit))
      #expect(layout.isTruncated)
      #expect(layout.lines.count == (lineLimit ?? TextBudget.maximumLines))
    }
    let unwrapped = measurer.layout(
      request(String(repeating: "i", count: count), width: nil, lineLimit: 1))
    #expect(unwrapped.isTruncated)
  }

  /// Texts cut to their budget give exactly the lines of the whole text, in every truncation
  /// mode: long words, short words, paragraphs, emoji, at several widths and limits.
  @Test func theBudgetNeverChangesTheLinesDrawn() {
    var generator = SplitMix(seed: 42)
    let pieces = [
      "a", "of", "the", "Brother", "Сталкер", "🎬", "👩‍👩‍👧", "\n", "  ", "—",
      String(repeating: "x", count: 120), String(repeating: "щ", count: 40),
    ]
    for trial in 0..<24 {
      var text = ""
      while text.count < 260 + trial * 20 {
        text += pieces[Int(generator.next() % UInt64(pieces.count))] + " "
      }
      for width in [40, 150, 320, nil] as [CGFloat?] {
        for lineLimit in [1, 2, 5, nil] as [Int?] {
          for mode in [Text.TruncationMode.tail, .head, .middle] {
            let asked = request(text, width: width, lineLimit: lineLimit, mode: mode)
            let bounded = measurer.layout(asked)
            let whole = TextBudget.$isDisabled.withValue(true) { measurer.layout(asked) }
            #expect(
              bounded == whole,
              "trial \(trial), width \(width), limit \(lineLimit as Any), \(mode)")
          }
        }
      }
    }
  }
}

/// A small deterministic generator, so the texts are the same on every run.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
