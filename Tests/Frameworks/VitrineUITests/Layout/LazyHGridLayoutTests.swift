import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("LazyHGrid")
struct LazyHGridLayoutTests {
  @Test("children fill each column top to bottom; columns are as wide as their widest cell")
  func fillsColumns() {
    let grid = LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 4) {
      Text("a")
      Text("bbb")
      Text("cc")
    }
    let list = layout(grid.font(font10))
    // Rows 20 + 8 + 20 = 48 high; columns 15 ("bbb") and 10 ("cc"): 15 + 4 + 10 = 29 wide.
    // Centered in 200 × 200 at (85.5, 76). "a" is centered in its 15 × 20 cell:
    // (85.5 + 5, 76 + 4); "bbb" below at 76 + 28 + 4; "cc" in the second column at 104.5.
    #expect(list.frame(ofText: "a") == rect(90.5, 80, 5, 12))
    #expect(list.frame(ofText: "bbb") == rect(85.5, 108, 15, 12))
    #expect(list.frame(ofText: "cc") == rect(104.5, 80, 10, 12))
  }

  @Test("flexible rows share the proposed height")
  func flexibleRows() {
    let grid = LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
      Color.red
      Color.blue
    }
    // 100 high: (100 − 8) / 2 = 46 per row; a color takes its cell's height and, proposed
    // nothing across, 10 points of width.
    let list = layout(grid.frame(height: 100))
    #expect(list.frame(ofColor: .red) == rect(95, 50, 10, 46))
    #expect(list.frame(ofColor: .blue) == rect(95, 104, 10, 46))
  }
}
