import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("Hit testing and gestures", .timeLimit(.minutes(5)))
struct HitTestingTests {
  final class Log: @unchecked Sendable {
    var taps: [String] = []
  }

  @Test("the front view of overlapping views takes the tap; the back one gets the rest")
  func overlapping() {
    let log = Log()
    let host = mount(
      ZStack {
        Color.red.frame(width: 100, height: 100).onTapGesture { log.taps.append("back") }
        Color.blue.frame(width: 40, height: 40).onTapGesture { log.taps.append("front") }
      })
    // The ZStack is centered on the 200 × 400 screen: red spans (50, 150)–(150, 250), blue
    // (80, 180)–(120, 220).
    host.tap(at: CGPoint(x: 100, y: 200))
    host.tap(at: CGPoint(x: 60, y: 160))
    #expect(host.tap(at: CGPoint(x: 10, y: 10)) == false)
    #expect(log.taps == ["front", "back"])
  }

  @Test("allowsHitTesting(false) lets the tap through to the view behind")
  func passThrough() {
    let log = Log()
    let host = mount(
      ZStack {
        Color.red.frame(width: 100, height: 100).onTapGesture { log.taps.append("back") }
        Color.blue.frame(width: 40, height: 40).onTapGesture { log.taps.append("front") }
          .allowsHitTesting(false)
      })
    host.tap(at: CGPoint(x: 100, y: 200))
    #expect(log.taps == ["back"])
  }

  @Test("the innermost handler wins: a button inside a tappable card")
  func innermost() {
    let log = Log()
    let host = mount(
      VStack {
        Button("inner") { log.taps.append("button") }
        Text("card")
      }
      .onTapGesture { log.taps.append("card") })
    host.tap("inner")
    host.tap("card")
    #expect(log.taps == ["button", "card"])
  }

  @Test("a disabled button takes the tap and does nothing")
  func disabledButton() {
    let log = Log()
    let host = mount(
      VStack {
        Button("off") { log.taps.append("button") }.disabled(true)
      }
      .onTapGesture { log.taps.append("card") })
    #expect(host.tap("off"))
    #expect(log.taps.isEmpty)
  }

  @Test("content outside a clip does not answer")
  func clipped() {
    let log = Log()
    let host = mount(
      Color.red.frame(width: 100, height: 100).onTapGesture { log.taps.append("red") }
        .frame(width: 20, height: 20).clipped())
    // The 100-point square overflows its 20-point frame at (90, 190)–(110, 210); it is drawn
    // and answers only inside the clip.
    host.tap(at: CGPoint(x: 60, y: 160))
    #expect(log.taps.isEmpty)
    host.tap(at: CGPoint(x: 100, y: 200))
    #expect(log.taps == ["red"])
  }

  @Test("contentShape makes the spacer part of a row tappable")
  func contentShape() {
    let log = Log()
    let host = mount(
      VStack(spacing: 0) {
        HStack {
          Text("shaped"); Spacer()
        }.contentShape(Rectangle())
          .onTapGesture { log.taps.append("shaped") }
        HStack {
          Text("plain"); Spacer()
        }.onTapGesture { log.taps.append("plain") }
      })
    // Rows are 12 points tall: "shaped" at y 188–200, "plain" at 200–212; x = 150 is spacer.
    host.tap(at: CGPoint(x: 150, y: 194))
    host.tap(at: CGPoint(x: 150, y: 206))
    #expect(log.taps == ["shaped"])
  }

