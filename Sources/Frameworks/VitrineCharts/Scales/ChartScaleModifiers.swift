import Foundation
import VitrineUI

/// A scale's domain as a chart modifier gives it: automatic (with or without zero), a range of
/// numbers or dates, or a list of categories.
public struct ScaleDomainSpec: Sendable {
  enum Storage: Sendable {
    case automatic(includesZero: Bool?, reversed: Bool)
    case continuous(ClosedRange<Double>)
    case categories([String])
  }
  let storage: Storage
}

/// A domain for `chartXScale(domain:)` and `chartYScale(domain:)`.
public protocol ScaleDomain {
  /// The domain as the chart reads it.
  var _spec: ScaleDomainSpec { get }
}

/// Charts' automatic domain, optionally without zero or reversed.
public struct AutomaticScaleDomain: ScaleDomain {
  let includesZero: Bool?
  let reversed: Bool
  /// The domain as the chart reads it.
  public var _spec: ScaleDomainSpec {
    ScaleDomainSpec(storage: .automatic(includesZero: includesZero, reversed: reversed))
  }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
  /// The domain the data needs.
  public static var automatic: AutomaticScaleDomain {
    AutomaticScaleDomain(includesZero: nil, reversed: false)
  }
  /// The domain the data needs; `includesZero: false` lets it start near the smallest value.
  public static func automatic(
    includesZero: Bool? = nil, reversed: Bool? = nil
  )
    -> AutomaticScaleDomain
  {
    AutomaticScaleDomain(includesZero: includesZero, reversed: reversed ?? false)
  }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
  /// A range of numbers or dates.
  public var _spec: ScaleDomainSpec {
    let low = lowerBound.primitivePlottable.chartValue.continuous ?? 0
    let high = upperBound.primitivePlottable.chartValue.continuous ?? 1
    return ScaleDomainSpec(storage: .continuous(low...Swift.max(low, high)))
  }
}

extension Array: ScaleDomain where Element: Plottable {
  /// A list of categories, in order; numbers or dates (`[0, 100]`, as Apple's "Customizing axes
  /// in Swift Charts" sets a battery chart's y axis) span from the smallest to the largest.
  public var _spec: ScaleDomainSpec {
    let values = map { $0.primitivePlottable.chartValue }
    let numbers = values.compactMap(\.continuous).filter(\.isFinite)
    if !values.isEmpty, numbers.count == values.count, let low = numbers.min(),
      let high = numbers.max()
    {
      return ScaleDomainSpec(storage: .continuous(low...high))
    }
    return ScaleDomainSpec(
      storage: .categories(values.map { $0.category ?? ChartPalette.name(of: $0) }))
  }
}

/// How values map to positions (Charts' `ScaleType`).
public enum ScaleType: Sendable, Hashable {
  /// Charts' choice for the values.
  case automatic
  /// Evenly spaced numbers.
  case linear
  /// Powers of ten evenly spaced; ticks at the powers of ten.
  case log
  /// Square roots evenly spaced (the sign kept for negative values).
  case squareRoot
  /// Logarithmic away from zero and linear near it: `sign(x) · log₁₀(1 + |x|)`.
  case symmetricLog
  /// Dates.
  case date
  /// Categories in bands.
  case category
}

/// A scale set on a chart: its domain, the part of the plot it covers, its type.
struct ChartScaleSpec: Sendable {
  var domain: ScaleDomainSpec = AutomaticScaleDomain(includesZero: nil, reversed: false)._spec
  /// Points inset from the plot's start and end.
  var rangeInsets: (start: CGFloat, end: CGFloat) = (0, 0)
  var type: ScaleType = .automatic
}

/// The part of the plot a scale covers (Charts' `PlotDimensionScaleRange`).
public struct PlotDimensionScaleRange: Sendable {
  let start: CGFloat
  let end: CGFloat
  /// The whole plot dimension, inset by `startPadding` and `endPadding` points.
  public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> Self {
    PlotDimensionScaleRange(start: max(startPadding, 0), end: max(endPadding, 0))
  }
  /// The whole plot dimension, inset by `padding` points at both ends.
  public static func plotDimension(padding: CGFloat) -> Self {
    plotDimension(startPadding: padding, endPadding: padding)
  }
}

private struct ChartXScaleKey: EnvironmentKey {
  static var defaultValue: ChartScaleSpec { ChartScaleSpec() }
}
private struct ChartYScaleKey: EnvironmentKey {
  static var defaultValue: ChartScaleSpec { ChartScaleSpec() }
}

extension EnvironmentValues {
  /// The x scale the chart modifiers set.
  var chartXScale: ChartScaleSpec {
    get { self[ChartXScaleKey.self] }
    set { self[ChartXScaleKey.self] = newValue }
  }
  /// The y scale the chart modifiers set.
  var chartYScale: ChartScaleSpec {
    get { self[ChartYScaleKey.self] }
    set { self[ChartYScaleKey.self] = newValue }
  }
}

extension View {
  /// Sets the x scale's domain, the part of the plot it covers, and its type.
  public func chartXScale<D: ScaleDomain>(
    domain: D, range: PlotDimensionScaleRange? = nil, type: ScaleType? = nil
  ) -> some View {
    var spec = ChartScaleSpec(domain: domain._spec)
    if let range { spec.rangeInsets = (range.start, range.end) }
    spec.type = type ?? .automatic
    return environment(\.chartXScale, spec)
  }

  /// Sets the part of the plot the x scale covers, or its type.
  public func chartXScale(
    range: PlotDimensionScaleRange? = nil, type: ScaleType? = nil
  )
    -> some View
  {
    chartXScale(
      domain: AutomaticScaleDomain(includesZero: nil, reversed: false), range: range, type: type)
  }

  /// Sets the y scale's domain, the part of the plot it covers, and its type.
  public func chartYScale<D: ScaleDomain>(
    domain: D, range: PlotDimensionScaleRange? = nil, type: ScaleType? = nil
  ) -> some View {
    var spec = ChartScaleSpec(domain: domain._spec)
    if let range { spec.rangeInsets = (range.start, range.end) }
    spec.type = type ?? .automatic
    return environment(\.chartYScale, spec)
  }

  /// Sets the part of the plot the y scale covers, or its type.
  public func chartYScale(
    range: PlotDimensionScaleRange? = nil, type: ScaleType? = nil
  )
    -> some View
  {
    chartYScale(
      domain: AutomaticScaleDomain(includesZero: nil, reversed: false), range: range, type: type)
  }
}
