import Foundation

extension Text {
  /// How a date is shown.
  public struct DateStyle: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
      case absolute(Date.FormatStyle.DateStyle, Date.FormatStyle.TimeStyle)
      case relative, offset, timer
    }

    let kind: Kind

    /// The time of day, such as "9:41 AM".
    public static let time = DateStyle(kind: .absolute(.omitted, .shortened))
    /// The date, such as "June 3, 2024".
    public static let date = DateStyle(kind: .absolute(.long, .omitted))
    /// The time between now and the date, such as "2 hours, 5 minutes".
    public static let relative = DateStyle(kind: .relative)
    /// The signed offset of the date from now, such as "+2 hours" or "-5 minutes".
    public static let offset = DateStyle(kind: .offset)
    /// A timer counting down to the date or up from it, such as "2:05:23" or "5:23".
    public static let timer = DateStyle(kind: .timer)

    /// `date` in this style, in `environment`'s locale, calendar, time zone and moment.
    func format(_ date: Date, in environment: EnvironmentValues) -> String {
      let seconds = (date.timeIntervalSince(environment.now ?? date)).rounded()
      let duration = Duration.seconds(abs(seconds))
      switch kind {
      case .absolute(let dateStyle, let timeStyle):
        return Date.FormatStyle(
          date: dateStyle, time: timeStyle, locale: environment.locale,
          calendar: environment.calendar, timeZone: environment.timeZone
        ).format(date)
      case .relative:
        return duration.formatted(Self.units(count: 2, in: environment))
      case .offset:
        let sign = seconds < 0 ? "-" : "+"
        return sign + duration.formatted(Self.units(count: 1, in: environment))
      case .timer:
        let pattern: Duration.TimeFormatStyle.Pattern =
          abs(seconds) >= 3600 ? .hourMinuteSecond : .minuteSecond
        return duration.formatted(.time(pattern: pattern).locale(environment.locale))
      }
    }

    /// Days, hours, minutes and seconds spelled out, the largest `count` that are not zero.
    private static func units(
      count: Int, in environment: EnvironmentValues
    )
      -> Duration.UnitsFormatStyle
    {
      Duration.UnitsFormatStyle(
        allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: count
      ).locale(environment.locale)
    }
  }
}
