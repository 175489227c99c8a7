import Foundation
import VitrineUI

/// The kinds of mark a chart draws.
enum MarkKind: String, Sendable {
  case bar, line, point, area, rule, rectangle, sector
}

/// One mark as declared: its channels, encodings and styling, before the chart places it.
struct ResolvedMark {
  /// What kind of mark it is.
  var kind: MarkKind
  /// The horizontal position, or the horizontal interval's ends.
  var x: PlotChannel? = nil
  var xStart: PlotChannel? = nil
  var xEnd: PlotChannel? = nil
  /// The vertical position, or the vertical interval's ends.
  var y: PlotChannel? = nil
  var yStart: PlotChannel? = nil
  var yEnd: PlotChannel? = nil
  /// A sector's share of the pie.
  var angle: PlotChannel? = nil
  /// The series a line or area belongs to (`LineMark(x:y:series:)`).
  var series: PlotChannel? = nil
  /// A bar's or rectangle's width and height.
  var width: MarkDimension = .automatic
  var height: MarkDimension = .automatic
  /// How bars and areas with the same position pile up.
  var stacking: MarkStackingMethod = .standard
  /// A sector's radii and the gap between sectors.
  var innerRadius: MarkDimension = .automatic
  var outerRadius: MarkDimension = .automatic
  var angularInset: CGFloat = 0
  /// Styling and encodings set by modifiers.
  var style = MarkStyle()
}

/// What a mark's modifiers set.
struct MarkStyle {
  /// An explicit fill or stroke (`foregroundStyle(_:)`).
  var foreground: AnyShapeStyle? = nil
  /// The series the colour comes from (`foregroundStyle(by:)`).
  var foregroundBy: PlotChannel? = nil
  /// Bars side by side within a position (`position(by:)`), over `positionSpan` of the band.
  var positionBy: PlotChannel? = nil
  var positionSpan: MarkDimension = .automatic
  /// The symbol comes from a series (`symbol(by:)`), or is given.
  var symbolBy: PlotChannel? = nil
  var symbol: ChartSymbolShapeBox? = nil
  /// The dash pattern comes from a series (`lineStyle(by:)`).
  var lineStyleBy: PlotChannel? = nil
  /// The stroke of lines and rules (`lineStyle(_:)`).
  var stroke: StrokeStyle? = nil
  /// The symbol's area in square points (`symbolSize(_:)`), or the series it comes from
  /// (`symbolSize(by:)`).
  var symbolSize: CGFloat? = nil
  var symbolSizeBy: PlotChannel? = nil
  /// How a line or area runs between its points.
  var interpolation: InterpolationMethod = .linear
  /// The corner radius of bars, rectangles and sectors.
  var cornerRadius: CGFloat = 0
  /// The mark's opacity.
  var opacity: Double = 1
  /// Views placed beside the mark.
  var annotations: [MarkAnnotation] = []
  /// What VoiceOver reads instead of the values.
  var accessibilityLabel: Text? = nil
  var accessibilityValue: Text? = nil
  var accessibilityHidden = false
}

/// A size of a mark along one dimension: automatic, fixed in points, a ratio of the band, or
/// the band inset by points.
public enum MarkDimension: Sendable, Hashable, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral
{
  /// The chart's choice.
  case automatic
  /// A fixed length in points.
  case fixed(CGFloat)
  /// A fraction of the band (or, for a sector's radii, of the pie's radius).
  case ratio(CGFloat)
  /// The band less a number of points.
  case inset(CGFloat)

  /// A fixed length.
  public init(integerLiteral value: Int) { self = .fixed(CGFloat(value)) }
  /// A fixed length.
  public init(floatLiteral value: Double) { self = .fixed(CGFloat(value)) }

  /// The length in a band of `band` points, `automatic` when automatic.
  func length(in band: CGFloat, automatic: CGFloat) -> CGFloat {
    switch self {
    case .automatic: return automatic
    case .fixed(let points): return max(points, 0)
    case .ratio(let ratio): return max(band * ratio, 0)
    case .inset(let points): return max(band - points, 0)
    }
  }
}

/// How marks with the same position pile up (bars and areas).
public enum MarkStackingMethod: Sendable, Hashable {
  /// On top of one another, from zero (the default).
  case standard
  /// On top of one another, scaled so each pile reaches 1.
  case normalized
  /// On top of one another, centered on zero (streamgraphs).
  case center
  /// Each from zero, overlapping.
  case unstacked
}

/// A box for a symbol shape (shapes are `Sendable` values).
struct ChartSymbolShapeBox {
  let shape: any ChartSymbolShape
}
