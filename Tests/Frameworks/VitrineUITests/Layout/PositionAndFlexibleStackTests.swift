import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("position(x:y:) and flexible stacks inside stacks")
struct PositionAndFlexibleStackTests {
  @Test("position takes the whole proposal and centers its content on the point")
  func positionCentersContent() {
    // SwiftUI's documentation: the view takes all the space offered and the content's center
    // goes at (x, y) of it. A 20 × 10 color at (30, 40) of a 200 × 200 widget spans
    // x 30 − 10 = 20 to 40 and y 40 − 5 = 35 to 45.
    let list = layout(Color.red.frame(width: 20, height: 10).position(x: 30, y: 40))
    #expect(list.frame(ofColor: .red) == rect(20, 35, 20, 10))
  }

  @Test("positions are in the coordinates of the positioned view's own frame")
  func positionInsideAFrame() {
    // The 100 × 100 frame is centered: it starts at (50, 50). A 10 × 10 color positioned at
    // (0, 100) has its center at (50, 150): it spans (45, 145)–(55, 155).
    let list = layout(
      Color.blue.frame(width: 10, height: 10).position(CGPoint(x: 0, y: 100))
        .frame(width: 100, height: 100))
    #expect(list.frame(ofColor: .blue) == rect(45, 145, 10, 10))
  }

  @Test("a ZStack of shapes between two texts in a VStack takes all the height left")
  func flexibleZStackBetweenTexts() {
    // 200 high, two gaps of 8: the texts are one 12-point line each, so the ZStack of
    // colors is 200 − 16 − 12 − 12 = 160 high; it starts at 12 + 8 = 20. (Measuring the
    // ZStack's flexibility offers it infinity; its infinitely tall colors must make it
    // infinitely tall, not of an undefined length, or it would be sized before the texts.)
    let list = layout(
      VStack(spacing: 8) {
        Text("top").font(font10)
        ZStack {
          Color.red
          Color.green.opacity(0.5)
        }
        Text("bottom").font(font10)
      })
    #expect(list.frame(ofColor: .red) == rect(0, 20, 200, 160))
    #expect(list.frame(ofText: "bottom")?.minY == 188)
  }

  @Test("a stack offered infinity along its cross axis by flexible children is infinite")
  func infiniteCrossAxis() {
    // Offered an unbounded height, a ZStack of colors reports an infinite height (not NaN).
    let root = ResolveContext(
      environment: EnvironmentValues(), stackAxis: nil, measurer: testMeasurer
    ).singleNode(
      for: ZStack {
        Color.red; Color.blue
      })
    let size = root?.sizeThatFits(ProposedViewSize(width: 50, height: .infinity))
    #expect(size?.width == 50)
    #expect(size?.height == .infinity)
  }
}
