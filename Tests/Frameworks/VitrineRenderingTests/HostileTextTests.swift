import Foundation
import Testing
import VitrineUI

@testable import VitrineRendering

/// Text from outside may be anything: a layout stays within milliseconds whatever it is, and
/// the budget that makes it so never changes what is drawn.
@Suite struct HostileTextTests {
  let measurer = renderer.textMeasurer

  func seconds(_ work: () -> Void) -> Double {
    let start = ContinuousClock.now
    work()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  func request(
    _ string: String, width: CGFloat?, lineLimit: Int?, mode: Text.TruncationMode = .tail
  ) -> TextLayoutRequest {
    TextLayoutRequest(
      string: string, font: ResolvedFont(size: 17, weight: .semibold), width: width,
      lineLimit: lineLimit, truncationMode: mode)
  }

  /// The figures: 10,000 characters without a space took 11 s, 40,000 did not finish
  /// in two minutes. Each layout here, with a fresh text so no cache helps, takes milliseconds.
  @Test(arguments: [10_000, 40_000, 1_000_000])
  func aTitleWithoutSpacesIsLaidOutInMilliseconds(count: Int) {
    for (index, lineLimit) in [2, 1, nil].enumerated() {
      let text = String(repeating: "W", count: count - index) + "\(index)"
      let elapsed = seconds {
        let layout = measurer.layout(request(text, width: 150, lineLimit: lineLimit))
        #expect(layout.isTruncated)
        #expect(layout.lines.count == (lineLimit ?? TextBudget.maximumLines))
      }
      #expect(elapsed < 0.1, "\(count) characters, limit \(lineLimit as Any): \(elapsed) s")
    }
    let unwrapped = seconds {
      _ = measurer.layout(request(String(repeating: "i", count: count), width: nil, lineLimit: 1))
    }
    #expect(unwrapped < 0.1, "\(count) characters without a width: \(unwrapped) s")
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
