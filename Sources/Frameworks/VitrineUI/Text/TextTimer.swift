import Foundation

extension Text {
  /// Creates a timer that counts down to the end of `timerInterval` (or up from its start)
  /// as the widget's clock runs, like `Text(timerInterval: start...end)` on iOS.
  ///
  /// The moment is `pauseTime` when given, else the environment's ``EnvironmentValues/now``
  /// (else the interval's start). Counting down shows `upperBound − moment`, counting up
  /// `moment − lowerBound`, both held within `0 ... upperBound − lowerBound`; seconds round
  /// down, as a running clock's do. An hour or more reads "H:MM:SS" (or total minutes
  /// "MMM:SS" when `showsHours` is false), less than an hour "M:SS".
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    self.init(
      formatting: { environment in
        TimerText.string(
          interval: timerInterval,
          moment: pauseTime ?? environment.now ?? timerInterval.lowerBound,
          countsDown: countsDown, showsHours: showsHours)
      })
  }
}

/// The arithmetic of a timer's text.
enum TimerText {
  /// The timer's text at `moment`.
  static func string(
    interval: ClosedRange<Date>, moment: Date, countsDown: Bool, showsHours: Bool
  ) -> String {
    let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
    let raw =
      countsDown
      ? interval.upperBound.timeIntervalSince(moment)
      : moment.timeIntervalSince(interval.lowerBound)
    let clamped = min(max(raw, 0), length)
    guard clamped.isFinite, clamped < Double(Int.max / 2) else { return "0:00" }
    let total = Int(clamped.rounded(.down))
    let seconds = total % 60
    let minutes = total / 60
    if showsHours, minutes >= 60 {
      return "\(minutes / 60):\(twoDigits(minutes % 60)):\(twoDigits(seconds))"
    }
    return "\(minutes):\(twoDigits(seconds))"
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
