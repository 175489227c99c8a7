import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("Text")
struct TextTests {
  @Test("text is as wide as its widest line and sits centered by default")
  func sizeAndPlacement() {
    let list = layout(Text("Hello").font(font10))
    #expect(list.frame(ofText: "Hello") == rect(87.5, 94, 25, 12))
  }

  @Test("named styles resolve to Dynamic Type's default sizes")
  func namedStyles() {
    let list = layout(
      VStack {
        Text("a").font(.headline)
        Text("b").font(.caption2)
        Text("c")
      })
    #expect(
      list.textItem("a")?.font == ResolvedFont(size: 17, weight: .semibold, textStyle: .headline))
    #expect(list.textItem("b")?.font.size == 11)
    #expect(list.textItem("c")?.font == ResolvedFont(size: 17, textStyle: .body))
  }

  @Test("weights from the text, the view and the font, nearest first")
  func weights() {
    let list = layout(
      VStack {
        Text("a").bold()
        Text("b")
        Text("c").font(.system(size: 12, weight: .light))
      }.fontWeight(.medium))
    #expect(list.textItem("a")?.font.weight == .bold)
    #expect(list.textItem("b")?.font.weight == .medium)
    #expect(list.textItem("c")?.font.weight == .medium)
  }

  @Test("numbers and dates are formatted in the environment's locale and time zone")
  func formatting() {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "de_DE")
    let date = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC
    let list = layout(
      VStack {
        Text(1234.5, format: .number)
        Text(date, style: .time)
      }, environment: environment)
    #expect(list.textItem("1.234,5") != nil)
    #expect(list.textItem("22:13") != nil)
  }

  @Test("relative dates, offsets and timers count from the environment's moment")
  func relativeDates() {
    var environment = EnvironmentValues()
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    environment.now = now
    let inTwoHours = now.addingTimeInterval(2 * 3600 + 5 * 60 + 23)
    let fiveMinutesAgo = now.addingTimeInterval(-(5 * 60 + 23))
    let list = layout(
      VStack {
        Text(inTwoHours, style: .relative)
        Text(inTwoHours, style: .offset)
        Text(fiveMinutesAgo, style: .offset)
        Text(inTwoHours, style: .timer)
        Text(fiveMinutesAgo, style: .timer)
      }, environment: environment)
    #expect(list.textItem("2 hours, 5 minutes") != nil)
    #expect(list.textItem("+2 hours") != nil)
    #expect(list.textItem("-5 minutes") != nil)
    #expect(list.textItem("2:05:23") != nil)
    #expect(list.textItem("5:23") != nil)

    environment.locale = Locale(identifier: "ru_RU")
    let russian = layout(Text(inTwoHours, style: .relative), environment: environment)
    #expect(russian.textItem("2 часа 5 минут") != nil)
    // Without a moment, a date is its own now: layout never reads the system clock.
    let timeless = layout(Text(inTwoHours, style: .timer))
    #expect(timeless.textItem("0:00") != nil)
  }

  @Test("a short frame lowers the line limit to the lines that fit")
  func heightLimitsLines() {
    // 40 points wide: three lines; 30 points high holds two (24), so the second truncates.
    let list = layout(Text("one two three four five").font(font10).frame(width: 40, height: 30))
    #expect(list.lines(ofText: "one two three four five") == ["one two", "three f…"])
    #expect(list.textItem("one two three four five")?.lineLimit == 2)
  }

  @Test("lineLimit, truncationMode and multilineTextAlignment reach the text")
  func textModifiers() {
    let list = layout(
      Text("abcdefghijklmnop").font(font10).lineLimit(1).truncationMode(.head)
        .multilineTextAlignment(.center).frame(width: 40))
    let item = list.textItem("abcdefghijklmnop")
    #expect(item?.layout.lines.map(\.text) == ["…jklmnop"])
    #expect(item?.alignment == .center)
    #expect(item?.truncationMode == .head)
  }

  @Test("multiline text is aligned within its frame")
  func multilineAlignment() {
    let list = layout(
      Text("aaaa bb").font(font10).multilineTextAlignment(.trailing).frame(width: 20))
    #expect(list.textItem("aaaa bb")?.layout.lines.map(\.origin.x) == [0, 10])
  }

  @Test("foreground styles paint text; secondary is fainter")
  func foreground() {
    let list = layout(
      VStack {
        Text("a")
        Text("b").foregroundStyle(.secondary)
        Text("c").foregroundColor(.red)
        Text("d")
      }.foregroundStyle(Color.blue))
    #expect(list.textItem("a")?.paint == .color(Color.blue.resolve(in: .light)))
    #expect(
      list.textItem("b")?.paint
        == .color(Color.blue.resolve(in: .light).multiplyingOpacity(by: 0.6)))
    #expect(list.textItem("c")?.paint == .color(Color.red.resolve(in: .light)))
    let plain = layout(Text("x").foregroundStyle(.secondary))
    #expect(plain.textItem("x")?.paint == .color(Color.secondary.resolve(in: .light)))
  }
}