  /// Circles of radius 40 and 20 about the centre of a 100-point frame, drawn the same way.
  struct Ring: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.addEllipse(in: rect.insetBy(dx: 10, dy: 10))
        path.addEllipse(in: rect.insetBy(dx: 30, dy: 30))
      }
    }
  }

  @Test("a content shape answers by its fill rule: the ring's hole only with eoFill")
  func contentShapeFillRule() {
    let log = Log()
    let host = mount(
      HStack(spacing: 0) {
        Color.clear.frame(width: 100, height: 100).contentShape(Ring())
          .onTapGesture { log.taps.append("winding") }
        Color.clear.frame(width: 100, height: 100).contentShape(Ring(), eoFill: true)
          .onTapGesture { log.taps.append("even-odd") }
      })
    // The row is centred on the 200 × 400 screen: frames (0, 150)–(100, 250) and
    // (100, 150)–(200, 250). Each ring's centre is 50 points in; its band 15 points in.
    host.tap(at: CGPoint(x: 50, y: 200))  // the first ring's centre: inside by winding
    host.tap(at: CGPoint(x: 150, y: 200))  // the second's centre: the even-odd hole
    host.tap(at: CGPoint(x: 115, y: 200))  // the second's band
    host.tap(at: CGPoint(x: 2, y: 152))  // outside the first ring, inside its frame
    #expect(log.taps == ["winding", "even-odd"])
  }

  struct Scrolling: View {
    let log: Log
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<10) { index in
            Text("row \(index)").frame(width: 200, height: 40)
              .contentShape(Rectangle())
              .onTapGesture { log.taps.append("row \(index)") }
          }
        }
      }
      .frame(height: 100)
    }
  }

  @Test("scrolled-away content is clipped and does not answer; the scroll offset is clamped")
  func scrolledAway() {
    let log = Log()
    let host = mount(Scrolling(log: log))
    // The scroll view is 100 tall at y 150–250; rows are 40 tall.
    host.tap(at: CGPoint(x: 100, y: 160))
    #expect(log.taps == ["row 0"])
    #expect(host.scroll(at: CGPoint(x: 100, y: 200), by: CGSize(width: 0, height: 90)))
    // Row 2 (80–120) is now at 150 + 80 − 90 = 140 … 180; row 0 at 60–100 is off screen.
    host.tap(at: CGPoint(x: 100, y: 160))
    host.tap(at: CGPoint(x: 100, y: 120))
    #expect(log.taps == ["row 0", "row 2"])
    #expect(host.texts.first == "row 2")
    // 10 rows of 40 = 400 points in 100: at most 300 can be scrolled.
    host.scroll(at: CGPoint(x: 100, y: 200), by: CGSize(width: 0, height: 1000))
    #expect(host.scroll(at: CGPoint(x: 100, y: 200), by: CGSize(width: 0, height: 1)) == false)
    // Row 9 (360–400) now sits at 150 + 360 − 300 = 210 … 250; its 20.4-point body text is
    // centered in the 40-point row: 210 + 9.8 = 219.8; "row 9" is 5 × 8.5 = 42.5 wide.
    #expect(isClose(host.displayList.frame(ofText: "row 9"), rect(100 - 21.25, 219.8, 42.5, 20.4)))
  }

  @Test("a long press opens the context menu; its items are listed, shown and chosen")
  func contextMenu() throws {
    let log = Log()
    let host = mount(
      Text("poster")
        .contextMenu {
          Button("Share") { log.taps.append("share") }
          Button("Hide") { log.taps.append("hide") }
        })
    #expect(host.contextMenuTitles == nil)
    let poster = try #require(host.displayList.accessibilityElements.first)
    #expect(host.longPress(at: CGPoint(x: poster.frame.midX, y: poster.frame.midY)))
    #expect(host.contextMenuTitles == ["Share", "Hide"])
    #expect(host.texts == ["Share", "Hide"])
    try host.chooseMenuItem("Hide")
    #expect(log.taps == ["hide"])
    #expect(host.contextMenuTitles == nil)
    #expect(throws: ViewHostError.noContextMenu) { try host.chooseMenuItem("Share") }
  }

  @Test("onLongPressGesture answers a long press, not a tap")
  func longPress() {
    let log = Log()
    let host = mount(Text("hold").onLongPressGesture { log.taps.append("long") })
    #expect(host.tap("hold") == false)
    let element = host.displayList.accessibilityElements[0]
    host.longPress(at: CGPoint(x: element.frame.midX, y: element.frame.midY))
    #expect(log.taps == ["long"])
  }
}
