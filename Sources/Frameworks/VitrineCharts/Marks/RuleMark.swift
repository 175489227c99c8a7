import Foundation
import VitrineUI

/// A straight line across the plot at a value, or between two values (Charts' `RuleMark`):
/// an average, a goal, a range.
public struct RuleMark: ChartContent {
  /// A mark has no body.
  public typealias Body = Never
  var mark: ResolvedMark

  /// A horizontal line across the plot at `y`.
  public init<Y: Plottable>(y: PlottableValue<Y>) {
    mark = ResolvedMark(kind: .rule, y: y.channel)
  }

  /// A vertical line across the plot at `x`.
  public init<X: Plottable>(x: PlottableValue<X>) {
    mark = ResolvedMark(kind: .rule, x: x.channel)
  }

  /// A horizontal line at `y` from `xStart` to `xEnd`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
  ) {
    mark = ResolvedMark(kind: .rule, xStart: xStart.channel, xEnd: xEnd.channel, y: y.channel)
  }

  /// A vertical line at `x` from `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    mark = ResolvedMark(kind: .rule, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel)
  }

  /// Adds the line.
  public func _collectMarks(into marks: inout ChartMarks) { marks.append(mark) }
}

/// A rectangle at a position or over two intervals (Charts' `RectangleMark`): heat maps and
/// highlighted ranges.
public struct RectangleMark: ChartContent {
  /// A mark has no body.
  public typealias Body = Never
  var mark: ResolvedMark

  /// A rectangle centred at `x`, `y`; automatic sizes fill the band, or 20 points.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic
  ) {
    mark = ResolvedMark(
      kind: .rectangle, x: x.channel, y: y.channel, width: width, height: height)
  }

  /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
    yEnd: PlottableValue<Y>
  ) {
    mark = ResolvedMark(
      kind: .rectangle, xStart: xStart.channel, xEnd: xEnd.channel, yStart: yStart.channel,
      yEnd: yEnd.channel)
  }

  /// A band across the plot's height from `xStart` to `xEnd`.
  public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
    mark = ResolvedMark(kind: .rectangle, xStart: xStart.channel, xEnd: xEnd.channel)
  }

  /// A band across the plot's width from `yStart` to `yEnd`.
  public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    mark = ResolvedMark(kind: .rectangle, yStart: yStart.channel, yEnd: yEnd.channel)
  }

  /// Adds the rectangle.
  public func _collectMarks(into marks: inout ChartMarks) { marks.append(mark) }
}

/// A slice of a pie or donut whose angle is its share of all sectors' values (Charts'
/// `SectorMark`, iOS 17).
public struct SectorMark: ChartContent {
  /// A mark has no body.
  public typealias Body = Never
  var mark: ResolvedMark

  /// A slice for `angle`; `innerRadius` above zero makes a donut, `angularInset` leaves a gap
  /// of that many points between slices.
  public init<V: Plottable>(
    angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
    outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil
  ) {
    mark = ResolvedMark(
      kind: .sector, angle: angle.channel, innerRadius: innerRadius, outerRadius: outerRadius,
      angularInset: angularInset ?? 0)
  }

  /// Adds the slice.
  public func _collectMarks(into marks: inout ChartMarks) { marks.append(mark) }
}
