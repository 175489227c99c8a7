import Foundation
import VitrineUI

/// Everything a chart needs before it knows its plot's exact size: the marks' spans, the two
/// scales with their ticks and label formats, the series' colours and the legend.
struct ChartPlan {
  var marks: [SpannedMark]
  var x: PositionScale?
  var y: PositionScale?
  /// The series in legend order, with their colours.
  var series: [(name: String, style: AnyShapeStyle)]
  /// The names of the symbol and dash series, in order.
  var symbolSeries: [String]
  var dashSeries: [String]
  /// Whether the chart is a pie (only sectors).
  var isPie: Bool

  /// What the chart's environment says.
  struct Settings {
    var xScale = ChartScaleSpec()
    var yScale = ChartScaleSpec()
    var xAxis = ChartAxisSpec()
    var yAxis = ChartAxisSpec()
    var foregroundScale = ForegroundStyleScaleSpec()
    var locale = Locale(identifier: "en_US")
    var calendar = Calendar(identifier: .gregorian)
    var timeZone = TimeZone(identifier: "UTC") ?? .current

    /// The calendar in the chart's time zone, its weeks starting on the locale's first day
    /// (Monday in Russia, Sunday in the United States).
    var localizedCalendar: Calendar {
      var calendar = self.calendar
      calendar.timeZone = timeZone
      calendar.locale = locale
      let weekdays: [Locale.Weekday] = [
        .sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday,
      ]
      if let first = weekdays.firstIndex(of: locale.firstDayOfWeek) {
        calendar.firstWeekday = first + 1
      }
      return calendar
    }
  }

  /// Plans `marks` for a plot about `size` large.
  init(marks declared: [ResolvedMark], settings: Settings, size: CGSize) {
    let calendar = settings.localizedCalendar
    marks = MarkSpans.spans(of: declared, calendar: calendar)
    isPie = !declared.isEmpty && declared.allSatisfy { $0.kind == .sector }
    var names: [String] = []
    var symbols: [String] = []
    var dashes: [String] = []
    for mark in marks {
      if let name = mark.seriesName, !names.contains(name) { names.append(name) }
      if let name = mark.mark.style.symbolBy.map({ ChartPalette.name(of: $0.value) }),
        !symbols.contains(name)
      {
        symbols.append(name)
      }
      if let name = mark.mark.style.lineStyleBy.map({ ChartPalette.name(of: $0.value) }),
        !dashes.contains(name)
      {
        dashes.append(name)
      }
    }
    let given = settings.foregroundScale.pairs
    if !given.isEmpty {
      let known = given.map(\.name)
      series =
        given
        + names.filter { !known.contains($0) }.enumerated().map {
          (name: $0.element, style: AnyShapeStyle(ChartPalette.color(given.count + $0.offset)))
        }
    } else {
      series = names.enumerated().map {
        (name: $0.element, style: AnyShapeStyle(ChartPalette.color($0.offset)))
      }
    }
    symbolSeries = symbols
    dashSeries = dashes
    guard !isPie else { return }
    let horizontalMeasure = marks.contains { $0.isHorizontal }
    let verticalMeasure = marks.contains {
      ($0.mark.kind == .bar || $0.mark.kind == .area) && !$0.isHorizontal
    }
    let builder = ScaleBuilder(calendar: calendar, locale: settings.locale)
    x = builder.scale(
      values: marks.flatMap { $0.x?.values ?? [] }, spec: settings.xScale,
      includesZero: horizontalMeasure, length: size.width, axis: settings.xAxis, isX: true)
    y = builder.scale(
      values: marks.flatMap { $0.y?.values ?? [] }, spec: settings.yScale,
      includesZero: verticalMeasure || !horizontalMeasure, length: size.height,
      axis: settings.yAxis, isX: false)
    // Numbers and dates grow upward; categories read from the top down, as on iOS.
    let categorical = y?.isCategorical ?? false
    y?.flipped = !categorical
  }

  /// The style of the series called `name`.
  func style(ofSeries name: String) -> AnyShapeStyle? {
    series.first { $0.name == name }?.style
  }
}
