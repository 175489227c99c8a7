import Foundation
import VitrineUI

/// A piece of the plot ready to draw: a path filled or stroked with a style.
struct PlotShape {
  var path: Path
  var style: AnyShapeStyle
  var stroke: StrokeStyle?
  /// Pieces with the same key (and stroke) are drawn as one path.
  var key: String
  /// How many marks the path holds.
  var pieces = 1
}

/// A mark's place in the plot, for its annotations and its accessibility element.
struct PlacedMark {
  var frame: CGRect
  var spanned: SpannedMark
  /// Whether a bar grows downward or leftward (a negative value).
  var isNegative = false
}

/// Works out every mark's shape in a plot of a given size.
struct PlotGeometry {
  let plan: ChartPlan
  let size: CGSize
  let x: PositionScale?
  let y: PositionScale?
  /// The groups of `position(by:)`, in order.
  let groups: [String]
  /// The areas of `symbolSize(by:)`.
  let symbolSizes: SymbolSizeScale

  init(plan: ChartPlan, size: CGSize) {
    self.plan = plan
    self.size = size
    x = plan.x.map {
      var scale = $0; scale.length = size.width; return scale
    }
    y = plan.y.map {
      var scale = $0; scale.length = size.height; return scale
    }
    var groups: [String] = []
    for mark in plan.marks {
      if let name = mark.groupName, !groups.contains(name) { groups.append(name) }
    }
    self.groups = groups
    symbolSizes = SymbolSizeScale(
      values: plan.marks.compactMap { $0.mark.style.symbolSizeBy?.value })
  }

  /// The default colour of a mark with no style and no series.
  static let defaultStyle = AnyShapeStyle(Color.blue)

  /// The style `mark` is drawn with, and a key naming it for batching.
  func style(of mark: SpannedMark) -> (AnyShapeStyle, String) {
    var style: AnyShapeStyle
    var key: String
    if let explicit = mark.mark.style.foreground {
      style = explicit
      key = "e:\(explicit)"
    } else if let name = mark.seriesName, let series = plan.style(ofSeries: name) {
      style = series
      key = "s:\(name)"
    } else {
      style = Self.defaultStyle
      key = "d"
    }
    let opacity = mark.mark.style.opacity
    if opacity < 1 {
      style = AnyShapeStyle(style.opacity(opacity))
      key += "|o\(opacity)"
    }
    return (style, key)
  }

  /// The centre and band of `span` on `scale`; a missing axis is the whole plot.
  func place(
    _ span: AxisSpan?, on scale: PositionScale?, length: CGFloat
  ) -> (
    center: CGFloat, band: CGFloat, interval: (CGFloat, CGFloat)?
  ) {
    guard let span, let scale else { return (length / 2, length, nil) }
    switch span {
    case .value(let value):
      let position = scale.position(value) ?? 0
      return (position, scale.isCategorical ? scale.bandwidth : automaticBand(scale), nil)
    case .interval(let start, let end):
      let a = scale.position(start) ?? 0
      let b = scale.position(end) ?? 0
      return ((a + b) / 2, abs(b - a), (a, b))
    }
  }

  /// A band for bars at plain values of a continuous axis: the plot over the number of
  /// distinct positions, at most 40 points.
  func automaticBand(_ scale: PositionScale) -> CGFloat {
    let count = max(plan.marks.count, 1)
    return min(max(scale.length / CGFloat(count + 1), 1), 40)
  }

  /// The frame of a bar or rectangle.
  func rectangle(for mark: SpannedMark) -> CGRect {
    let isBar = mark.mark.kind == .bar
    let horizontal = isBar && mark.isHorizontal
    let xPlace = place(mark.x, on: x, length: size.width)
    let yPlace = place(mark.y, on: y, length: size.height)
    func side(
      _ place: (center: CGFloat, band: CGFloat, interval: (CGFloat, CGFloat)?),
      dimension: MarkDimension, isPosition: Bool, isCategorical: Bool
    ) -> (CGFloat, CGFloat) {
      if let interval = place.interval, !isPosition || !isBar {
        return (min(interval.0, interval.1), max(interval.0, interval.1))
      }
      var band = place.band
      let automatic = isBar ? band * 0.75 : (isCategorical ? band : 20)
      var length = dimension.length(in: band, automatic: automatic)
      var center = place.center
      if isBar, isPosition, !groups.isEmpty, let group = mark.groupName,
        let index = groups.firstIndex(of: group)
      {
        // The groups share the span (by default the width one bar would have).
        band = mark.mark.style.positionSpan.length(in: band, automatic: length)
        length = band / CGFloat(groups.count)
        center = center - band / 2 + length * (CGFloat(index) + 0.5)
      }
      return (center - length / 2, center + length / 2)
    }
    let (x0, x1) = side(
      xPlace, dimension: mark.mark.width, isPosition: !horizontal,
      isCategorical: x?.isCategorical ?? false)
    let (y0, y1) = side(
      yPlace, dimension: mark.mark.height, isPosition: horizontal,
      isCategorical: y?.isCategorical ?? false)
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// A mark's point: the centre of its x and y places.
  func point(for mark: SpannedMark) -> CGPoint {
    CGPoint(
      x: place(mark.x, on: x, length: size.width).center,
      y: place(mark.y, on: y, length: size.height).center)
  }
}
