import Foundation
import VitrineUI

/// A point on a line: the marks of one series are joined in order, 2 points wide (Charts'
/// `LineMark`).
public struct LineMark: ChartContent {
  /// A mark has no body.
  public typealias Body = Never
  var mark: ResolvedMark

  /// A point of the line at `x`, `y`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = ResolvedMark(kind: .line, x: x.channel, y: y.channel)
  }

  /// A point of the line of `series` at `x`, `y`.
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {
    mark = ResolvedMark(kind: .line, x: x.channel, y: y.channel, series: series.channel)
  }

  /// Adds the point.
  public func _collectMarks(into marks: inout ChartMarks) { marks.append(mark) }
}

/// A symbol at a point (Charts' `PointMark`): a circle unless `symbol` says otherwise.
public struct PointMark: ChartContent {
  /// A mark has no body.
  public typealias Body = Never
  var mark: ResolvedMark

  /// A point at `x`, `y`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = ResolvedMark(kind: .point, x: x.channel, y: y.channel)
  }

  /// A point on the x axis alone, vertically centred.
  public init<X: Plottable>(x: PlottableValue<X>) {
    mark = ResolvedMark(kind: .point, x: x.channel)
  }

  /// A point on the y axis alone, horizontally centred.
  public init<Y: Plottable>(y: PlottableValue<Y>) {
    mark = ResolvedMark(kind: .point, y: y.channel)
  }

  /// Adds the point.
  public func _collectMarks(into marks: inout ChartMarks) { marks.append(mark) }
}

/// A point of a filled area from zero (stacked with the other series by default) or between
/// two values (Charts' `AreaMark`).
public struct AreaMark: ChartContent {
  /// A mark has no body.
  public typealias Body = Never
  var mark: ResolvedMark

  /// A point of the area at `x` reaching `y`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
  ) {
    mark = ResolvedMark(kind: .area, x: x.channel, y: y.channel, stacking: stacking)
  }

  /// A point of the area of `series` at `x` reaching `y`.
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
    stacking: MarkStackingMethod = .standard
  ) {
    mark = ResolvedMark(
      kind: .area, x: x.channel, y: y.channel, series: series.channel, stacking: stacking)
  }

  /// A point of a band at `x` from `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    mark = ResolvedMark(
      kind: .area, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel, stacking: .unstacked)
  }

  /// Adds the point.
  public func _collectMarks(into marks: inout ChartMarks) { marks.append(mark) }
}
