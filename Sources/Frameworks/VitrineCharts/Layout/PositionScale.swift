import Foundation
import VitrineUI

/// Maps an axis's values to points along the plot: numbers and dates along a line, categories
/// to the centres of equal bands.
struct PositionScale {
  enum Kind {
    /// Numbers (or dates as seconds) from the domain's lower bound to its upper; `log` spaces
    /// powers of ten evenly.
    case continuous(domain: ClosedRange<Double>, isDate: Bool, log: Bool)
    /// Categories in order, each a band.
    case category([String])
  }
  var kind: Kind
  /// The plot's length along this axis, in points.
  var length: CGFloat = 0
  /// Points left empty at the start and end.
  var insets: (start: CGFloat, end: CGFloat) = (0, 0)
  /// Whether values grow towards smaller coordinates (y grows upward).
  var flipped = false
  /// Whether the domain runs backwards.
  var reversed = false
  /// The values the axis marks, and their labels.
  var ticks: [ChartValue] = []
  /// How labels are written when the axis chooses.
  var labelFormat: (ChartValue) -> String = { ChartPalette.name(of: $0) }
  /// Whether default labels sit at the leading edge of their tick (dates) or centred.
  var labelsLead = false
  /// How a continuous scale bends its values (square root, symmetric log); `log` in the kind
  /// is the logarithmic one.
  var transform = ScaleTransform.linear

  /// The band of a category, or 0 on a continuous scale.
  var bandwidth: CGFloat {
    if case .category(let names) = kind, !names.isEmpty { return usable / CGFloat(names.count) }
    return 0
  }

  /// The length values spread over.
  var usable: CGFloat { max(length - insets.start - insets.end, 0) }

  /// Whether the scale places categories.
  var isCategorical: Bool { if case .category = kind { return true } else { return false } }

  /// Whether the scale places dates.
  var isDate: Bool {
    if case .continuous(_, let isDate, _) = kind { return isDate } else { return false }
  }

  /// The coordinate of `value`, or `nil` when the scale does not place it.
  func position(_ value: ChartValue) -> CGFloat? {
    switch kind {
    case .category(let names):
      guard let name = value.category ?? Optional(ChartPalette.name(of: value)),
        let index = names.firstIndex(of: name)
      else { return nil }
      return coordinate(fraction: (CGFloat(index) + 0.5) / CGFloat(max(names.count, 1)))
    case .continuous:
      return value.continuous.map(position(continuous:))
    }
  }

  /// The coordinate of a number (or a date's seconds) on a continuous scale.
  func position(continuous value: Double) -> CGFloat {
    guard case .continuous(let domain, _, let log) = kind else { return 0 }
    let transform = log ? ScaleTransform.log : self.transform
    // On a logarithmic scale zero and below (a bar's base) sit at the domain's start.
    let placed = log && value <= 0 ? domain.lowerBound : value
    let (low, high, value) = (
      transform.apply(domain.lowerBound), transform.apply(domain.upperBound),
      transform.apply(placed)
    )
    let span = high - low
    let fraction = span == 0 ? 0.5 : (value - low) / span
    return coordinate(fraction: CGFloat(fraction.isFinite ? fraction : 0))
  }

  /// The value at coordinate `point`: the category whose band holds it, or the number (a
  /// date's seconds) there; `nil` outside the plot's categories.
  func value(at point: CGFloat) -> ChartValue? {
    let along = flipped ? length - point : point
    guard usable > 0 else { return nil }
    var fraction = Double((along - insets.start) / usable)
    if reversed { fraction = 1 - fraction }
    switch kind {
    case .category(let names):
      guard !names.isEmpty, fraction >= 0, fraction <= 1 else { return nil }
      return .category(names[min(Int(fraction * Double(names.count)), names.count - 1)])
    case .continuous(let domain, let isDate, let log):
      let transform = log ? ScaleTransform.log : self.transform
      let low = transform.apply(domain.lowerBound)
      let high = transform.apply(domain.upperBound)
      let bent = low + (high - low) * fraction
      let number = transform.invert(bent)
      guard number.isFinite else { return nil }
      return isDate ? .date(Date(timeIntervalSince1970: number)) : .number(number)
    }
  }

  /// The coordinate a fraction of the way along the axis.
  func coordinate(fraction: CGFloat) -> CGFloat {
    let along = reversed ? 1 - fraction : fraction
    let point = insets.start + usable * along
    return flipped ? length - point : point
  }
}
