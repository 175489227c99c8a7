import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("ViewThatFits")
struct ViewThatFitsLayoutTests {
  /// Three candidates: 10-point text 150, 75 and 25 points wide (5 points a character).
  func candidates(axes: Axis.Set = [.horizontal, .vertical]) -> some View {
    ViewThatFits(in: axes) {
      Text(String(repeating: "a", count: 30)).font(font10)
      Text(String(repeating: "b", count: 15)).font(font10)
      Text("ccccc").font(font10)
    }
  }

  @Test("the first candidate whose ideal size fits is chosen, and only it is drawn")
  func firstThatFits() {
    // 200 wide: the 150-point line fits.
    let wide = layout(candidates())
    #expect(wide.frame(ofText: String(repeating: "a", count: 30)) == rect(25, 94, 150, 12))
    #expect(wide.textItem(String(repeating: "b", count: 15)) == nil)
    // 100 wide: 150 > 100, 75 ≤ 100, so the second, centered: x = (200 − 75) / 2 = 62.5.
    let narrow = layout(candidates().frame(width: 100))
    #expect(narrow.frame(ofText: String(repeating: "b", count: 15)) == rect(62.5, 94, 75, 12))
    #expect(narrow.textItem(String(repeating: "a", count: 30)) == nil)
    #expect(narrow.textItem("ccccc") == nil)
  }

  @Test("when none fits the last is chosen and sized for the proposal")
  func lastWhenNoneFits() {
    // 20 wide: even "ccccc" (25) does not fit; it is chosen anyway and wraps to 20 points:
    // "cccc" and "c" on two lines, 24 high.
    let list = layout(candidates().frame(width: 20))
    let item = list.textItem("ccccc")
    #expect(item?.layout.lines.map(\.text) == ["cccc", "c"])
    #expect(list.frame(ofText: "ccccc") == rect(90, 88, 20, 24))
  }

  @Test("only the constrained axes are checked")
  func axes() {
    // 100 wide, 5 high: nothing fits vertically (12 > 5), so with both axes the last is
    // chosen; checking only the horizontal axis chooses the 75-point second candidate.
    let both = layout(candidates().frame(width: 100, height: 5))
    #expect(both.textItem("ccccc") != nil)
    let horizontal = layout(candidates(axes: .horizontal).frame(width: 100, height: 5))
    #expect(horizontal.textItem(String(repeating: "b", count: 15)) != nil)
  }
}
