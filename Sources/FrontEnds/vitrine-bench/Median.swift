/// The median of `samples`: the middle one, or the mean of the two middle ones.
func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
