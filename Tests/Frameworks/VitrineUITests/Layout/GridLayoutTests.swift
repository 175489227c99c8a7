import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("Grid")
struct GridLayoutTests {
  @Test("columns are as wide as their widest cell, rows as tall as their tallest")
  func columnsAndRows() {
    // Column 0: "a" (5) and "ccc" (15) → 15; column 1: "bbbb" (20) and a 10 × 30 red block
    // → 20. Rows: 12 and 30. Grid: 15 + 8 + 20 = 43 wide, 12 + 8 + 30 = 50 high, centered
    // in 200 × 200 at (78.5, 75).
    let list = layout(
      Grid {
        GridRow {
          Text("a")
          Text("bbbb")
        }
        GridRow {
          Text("ccc")
          Color.red.frame(width: 10, height: 30)
        }
      }.font(font10))
    // "a" is centered in its 15 × 12 cell: x = 78.5 + (15 − 5) / 2 = 83.5.
    #expect(list.frame(ofText: "a") == rect(83.5, 75, 5, 12))
    #expect(list.frame(ofText: "bbbb") == rect(101.5, 75, 20, 12))
    // Row 2 starts at 75 + 12 + 8 = 95; "ccc" is centered down its 30-point row: 95 + 9.
    #expect(list.frame(ofText: "ccc") == rect(78.5, 104, 15, 12))
    // The block is centered across its 20-point column: 101.5 + 5.
    #expect(list.frame(ofColor: .red) == rect(106.5, 95, 10, 30))
  }

  @Test("alignment, spacing and a row's own vertical alignment")
  func alignment() {
    let list = layout(
      Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 0) {
        GridRow(alignment: .bottom) {
          Text("a")
          Color.red.frame(width: 10, height: 30)
        }
        GridRow {
          Text("bbbb")
        }
      }.font(font10))
    // Columns 20 and 10: 20 + 4 + 10 = 34 wide; rows 30 and 12: 42 high; at (83, 79).
    // The first row aligns to the bottom: "a" at 79 + 30 − 12 = 97, leading.
    #expect(list.frame(ofText: "a") == rect(83, 97, 5, 12))
    #expect(list.frame(ofColor: .red) == rect(107, 79, 10, 30))
    #expect(list.frame(ofText: "bbbb") == rect(83, 109, 20, 12))
  }

  @Test("a view outside a GridRow spans every column; flexible cells share the width")
  func spanningAndFlexible() {
    let list = layout(
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Text("aa")
          Color.red.frame(height: 10)
        }
        Color.blue.frame(height: 2)
      }.font(font10).frame(width: 100))
    // Width 100: the text column (10, inflexible) first, then the red column gets the rest,
    // 90. Rows 12 and 2: 14 high, at y = (200 − 14) / 2 = 93; the red block is centered
    // down the 12-point row (93 + 1), and the blue divider spans 100 at 93 + 12.
    #expect(list.frame(ofColor: .red) == rect(60, 94, 90, 10))
    #expect(list.frame(ofColor: .blue) == rect(50, 105, 100, 2))
  }
}
