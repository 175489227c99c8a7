import Foundation

/// The areas `symbolSize(by:)` gives points: numbers from the smallest area for the smallest
/// value to the largest for the largest, linearly in area; categories the areas in turn, in
/// order of first appearance.
struct SymbolSizeScale {
  /// The smallest and largest areas, in square points (a 4.5- and a 14-point square).
  static let areas: ClosedRange<CGFloat> = 20...200
  /// The areas categories get in turn.
  static let categoryAreas: [CGFloat] = [30, 60, 100, 150, 200]

  /// The numbers' domain, when the channel holds numbers.
  var domain: ClosedRange<Double>?
  /// The categories, in order.
  var categories: [String] = []

  /// The scale of `values`.
  init(values: [ChartValue]) {
    let numbers = values.compactMap(\.continuous).filter(\.isFinite)
    if numbers.count == values.count, let low = numbers.min(), let high = numbers.max() {
      domain = low...high
    } else {
      for value in values {
        let name = ChartPalette.name(of: value)
        if !categories.contains(name) { categories.append(name) }
      }
    }
  }

  /// The area of a point whose channel holds `value`.
  func area(of value: ChartValue) -> CGFloat {
    if let domain, let number = value.continuous {
      let span = domain.upperBound - domain.lowerBound
      let fraction = span > 0 ? (number - domain.lowerBound) / span : 0.5
      return Self.areas.lowerBound
        + (Self.areas.upperBound - Self.areas.lowerBound) * CGFloat(min(max(fraction, 0), 1))
    }
    let index = categories.firstIndex(of: ChartPalette.name(of: value)) ?? 0
    return Self.categoryAreas[index % Self.categoryAreas.count]
  }
}
