import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("FrameLayout and FlexFrameLayout")
struct FrameLayoutTests {
  @Test("a fixed frame takes its size and centers its child")
  func fixedFrame() {
    let list = layout(Text("abc").font(font10).frame(width: 100, height: 50).background(Color.red))
    #expect(list.frame(ofColor: .red) == rect(50, 75, 100, 50))
    #expect(list.frame(ofText: "abc") == rect(92.5, 94, 15, 12))
  }

  @Test("the frame's alignment places the child inside it")
  func alignment() {
    let list = layout(
      Text("abc").font(font10).frame(width: 100, height: 50, alignment: .bottomTrailing))
    #expect(list.frame(ofText: "abc") == rect(135, 113, 15, 12))
  }

  @Test("a child larger than its fixed frame overflows it")
  func overflowingChild() {
    let list = layout(Color.red.frame(width: 80, height: 80).frame(width: 40, height: 40))
    #expect(list.frame(ofColor: .red) == rect(60, 60, 80, 80))
  }

  @Test("a fixed width keeps the proposal's height")
  func partialFrame() {
    let list = layout(Color.red.frame(width: 30))
    #expect(list.frame(ofColor: .red) == rect(85, 0, 30, 200))
  }

  @Test("maxWidth infinity takes all the width offered and aligns its child")
  func maxWidthInfinity() {
    let list = layout(
      Text("abc").font(font10).frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.red))
    #expect(list.frame(ofColor: .red) == rect(0, 94, 200, 12))
    #expect(list.frame(ofText: "abc") == rect(0, 94, 15, 12))
  }

  @Test("a maximum clamps the child's proposal")
  func maximumClampsChild() {
    let list = layout(Color.red.frame(maxWidth: 50, maxHeight: 20))
    #expect(list.frame(ofColor: .red) == rect(75, 90, 50, 20))
  }

  @Test("a minimum holds even when the child is smaller")
  func minimumHolds() {
    let list = layout(
      Text("ab").font(font10).frame(minWidth: 60, alignment: .trailing).background(Color.red)
        .fixedSize())
    #expect(list.frame(ofColor: .red) == rect(70, 94, 60, 12))
    #expect(list.frame(ofText: "ab") == rect(120, 94, 10, 12))
  }

  @Test("with no proposal the ideal size is used")
  func idealSize() {
    let list = layout(Color.red.frame(idealWidth: 40, idealHeight: 30).fixedSize())
    #expect(list.frame(ofColor: .red) == rect(80, 85, 40, 30))
    let bounded = layout(Color.red.frame(minWidth: 10, idealWidth: 70, maxWidth: 60).fixedSize())
    // Proposal missing → ideal 70, clamped by the maximum to 60; height is Color's 10.
    #expect(bounded.frame(ofColor: .red) == rect(70, 95, 60, 10))
  }
}
