import Foundation

/// Tick values "nice" to read, as Charts chooses them for a numeric axis.
///
/// The rule: divide the domain's span by the number of intervals wanted (4 when the axis is
/// 144 points or longer, fewer on short axes: one per 36 points, at least 1), and round that
/// raw step to the nearest step of the form 1, 2, 2.5 or 5 × 10ⁿ (nearest on a logarithmic
/// scale: the boundaries are the geometric means √2, √5, √12.5 and √50). The domain is
/// widened outward to multiples of the step, and the ticks are every multiple within it; so
/// there are about 5 values. A week of steps up to 11,800 reads 0, 2,500, … 12,500 on a tall
/// axis and 0, 5,000, 10,000, 15,000 on a short one; 0 to 100 reads 0, 25, 50, 75, 100; 0 to
/// 180 reads 0, 50, 100, 150, 200.
enum NiceTicks {
  /// The steps within each power of ten, each with the largest raw mantissa rounded to it.
  static let mantissas: [(step: Double, below: Double)] = [
    (1, 2.0.squareRoot()), (2, 5.0.squareRoot()), (2.5, 12.5.squareRoot()),
    (5, 50.0.squareRoot()), (10, .infinity),
  ]

  /// How many intervals an axis `length` points long shows.
  static func intervals(forLength length: CGFloat) -> Int {
    guard length.isFinite else { return 4 }
    return min(max(Int(length / 36), 1), 4)
  }

  /// The nice step nearest `raw`.
  static func step(near raw: Double) -> Double {
    guard raw.isFinite, raw > 0 else { return 1 }
    let power = pow(10, floor(log10(raw)))
    let mantissa = raw / power
    let step = mantissas.first { mantissa < $0.below }?.step ?? 10
    return step * power
  }

  /// The nice domain covering `lower`…`upper`, and its ticks, for `intervals` intervals.
  static func ticks(
    lower: Double, upper: Double, intervals: Int
  ) -> (
    domain: ClosedRange<Double>, values: [Double]
  ) {
    var (low, high) = (min(lower, upper), max(lower, upper))
    guard low.isFinite, high.isFinite else { return (0...1, [0, 1]) }
    if low == high {
      if low == 0 {
        high = 1
      } else {
        low -= abs(low) / 2
        high += abs(high) / 2
      }
    }
    let step = self.step(near: (high - low) / Double(max(intervals, 1)))
    let first = (low / step).rounded(.down) * step
    let last = (high / step).rounded(.up) * step
    return (first...last, values(from: first, to: last, step: step))
  }

  /// Every multiple of `step` from `first` to `last`, at most 1,000 of them.
  static func values(from first: Double, to last: Double, step: Double) -> [Double] {
    guard step > 0, step.isFinite, first.isFinite, last.isFinite else { return [] }
    let count = min(Int(((last - first) / step).rounded()) + 1, 1000)
    return (0..<max(count, 0)).map { index in
      let value = first + Double(index) * step
      // Tidies 0.30000000000000004 into 0.3.
      return (value / step).rounded() * step
    }
  }
}
