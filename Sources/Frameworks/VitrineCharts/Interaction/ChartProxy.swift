import Foundation
import VitrineUI

/// The chart's scales as a view over or under its plot reads them (Charts' `ChartProxy`):
/// where a value sits, and which value sits at a point.
///
/// Positions are in the plot's own coordinates: ``View/chartOverlay(alignment:content:)`` and
/// ``View/chartBackground(alignment:content:)`` lay their views over the plot area.
public struct ChartProxy {
  let x: PositionScale?
  let y: PositionScale?

  /// A proxy for a plot of `size` planned as `plan`.
  init(plan: ChartPlan, size: CGSize) {
    let geometry = PlotGeometry(plan: plan, size: size)
    x = geometry.x
    y = geometry.y
    plotSize = size
  }

  /// The plot area's size.
  public let plotSize: CGSize

  /// The plot area's size (iOS 16's name).
  public var plotAreaSize: CGSize { plotSize }

  /// The horizontal position of `value`, or `nil` when the x scale does not place it.
  public func position<P: Plottable>(forX value: P) -> CGFloat? {
    x?.position(value.primitivePlottable.chartValue)
  }

  /// The vertical position of `value`, or `nil` when the y scale does not place it.
  public func position<P: Plottable>(forY value: P) -> CGFloat? {
    y?.position(value.primitivePlottable.chartValue)
  }

  /// The point of an x and a y value, or `nil` when either is not placed.
  public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
    guard let px = position(forX: value.x), let py = position(forY: value.y) else { return nil }
    return CGPoint(x: px, y: py)
  }

  /// The x value at horizontal position `position`, as `type`.
  public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
    x.flatMap { Self.value(at: position, on: $0, as: type) }
  }

  /// The y value at vertical position `position`, as `type`.
  public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
    y.flatMap { Self.value(at: position, on: $0, as: type) }
  }

  /// The x and y values at `location`, as `types`.
  public func value<X: Plottable, Y: Plottable>(
    at location: CGPoint, as types: (X.Type, Y.Type) = (X.self, Y.self)
  ) -> (X, Y)? {
    guard let vx = value(atX: location.x, as: types.0), let vy = value(atY: location.y, as: types.1)
    else { return nil }
    return (vx, vy)
  }

  /// The value `scale` places at `position`: the category whose band holds it, or the number
  /// or date there.
  static func value<P: Plottable>(
    at position: CGFloat, on scale: PositionScale, as type: P.Type
  )
    -> P?
  {
    guard let value = scale.value(at: position) else { return nil }
    if let exact = AxisValue(index: 0, count: 1, value: value).as(type) { return exact }
    // A whole-number type reads the nearest whole number.
    guard case .number(let number) = value else { return nil }
    return AxisValue(index: 0, count: 1, value: .number(number.rounded())).as(type)
  }
}

/// A view drawn over or under the plot with the chart's proxy.
struct ChartDecorationSpec: @unchecked Sendable {
  // Unchecked: the closure makes views, on the main actor where charts are laid out.
  var alignment: Alignment = .center
  var content: ((ChartProxy) -> AnyView)? = nil
}

private struct ChartOverlayKey: EnvironmentKey {
  static var defaultValue: ChartDecorationSpec { ChartDecorationSpec() }
}
private struct ChartBackgroundKey: EnvironmentKey {
  static var defaultValue: ChartDecorationSpec { ChartDecorationSpec() }
}

extension EnvironmentValues {
  /// The view `chartOverlay` lays over the plot.
  var chartOverlay: ChartDecorationSpec {
    get { self[ChartOverlayKey.self] }
    set { self[ChartOverlayKey.self] = newValue }
  }
  /// The view `chartBackground` lays under the plot.
  var chartBackground: ChartDecorationSpec {
    get { self[ChartBackgroundKey.self] }
    set { self[ChartBackgroundKey.self] = newValue }
  }
}

extension View {
  /// Lays `content` over the chart's plot, with a proxy to place views at values (a rule at
  /// the selected day, a label at a point).
  public func chartOverlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
  ) -> some View {
    environment(
      \.chartOverlay, ChartDecorationSpec(alignment: alignment, content: { AnyView(content($0)) }))
  }

  /// Lays `content` under the chart's plot, with a proxy to place views at values.
  public func chartBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
  ) -> some View {
    environment(
      \.chartBackground,
      ChartDecorationSpec(alignment: alignment, content: { AnyView(content($0)) }))
  }
}

/// The overlay or background of a plot, given the proxy for the plot's size.
struct ChartDecoration: View {
  let spec: ChartDecorationSpec
  let plan: ChartPlan
  var body: some View {
    if let content = spec.content {
      GeometryReader { proxy in
        content(ChartProxy(plan: plan, size: proxy.size))
          .frame(width: proxy.size.width, height: proxy.size.height, alignment: spec.alignment)
      }
    }
  }
}
