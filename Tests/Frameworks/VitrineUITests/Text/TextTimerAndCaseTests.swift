import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("Timers and text case")
struct TextTimerAndCaseTests {
  let start = Date(timeIntervalSince1970: 1_700_000_000)

  /// The string `Text(timerInterval:)` shows at `seconds` past `start`.
  func timer(
    length: TimeInterval, at seconds: TimeInterval, countsDown: Bool = true,
    showsHours: Bool = true, pauseTime: Date? = nil
  ) -> [String] {
    var environment = EnvironmentValues()
    environment.now = start.addingTimeInterval(seconds)
    let list = layout(
      Text(
        timerInterval: start...start.addingTimeInterval(length), pauseTime: pauseTime,
        countsDown: countsDown, showsHours: showsHours),
      environment: environment)
    return list.flattenedItems.compactMap {
      if case .text(let text) = $0.content { return text.string }
      return nil
    }
  }

  @Test("counting down shows the end minus now, in M:SS under an hour")
  func countsDown() {
    // 10 minutes long, 83.6 s in: 600 − 83.6 = 516.4 s, rounded down to 516 = 8:36.
    #expect(timer(length: 600, at: 83.6) == ["8:36"])
    // Past the end it holds 0:00; before the start, the whole length.
    #expect(timer(length: 600, at: 700) == ["0:00"])
    #expect(timer(length: 600, at: -50) == ["10:00"])
  }

  @Test("counting up shows now minus the start, held to the interval")
  func countsUp() {
    #expect(timer(length: 600, at: 83.6, countsDown: false) == ["1:23"])
    #expect(timer(length: 600, at: 900, countsDown: false) == ["10:00"])
  }

  @Test("an hour or more shows hours, or total minutes without them")
  func hours() {
    // 2 h long, 5 s in: 7195 s = 1 h 59 min 55 s, or 119 minutes 55 s.
    #expect(timer(length: 7200, at: 5) == ["1:59:55"])
    #expect(timer(length: 7200, at: 5, showsHours: false) == ["119:55"])
  }

  @Test("a pause time stops the timer at that moment")
  func paused() {
    #expect(timer(length: 600, at: 300, pauseTime: start.addingTimeInterval(60)) == ["9:00"])
  }

  @Test("textCase upper- and lower-cases by the locale's rules")
  func textCase() {
    let list = layout(
      VStack {
        Text("Straße").textCase(.uppercase)
        Text("ÉTÉ").textCase(.lowercase)
        Text("As written")
      })
    #expect(list.textItem("STRASSE") != nil)
    #expect(list.textItem("été") != nil)
    #expect(list.textItem("As written") != nil)

    var turkish = EnvironmentValues()
    turkish.locale = Locale(identifier: "tr_TR")
    let dotted = layout(Text("istanbul").textCase(.uppercase), environment: turkish)
    #expect(dotted.textItem("İSTANBUL") != nil)
  }
}
