import Foundation

/// Where a mark lies along one axis, in data terms: at a value, or over an interval.
enum AxisSpan {
  case value(ChartValue)
  case interval(ChartValue, ChartValue)

  /// The values it touches.
  var values: [ChartValue] {
    switch self {
    case .value(let value): return [value]
    case .interval(let start, let end): return [start, end]
    }
  }
}

/// A mark with its spans worked out: stacked, and dates widened to their units.
struct SpannedMark {
  var mark: ResolvedMark
  var x: AxisSpan?
  var y: AxisSpan?
  /// Whether a bar runs along x (horizontal).
  var isHorizontal = false
  /// The mark's colour series, by name (`foregroundStyle(by:)`), and the line series.
  var seriesName: String?
  var lineSeries: String?
  /// The group a `position(by:)` bar belongs to, by name.
  var groupName: String?
}

/// Stacking and units: turns declared marks into spans.
enum MarkSpans {
  /// The spans of every mark, bars and areas piled where they share a position.
  static func spans(of marks: [ResolvedMark], calendar: Calendar) -> [SpannedMark] {
    var piles: [String: (positive: Double, negative: Double)] = [:]
    var totals: [String: Double] = [:]
    // Totals first, for normalized and centred stacking.
    for mark in marks where mark.kind == .bar || mark.kind == .area {
      guard let (key, measure) = pileKey(mark), mark.stacking != .unstacked else { continue }
      totals[key, default: 0] += abs(measure)
    }
    return marks.map { mark in
      var spanned = SpannedMark(mark: mark)
      spanned.seriesName = mark.style.foregroundBy.map { ChartPalette.name(of: $0.value) }
      spanned.groupName = mark.style.positionBy.map { ChartPalette.name(of: $0.value) }
      spanned.lineSeries =
        (mark.series ?? mark.style.foregroundBy ?? mark.style.lineStyleBy ?? mark.style.symbolBy)
        .map { ChartPalette.name(of: $0.value) }
      spanned.x = span(mark.x, start: mark.xStart, end: mark.xEnd, calendar: calendar)
      spanned.y = span(mark.y, start: mark.yStart, end: mark.yEnd, calendar: calendar)
      guard mark.kind == .bar || mark.kind == .area else { return spanned }
      spanned.isHorizontal = isHorizontal(mark)
      guard let (key, measure) = pileKey(mark) else { return spanned }
      var base: Double
      var top: Double
      if mark.stacking == .unstacked {
        (base, top) = (0, measure)
      } else {
        var pile = piles[key] ?? (0, 0)
        if measure >= 0 {
          base = pile.positive
          pile.positive += measure
          top = pile.positive
        } else {
          base = pile.negative
          pile.negative += measure
          top = pile.negative
        }
        piles[key] = pile
        let total = totals[key] ?? 0
        if mark.stacking == .normalized, total > 0 {
          (base, top) = (base / total, top / total)
        } else if mark.stacking == .center {
          (base, top) = (base - total / 2, top - total / 2)
        }
      }
      let interval = AxisSpan.interval(.number(base), .number(top))
      if spanned.isHorizontal { spanned.x = interval } else { spanned.y = interval }
      return spanned
    }
  }

  /// Whether a bar or area runs along x: its x is a number and its y is not.
  static func isHorizontal(_ mark: ResolvedMark) -> Bool {
    let xNumber = mark.x.map { if case .number = $0.value { true } else { false } } ?? false
    let yNumber = mark.y.map { if case .number = $0.value { true } else { false } } ?? false
    if mark.xStart != nil, mark.yStart == nil { return true }
    if mark.y == nil, mark.yStart == nil { return true }
    return xNumber && !yNumber && mark.yStart == nil
  }

  /// The pile a bar or area belongs to (its position and group) and the value it adds; `nil`
  /// for marks given as ranges.
  static func pileKey(_ mark: ResolvedMark) -> (String, Double)? {
    let horizontal = isHorizontal(mark)
    guard let measure = (horizontal ? mark.x : mark.y)?.value.continuous,
      horizontal ? mark.xStart == nil : mark.yStart == nil, measure.isFinite
    else { return nil }
    let position = (horizontal ? mark.y : mark.x).map { ChartPalette.name(of: $0.value) } ?? ""
    let group = mark.style.positionBy.map { ChartPalette.name(of: $0.value) } ?? ""
    return ("\(mark.kind.rawValue)|\(position)|\(group)", measure)
  }

  /// The span of a channel, or of its start and end; a date with a unit spans the unit.
  static func span(
    _ channel: PlotChannel?, start: PlotChannel?, end: PlotChannel?, calendar: Calendar
  ) -> AxisSpan? {
    if let start, let end { return .interval(start.value, end.value) }
    guard let channel else { return nil }
    if let end = channel.end { return .interval(channel.value, end) }
    if case .date(let date) = channel.value, let unit = channel.unit,
      let interval = (channel.calendar ?? calendar).dateInterval(of: unit, for: date)
    {
      return .interval(.date(interval.start), .date(interval.end))
    }
    return .value(channel.value)
  }
}
