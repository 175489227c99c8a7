import Foundation
import Testing

@testable import VitrineUI

/// A column written with the `Layout` protocol as Apple's documentation for
/// `placeSubviews(in:proposal:subviews:cache:)` and `ViewSpacing` describes one: each subview
/// at its ideal size, the distance to the next one from their spacing preferences.
private struct SpacedColumn: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let gaps = subviews.indices.dropLast().map {
      subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .vertical)
    }
    return CGSize(
      width: sizes.map(\.width).max() ?? 0,
      height: sizes.map(\.height).reduce(0, +) + gaps.reduce(0, +))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      subviews[index].place(
        at: CGPoint(x: bounds.midX, y: y), anchor: UnitPoint(x: 0.5, y: 0),
        proposal: .unspecified)
      y += size.height
      if index + 1 < subviews.count {
        y += subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .vertical)
      }
    }
  }
}

/// A layout that places nothing: SwiftUI centers subviews left unplaced.
private struct Lazy: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 100)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

@MainActor
@Suite("Layout: custom layouts and their spacing")
struct CustomLayoutTests {
  @Test("a custom column spaced by its subviews' preferences matches a VStack")
  func columnMatchesVStack() {
    // Text 12, 0 (text against text, no leading with the test measurer), text 12, 8, color 20:
    // 52 high, centered in 200 at 74.
    let custom = layout(
      SpacedColumn {
        Text("Title").font(font10)
        Text("Subtitle").font(font10)
        Color.red.frame(width: 10, height: 20)
      })
    let stack = layout(
      VStack {
        Text("Title").font(font10)
        Text("Subtitle").font(font10)
        Color.red.frame(width: 10, height: 20)
      })
    #expect(custom.frame(ofText: "Title") == rect(87.5, 74, 25, 12))
    #expect(custom.frame(ofText: "Subtitle") == rect(80, 86, 40, 12))
    #expect(custom.frame(ofColor: .red) == rect(95, 106, 10, 20))
    for name in ["Title", "Subtitle"] {
      #expect(custom.frame(ofText: name) == stack.frame(ofText: name))
    }
    #expect(custom.frame(ofColor: .red) == stack.frame(ofColor: .red))
  }

  @Test("a layout's spacing is by default the union of its subviews' on every edge")
  func defaultSpacing() {
    // The custom column holds texts only, so it is a text to a text below it (0 apart); the
    // VStack then puts 12 + 0 + 12 + 0 + 12 = 36 high at 82.
    let list = layout(
      VStack {
        SpacedColumn {
          Text("One").font(font10)
          Text("Two").font(font10)
        }
        Text("Three").font(font10)
      })
    #expect(list.frame(ofText: "One")?.minY == 82)
    #expect(list.frame(ofText: "Three")?.minY == 106)
  }

  @Test("a subview the layout does not place is centered in its bounds")
  func unplacedIsCentered() {
    let list = layout(Lazy { Color.red.frame(width: 10, height: 20) })
    #expect(list.frame(ofColor: .red) == rect(95, 90, 10, 20))
  }
}
