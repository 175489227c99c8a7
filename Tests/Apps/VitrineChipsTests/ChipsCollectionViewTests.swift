import Foundation
import Testing
import VitrineAppTesting
import VitrineChips
import VitrineSnapshotTesting
import VitrineUI

/// A screen holding the selection the chips write.
struct ChipsDemo: View {
  let count: Int
  @State var selection: Int?

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      ChipsCollectionView(items: .makeDemoList(count: count), selection: $selection)
      SelectionLabel(selection: selection)
    }
  }
}

struct SelectionLabel: View {
  let selection: Int?
  var body: some View {
    Text(selection.map { "selected \($0)" } ?? "none selected").font(.footnote)
  }
}

/// The chips on a 393 × 120-point frame at scale 2.
@MainActor
func chipsDriver(count: Int, text: AppDriver.TextMeasurement = .fonts) throws -> AppDriver {
  try AppDriver(
    ChipsDemo(count: count), screen: AppScreen(size: CGSize(width: 393, height: 120)),
    text: text)
}

@MainActor
@Suite("ChipsCollectionView", .timeLimit(.minutes(5)))
struct ChipsCollectionViewTests {
  @Test("a tap selects the chip, marks it selected, and a second tap clears it")
  func selectAndClear() throws {
    let app = try chipsDriver(count: 6)
    try app.tap("Chip 2")
    #expect(app.labels.last == "selected 2")
    #expect(app.element("Chip 2")?.traits.contains(.isSelected) == true)
    #expect(app.element("Chip 3")?.traits.contains(.isSelected) == false)
    try app.tap("Chip 5")
    #expect(app.labels.last == "selected 5")
    try app.tap("Chip 5")
    #expect(app.labels.last == "none selected")
    #expect(app.elements.allSatisfy { !$0.traits.contains(.isSelected) })
  }

  @Test("chips lie in the model's rows, 4 points apart")
  func rows() throws {
    let app = try chipsDriver(count: 5, text: .fixedAdvance)
    let first = try #require(app.element("Chip 1")?.frame)
    let second = try #require(app.element("Chip 2")?.frame)
    let fourth = try #require(app.element("Chip 4")?.frame)
    // Body text is 17 points: "Chip 1" is 6 × 8.5 = 51 wide; with 8 points of padding a
    // chip is 67 wide; the next chip's text starts 8 + 4 + 8 = 20 points after this one's end.
    #expect(second.minX - first.maxX == 20)
    // Rows are 20.4 + 16 = 36.4 tall and 4 apart: the second row's text is 40.4 lower.
    #expect(abs((fourth.minY - first.minY) - 40.4) < 0.001)
    #expect(fourth.minX == first.minX)
  }

  @Test("a tap on a chip after scrolling reaches the chip now under the finger")
  func tapAfterScrolling() throws {
    let app = try chipsDriver(count: 15, text: .fixedAdvance)
    // Chips are 6 × 8.5 + 16 = 67 wide and 4 apart after 4 points of padding: chip 8 starts
    // at 4 + 7 × 71 = 501, its text at 509 — beyond the 393-point screen, so not shown.
    #expect(app.element("Chip 8") == nil)
    #expect(app.scroll(at: CGPoint(x: 200, y: 20), by: CGSize(width: 200, height: 0)))
    // The first row is 4 + 8 × 67 + 7 × 4 + 4 = 572 wide: at most 572 − 393 = 179 points
    // can be scrolled, so the offset is clamped to 179.
    let chip = try #require(app.element("Chip 8")?.frame)
    #expect(abs(chip.minX - (509 - 179)) < 0.001)
    try app.tap("Chip 8")
    #expect(app.labels.last == "selected 8")
    // Chip 1's text (12 … 63) moved to −167 … −116: clipped, not on screen.
    #expect(app.labels.contains("Chip 1") == false)
    // Where chip 1 was, chip 3 (chip at 4 + 2 × 71 = 146, now −33 … 34) takes the tap.
    #expect(app.tap(at: CGPoint(x: 20, y: 20)))
    #expect(app.labels.last == "selected 3")
  }

  @Test("a chip tap re-evaluates only the chips that read the selection")
  func incremental() throws {
    let app = try chipsDriver(count: 15, text: .fixedAdvance)
    _ = app.displayList
    app.host.resetStatistics()
    try app.tap("Chip 3")
    _ = app.displayList
    // The demo passes the binding and reads the selection for its label; the collection
    // only passes the binding on, so it is not evaluated; each of the 15 chips reads it.
    #expect(app.host.bodyEvaluations == ["ChipsDemo": 1, "ChipView": 15, "SelectionLabel": 1])
    let fresh = try AppDriver(
      ChipsDemo(count: 15, selection: 3), screen: AppScreen(size: CGSize(width: 393, height: 120)),
      text: .fixedAdvance)
    #expect(app.displayList == fresh.displayList)
  }

  @Test("snapshots with 0, 4, 5, 6 and 15 chips, one selected")
  func snapshots() throws {
    for count in [0, 4, 5, 6, 15] {
      let app = try chipsDriver(count: count)
      if count > 0 { try app.tap("Chip 2") }
      assertSnapshot(of: app, as: .screen(), named: "\(count)-chips")
      assertSnapshot(of: app, as: .screenAccessibility, named: "\(count)-chips")
    }
  }

  @Test("dark appearance")
  func dark() throws {
    let app = try AppDriver(
      ChipsDemo(count: 6, selection: 4), screen: AppScreen(size: CGSize(width: 393, height: 120)),
      colorScheme: .dark)
    assertSnapshot(of: app, as: .screen(), named: "6-chips-dark")
  }
}
