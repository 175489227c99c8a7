import Foundation
import Testing

@testable import VitrineUI

/// Stacks without a spacing of their own space their children by the children's preferences.
///
/// Sources: Apple's `ViewSpacing` documentation (per-edge preferences that can differ by the
/// kind of the adjacent view, `formUnion(_:edges:)` keeping the greater value per edge,
/// `distance(to:along:)` the smallest distance meeting both views' preferences, `zero` for an
/// empty view); SwiftUI's default spacing of 8 points on iOS; two texts in a `VStack` with
/// default spacing are about 0–2 points apart on iOS (issue 22's comparison with reference
/// images recorded on iOS simulators): the lower text's leading, the same space as between two
/// lines of one text, against the 8 points between other views.
@MainActor
@Suite("ViewSpacing: spacing preferences between adjacent views")
struct ViewSpacingTests {
  @Test("ordinary views want 8 points on every edge, along both axes")
  func standard() {
    #expect(ViewSpacing.standard.distance(to: .standard, along: .vertical) == 8)
    #expect(ViewSpacing.standard.distance(to: .standard, along: .horizontal) == 8)
    #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
    #expect(ViewSpacing() == .zero)
  }

  @Test("text above text is the lower text's leading apart; beside it or by other views, 8")
  func textAgainstText() {
    let upper = ViewSpacing.text(leading: 1.5)
    let lower = ViewSpacing.text(leading: 2)
    // Vertically the lower text's leading decides: 2, then 1.5 the other way round.
    #expect(upper.distance(to: lower, along: .vertical) == 2)
    #expect(lower.distance(to: upper, along: .vertical) == 1.5)
    // Side by side texts keep the standard 8.
    #expect(upper.distance(to: lower, along: .horizontal) == 8)
    // Text against a shape, either way: 8.
    #expect(upper.distance(to: .standard, along: .vertical) == 8)
    #expect(ViewSpacing.standard.distance(to: lower, along: .vertical) == 8)
  }

  @Test("formUnion keeps the larger preference on the edges named, union leaves self alone")
  func unions() {
    var merged = ViewSpacing()
    merged.formUnion(.text(leading: 3), edges: .top)
    // The top edge is now a text edge (8, text 3); the bottom is still zero.
    #expect(merged.top == ViewSpacing.EdgePreference(distance: 8, textLeading: 3))
    #expect(merged.bottom == ViewSpacing.EdgePreference(distance: 0, textLeading: nil))
    let copy = merged.union(.text(leading: 5))
    #expect(copy.top.textLeading == 5 && copy.bottom.textLeading == 5)
    #expect(merged.bottom.textLeading == nil)
  }

  @Test("two texts in a VStack sit their leading apart (0 with the test measurer), not 8")
  func textsInVStack() {
    // The fixed-advance measurer's 10-point lines are 12 high with no leading: the texts touch
    // (0 apart) where an 8-point gap used to be; the stack is 24 high, centered at 88.
    let list = layout(
      VStack {
        Text("Title").font(font10)
        Text("Subtitle").font(font10)
      })
    let title = list.frame(ofText: "Title")
    let subtitle = list.frame(ofText: "Subtitle")
    #expect(title?.minY == 88 && title?.height == 12)
    #expect(subtitle?.minY == 100)
  }

  @Test("a text over a shape, and texts side by side, are 8 apart")
  func textAgainstOthers() {
    // Text 12 high, 8, a 20-high color: 40 high, centered at 80.
    let column = layout(
      VStack {
        Text("Title").font(font10)
        Color.red.frame(width: 10, height: 20)
      })
    #expect(column.frame(ofText: "Title")?.minY == 80)
    #expect(column.frame(ofColor: .red)?.minY == 100)
    // "ab" 10 wide, 8, "cd" 10 wide: 28 wide, centered at 86.
    let row = layout(
      HStack {
        Text("ab").font(font10)
        Text("cd").font(font10)
      })
    #expect(row.frame(ofText: "ab")?.minX == 86)
    #expect(row.frame(ofText: "cd")?.minX == 104)
  }

  @Test("padding resets the padded edges to the standard 8; frames keep the text's")
  func paddingAndFrames() {
    // Title padded by 2 (16 high) then 8 then 12: 36 high, centered at 82.
    let padded = layout(
      VStack {
        Text("Title").font(font10).padding(2)
        Text("Subtitle").font(font10)
      })
    #expect(padded.frame(ofText: "Title")?.minY == 84)
    #expect(padded.frame(ofText: "Subtitle")?.minY == 106)
    // A frame carries the text's preferences: 20 + 12, touching, centered at 84.
    let framed = layout(
      VStack {
        Text("Title").font(font10).frame(height: 20)
        Text("Subtitle").font(font10)
      })
    #expect(framed.frame(ofText: "Subtitle")?.minY == 104)
  }

  @Test("an explicit spacing wins, and a stack of texts is a text to its neighbours")
  func explicitAndNested() {
    // spacing: 3 → 12 + 3 + 12 = 27 high, centered at 86.5.
    let explicit = layout(
      VStack(spacing: 3) {
        Text("Title").font(font10)
        Text("Subtitle").font(font10)
      })
    #expect(explicit.frame(ofText: "Subtitle")?.minY == 101.5)
    // The inner stack's bottom edge is its last text's: 3 texts touching, 36 high, at 82.
    let nested = layout(
      VStack {
        VStack {
          Text("One").font(font10)
          Text("Two").font(font10)
        }
        Text("Three").font(font10)
      })
    #expect(nested.frame(ofText: "One")?.minY == 82)
    #expect(nested.frame(ofText: "Three")?.minY == 106)
  }
}
