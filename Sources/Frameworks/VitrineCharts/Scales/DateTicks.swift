import Foundation

/// Tick dates for a date axis: whole hours, days, weeks, months or years, as many as fit.
///
/// The unit is the smallest of hour (strides 1, 2, 3, 6, 12), day (1, 2), week (1, 2), month
/// (1, 2, 3, 6) and year (1, 2, 5, 10…) that puts at most `maximumCount` ticks in the domain;
/// ticks start at the unit's boundary at or after the domain's start (weeks at the locale's
/// first weekday).
enum DateTicks {
  /// A stride: a calendar unit and a count.
  struct Stride: Equatable {
    var unit: Calendar.Component
    var count: Int
    /// The stride's rough length, for choosing.
    var seconds: Double {
      let unitSeconds: Double
      switch unit {
      case .hour: unitSeconds = 3600
      case .day: unitSeconds = 86_400
      case .weekOfYear: unitSeconds = 7 * 86_400
      case .month: unitSeconds = 30.44 * 86_400
      case .year: unitSeconds = 365.25 * 86_400
      default: unitSeconds = 60
      }
      return unitSeconds * Double(count)
    }
  }

  /// The most ticks an automatic date axis shows (a week of days excepted).
  static let automaticCount = 6

  /// The strides tried, shortest first.
  static let strides: [Stride] =
    [1, 2, 3, 6, 12].map { Stride(unit: .hour, count: $0) }
    + [1, 2].map { Stride(unit: .day, count: $0) }
    + [1, 2].map { Stride(unit: .weekOfYear, count: $0) }
    + [1, 2, 3, 6].map { Stride(unit: .month, count: $0) }
    + [1, 2, 5, 10, 20, 50, 100].map { Stride(unit: .year, count: $0) }

  /// The stride for a domain of `span` seconds with at most `maximumCount` ticks; a week or
  /// less is marked every day while days are at least 12 points apart (its labels then
  /// narrow to one letter, see ``template(for:span:length:)``).
  static func stride(span: Double, maximumCount: Int, length: CGFloat = 0) -> Stride {
    let count = Double(max(maximumCount, 1))
    let days = span / 86_400
    if days > 1, days <= 8, Double(length) / days >= 12 { return Stride(unit: .day, count: 1) }
    return strides.first { span / $0.seconds <= count } ?? strides[strides.count - 1]
  }

  /// The ticks of `stride` within `domain`, at most 1,000.
  static func ticks(in domain: ClosedRange<Date>, stride: Stride, calendar: Calendar) -> [Date] {
    var start =
      calendar.dateInterval(of: stride.unit, for: domain.lowerBound)?.start
      ?? domain.lowerBound
    if start < domain.lowerBound {
      start = calendar.date(byAdding: stride.unit, value: 1, to: start) ?? domain.upperBound
    }
    var ticks: [Date] = []
    var tick = start
    while tick <= domain.upperBound, ticks.count < 1000 {
      ticks.append(tick)
      guard let next = calendar.date(byAdding: stride.unit, value: stride.count, to: tick),
        next > tick
      else { break }
      tick = next
    }
    return ticks
  }

  /// The date format template for labels of `stride` over `span` seconds on an axis `length`
  /// points long: weekdays for a week or less of days, day and month for longer runs of days
  /// and weeks, months, years, hours.
  static func template(for stride: Stride, span: Double, length: CGFloat = .infinity) -> String {
    switch stride.unit {
    case .hour: return "j"
    case .day where span <= 8 * 86_400:
      // Abbreviated weekdays need about 36 points each; fewer give one letter (M T W …).
      return Double(length) / (span / 86_400) >= 36 ? "EEE" : "EEEEE"
    case .day: return "MMMd"
    case .weekOfYear: return "MMMd"
    case .month: return "MMM"
    default: return "y"
    }
  }
}
