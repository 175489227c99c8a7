import Foundation
import VitrineUI

/// A bar: from zero to a value, or between two values, along one axis; piled on the bars with
/// the same position unless `stacking` says otherwise (Charts' `BarMark`).
///
/// A bar whose `y` is a number and whose `x` is a category or a date is vertical; swap the two
/// and it is horizontal.
public struct BarMark: ChartContent {
  /// A mark has no body.
  public typealias Body = Never
  var mark: ResolvedMark

  /// A bar at `x` reaching `y`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {
    mark = ResolvedMark(
      kind: .bar, x: x.channel, y: y.channel, width: width, height: height, stacking: stacking)
  }

  /// A vertical bar at `x` from `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
    width: MarkDimension = .automatic
  ) {
    mark = ResolvedMark(
      kind: .bar, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel, width: width,
      stacking: .unstacked)
  }

  /// A horizontal bar at `y` from `xStart` to `xEnd`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
    height: MarkDimension = .automatic
  ) {
    mark = ResolvedMark(
      kind: .bar, xStart: xStart.channel, xEnd: xEnd.channel, y: y.channel, height: height,
      stacking: .unstacked)
  }

  /// A bar spanning the whole plot height, from `xStart` to `xEnd`.
  public init<X: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, height: MarkDimension = .automatic
  ) {
    mark = ResolvedMark(
      kind: .bar, xStart: xStart.channel, xEnd: xEnd.channel, height: height, stacking: .unstacked)
  }

  /// A single bar along x, piled with the others (a one-bar part-of-whole chart).
  public init<X: Plottable>(
    x: PlottableValue<X>, height: MarkDimension = .automatic,
    stacking: MarkStackingMethod = .standard
  ) {
    mark = ResolvedMark(kind: .bar, x: x.channel, height: height, stacking: stacking)
  }

  /// A single bar along y, piled with the others.
  public init<Y: Plottable>(
    y: PlottableValue<Y>, width: MarkDimension = .automatic,
    stacking: MarkStackingMethod = .standard
  ) {
    mark = ResolvedMark(kind: .bar, y: y.channel, width: width, stacking: stacking)
  }

  /// Adds the bar.
  public func _collectMarks(into marks: inout ChartMarks) { marks.append(mark) }
}
