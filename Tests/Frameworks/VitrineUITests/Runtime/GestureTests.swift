import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("Gesture values: TapGesture, LongPressGesture, simultaneousGesture", .timeLimit(.minutes(5)))
struct GestureTests {
  final class Log: @unchecked Sendable {
    var events: [String] = []
  }

  @Test("a TapGesture's onEnded action runs when the view is tapped")
  func tapGesture() {
    let log = Log()
    let host = mount(
      Color.red.frame(width: 40, height: 40)
        .gesture(TapGesture().onEnded { log.events.append("tap") }))
    // The 40 × 40 color is centered on the 200 × 400 screen: (80, 180)–(120, 220).
    host.tap(at: CGPoint(x: 100, y: 200))
    #expect(host.tap(at: CGPoint(x: 10, y: 10)) == false)
    #expect(log.events == ["tap"])
  }

  @Test("simultaneousGesture adds the gesture's action to a tappable view")
  func simultaneous() {
    let log = Log()
    let host = mount(
      Color.blue.frame(width: 40, height: 40)
        .simultaneousGesture(TapGesture(count: 1).onEnded { log.events.append("also") }))
    host.tap(at: CGPoint(x: 100, y: 200))
    #expect(log.events == ["also"])
  }

  @Test("a gesture with no action attaches nothing")
  func noAction() {
    let host = mount(Color.green.frame(width: 40, height: 40).gesture(TapGesture()))
    #expect(host.tap(at: CGPoint(x: 100, y: 200)) == false)
  }

  @Test("animations with a duration are accepted and named")
  func animationDurations() {
    #expect(Animation.easeInOut(duration: 0.25).name == "easeInOut(duration: 0.25)")
    #expect(Animation.linear(duration: 1) != Animation.linear)
  }
}

@MainActor
@Suite("GestureMask", .timeLimit(.minutes(5)))
struct GestureMaskTests {
  @Test("a mask without .gesture leaves the attached gesture out")
  func maskWithoutGesture() {
    let host = mount(
      Color.green.frame(width: 40, height: 40)
        .gesture(TapGesture().onEnded {}, including: .subviews))
    #expect(host.tap(at: CGPoint(x: 100, y: 200)) == false)
    #expect(GestureMask.all == [.gesture, .subviews])
  }
}
