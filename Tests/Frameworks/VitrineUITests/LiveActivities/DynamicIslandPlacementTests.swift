import Foundation
import Testing

@testable import VitrineUI

/// WidgetKit's documentation of `dynamicIsland(verticalPlacement:)` and `.belowIfTooWide`: a
/// view of an expanded region that is too wide to fit beside the TrueDepth camera is placed
/// below it; one that fits stays beside it.
@MainActor
@Suite("Dynamic Island vertical placement")
struct DynamicIslandPlacementTests {
  /// The expanded island with `leading` in its leading region, laid out.
  private func expanded<V: View>(_ leading: V) -> DisplayList {
    let island = DynamicIsland {
      DynamicIslandExpandedRegion(.leading) { leading }
      DynamicIslandExpandedRegion(.trailing) { Text("T").font(font10) }
    } compactLeading: {
      Text("L")
    } compactTrailing: {
      Text("R")
    } minimal: {
      Text("M")
    }
    return ActivityLayout.displayList(
      for: .expanded,
      of: ActivityPresentations(lockScreen: AnyView(Text("x")), dynamicIsland: island),
      measurer: testMeasurer)
  }

  @Test("a view that fits beside the camera stays there, level with the trailing region")
  func fitsBeside() throws {
    let list = expanded(
      Text("Short").font(font10).dynamicIsland(verticalPlacement: .belowIfTooWide))
    let short = try #require(list.frame(ofText: "Short"))
    let trailing = try #require(list.frame(ofText: "T"))
    #expect(short.minY == trailing.minY)
  }

  @Test("a view too wide for its side starts below the camera")
  func movesBelow() throws {
    let wide = String(repeating: "W", count: 40)  // 200 points at 10 points: wider than a side
    let placed = expanded(
      Text(wide).font(font10).lineLimit(1).dynamicIsland(verticalPlacement: .belowIfTooWide))
    let plain = expanded(Text(wide).font(font10).lineLimit(1))
    let below = try #require(placed.frame(ofText: wide))
    let beside = try #require(plain.frame(ofText: wide))
    let trailing = try #require(placed.frame(ofText: "T"))
    #expect(beside.minY == trailing.minY)
    // Moved down by the camera's height less the top margin.
    #expect(below.minY > beside.minY)
    #expect(below.minY >= ActivityLayout.islandHeight - 1)
  }
}
