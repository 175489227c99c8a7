import Foundation
import Testing
import VitrineUI

@testable import VitrineCharts

@MainActor
@Suite("Charts: scales, date ticks and axis values")
struct ScalesAndAxesTests {
  func calendar(_ locale: String) -> Calendar {
    var settings = ChartPlan.Settings()
    settings.locale = Locale(identifier: locale)
    return settings.localizedCalendar
  }

  @Test(
    "a week of days on a wide axis is marked daily with abbreviated weekdays, narrow when short")
  func weekTicks() {
    let week = 7 * 86_400.0
    let wide = DateTicks.stride(span: week, maximumCount: 7, length: 280)
    #expect(wide == DateTicks.Stride(unit: .day, count: 1))
    #expect(DateTicks.template(for: wide, span: week, length: 280) == "EEE")
    let short = DateTicks.stride(span: week, maximumCount: 3, length: 120)
    #expect(short == DateTicks.Stride(unit: .day, count: 1))
    #expect(DateTicks.template(for: short, span: week, length: 120) == "EEEEE")
  }

  @Test("a month is marked by weeks, a year by months or quarters")
  func longerTicks() {
    #expect(DateTicks.stride(span: 30 * 86_400, maximumCount: 7).unit == .weekOfYear)
    #expect(DateTicks.stride(span: 365 * 86_400, maximumCount: 12) == .init(unit: .month, count: 1))
    #expect(DateTicks.stride(span: 365 * 86_400, maximumCount: 5) == .init(unit: .month, count: 3))
  }

  @Test("weeks start on Monday in Russian and on Sunday in American English")
  func firstWeekday() {
    let start = Date(timeIntervalSince1970: 1_793_577_600)  // Monday 2 November 2026
    let domain = start...start.addingTimeInterval(20 * 86_400)
    let stride = DateTicks.Stride(unit: .weekOfYear, count: 1)
    let russian = DateTicks.ticks(in: domain, stride: stride, calendar: calendar("ru_RU"))
    let american = DateTicks.ticks(in: domain, stride: stride, calendar: calendar("en_US"))
    #expect(russian.first == start)
    #expect(american.first == start.addingTimeInterval(6 * 86_400))
  }

  @Test("a category scale places bands' centres; y categories read from the top")
  func categories() {
    let marks = ChartMarks.of(
      ForEach(["Swift", "Go"], id: \.self) { name in
        BarMark(x: .value("Share", 1), y: .value("Language", name))
      })
    let plan = ChartPlan(marks: marks, settings: .init(), size: CGSize(width: 200, height: 100))
    var y = try! #require(plan.y)
    y.length = 100
    #expect(y.position(.category("Swift")) == 25)
    #expect(y.position(.category("Go")) == 75)
  }

  @Test("an explicit domain is kept as given, with nice ticks inside it")
  func explicitDomain() {
    var settings = ChartPlan.Settings()
    settings.yScale = ChartScaleSpec(domain: (50...130)._spec)
    let marks = ChartMarks.of(LineMark(x: .value("X", 1), y: .value("Y", 90)))
    let plan = ChartPlan(marks: marks, settings: settings, size: CGSize(width: 200, height: 200))
    // 80 points of span over 4 intervals: steps of 20 from the first multiple inside.
    #expect(plan.y?.ticks == [.number(60), .number(80), .number(100), .number(120)])
    guard case .continuous(let domain, _, _)? = plan.y?.kind else { return #expect(Bool(false)) }
    #expect(domain == 50...130)
  }

  @Test("lines and points include zero on y unless told not to")
  func includesZero() {
    let marks = ChartMarks.of(LineMark(x: .value("X", 1), y: .value("Y", 60)))
    let plan = ChartPlan(marks: marks, settings: .init(), size: CGSize(width: 200, height: 200))
    #expect(plan.y?.ticks.first == .number(0))
    var settings = ChartPlan.Settings()
    settings.yScale = ChartScaleSpec(
      domain: AutomaticScaleDomain(includesZero: false, reversed: false)._spec)
    let tight = ChartPlan(
      marks: marks + ChartMarks.of(LineMark(x: .value("X", 2), y: .value("Y", 80))),
      settings: settings, size: CGSize(width: 200, height: 200))
    #expect(tight.y?.ticks.first == .number(60))
  }

  @Test("AxisValue.as reads numbers as Double, Int and Float, dates and strings")
  func axisValue() {
    let number = AxisValue(index: 0, count: 1, value: .number(2500))
    #expect(number.as(Double.self) == 2500)
    #expect(number.as(Int.self) == 2500)
    #expect(number.as(Float.self) == 2500)
    #expect(number.as(String.self) == nil)
    #expect(AxisValue(index: 0, count: 1, value: .category("Q1")).as(String.self) == "Q1")
    #expect(AxisValue(index: 0, count: 1, value: .number(2.5)).as(Int.self) == nil)
  }

  @Test("AxisMarkValues: strides of numbers and dates, and lists of values")
  func axisMarkValues() {
    let scale = PositionScale(kind: .continuous(domain: 0...100, isDate: false, log: false))
    let values = AxisEntries.values(.stride(by: 40), scale: scale, calendar: calendar("en_US"))
    #expect(values == [.number(0), .number(40), .number(80)])
    #expect(
      AxisEntries.values(.values([5, 7]), scale: scale, calendar: calendar("en_US")) == [
        .number(5), .number(7),
      ])
  }

  @Test("AxisValueLabel(format:) writes numbers and dates with the format, in the locale")
  func labelFormat() {
    let date = Date(timeIntervalSince1970: 1_793_577_600)
    let weekday = AxisValueLabel.formatted(
      .date(date),
      format: Date.FormatStyle(timeZone: TimeZone(identifier: "UTC")!).weekday(.wide).locale(
        Locale(identifier: "ru_RU")))
    #expect(weekday == "понедельник")
    let number = AxisValueLabel.formatted(
      .number(12_500), format: IntegerFormatStyle<Int>().locale(Locale(identifier: "en_US")))
    #expect(number == "12,500")
  }
}

@MainActor
@Suite("Charts: a week on a narrow axis")
struct NarrowWeekTests {
  @Test("seven days on 108 points are marked daily with one-letter weekdays")
  func narrowWeek() {
    let marks = ChartMarks.of(
      ForEach(0..<7, id: \.self) { day in
        BarMark(
          x: .value(
            "Day", Date(timeIntervalSince1970: 1_793_577_600 + Double(day) * 86_400), unit: .day),
          y: .value("Steps", 100))
      })
    let plan = ChartPlan(marks: marks, settings: .init(), size: CGSize(width: 108, height: 100))
    #expect(plan.x?.ticks.count == 8)
    #expect(plan.x.map { $0.labelFormat($0.ticks[0]) } == "M")
  }
}
