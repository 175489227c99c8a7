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
    var (low, high, value) = (domain.lowerBound, domain.upperBound, value)
    if log {
      (low, high) = (log10(max(low, 1e-300)), log10(max(high, 1e-300)))
      value = log10(max(value, 1e-300))
    }
    let span = high - low
    let fraction = span == 0 ? 0.5 : (value - low) / span
    return coordinate(fraction: CGFloat(fraction.isFinite ? fraction : 0))
  }

  /// The coordinate a fraction of the way along the axis.
  func coordinate(fraction: CGFloat) -> CGFloat {
    let along = reversed ? 1 - fraction : fraction
    let point = insets.start + usable * along
    return flipped ? length - point : point
  }
}
