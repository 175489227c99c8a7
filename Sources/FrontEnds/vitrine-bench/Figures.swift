// How the suites reduce their samples to the figures they print.

/// The median of `samples`: the middle one, or the mean of the two middle ones.
func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// `value` rounded to `places` decimal places, as the JSON lines print figures.
func rounded(_ value: Double, places: Int = 2) -> Double {
  var scale = 1.0
  for _ in 0..<places { scale *= 10 }
  return (value * scale).rounded() / scale
}

/// A suite that could not measure, and why.
struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
