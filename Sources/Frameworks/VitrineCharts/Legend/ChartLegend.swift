import Foundation
import VitrineUI

/// Where the legend goes (Charts' `AnnotationPosition` for legends).
struct ChartLegendSpec: Sendable {
  var visibility: Visibility = .automatic
  var position: AnnotationPosition = .automatic
  var alignment: Alignment? = nil
  var spacing: CGFloat? = nil
}

private struct ChartLegendKey: EnvironmentKey {
  static var defaultValue: ChartLegendSpec { ChartLegendSpec() }
}

extension EnvironmentValues {
  /// The legend the chart modifiers set.
  var chartLegend: ChartLegendSpec {
    get { self[ChartLegendKey.self] }
    set { self[ChartLegendKey.self] = newValue }
  }
}

extension View {
  /// Shows or hides the legend (shown by default when marks are coloured by series).
  public func chartLegend(_ visibility: Visibility) -> some View {
    environment(\.chartLegend, ChartLegendSpec(visibility: visibility))
  }

  /// Places the legend: below the plot and leading by default.
  public func chartLegend(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil
  ) -> some View {
    environment(
      \.chartLegend,
      ChartLegendSpec(
        visibility: .visible, position: position, alignment: alignment, spacing: spacing))
  }
}

/// The series' colours as `chartForegroundStyleScale` sets them.
struct ForegroundStyleScaleSpec: Sendable {
  var pairs: [(name: String, style: AnyShapeStyle)] = []
}

private struct ForegroundStyleScaleKey: EnvironmentKey {
  static var defaultValue: ForegroundStyleScaleSpec { ForegroundStyleScaleSpec() }
}

extension EnvironmentValues {
  /// The series' colours the chart modifiers set.
  var chartForegroundStyleScale: ForegroundStyleScaleSpec {
    get { self[ForegroundStyleScaleKey.self] }
    set { self[ForegroundStyleScaleKey.self] = newValue }
  }
}

extension View {
  /// Colours each series named in `mapping` with its style; the legend follows the order of
  /// the pairs given by `chartForegroundStyleScale(domain:range:)`, or the data's order.
  public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(
    _ mapping: KeyValuePairs<D, S>
  )
    -> some View
  {
    let pairs = mapping.map {
      (name: ChartPalette.name(of: $0.key), style: AnyShapeStyle($0.value))
    }
    return environment(\.chartForegroundStyleScale, ForegroundStyleScaleSpec(pairs: pairs))
  }

  /// Colours the series of `domain` with the styles of `range`, in order (cycling).
  public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(
    domain: [D], range: [S]
  )
    -> some View
  {
    let pairs: [(name: String, style: AnyShapeStyle)] =
      range.isEmpty
      ? []
      : domain.enumerated().map {
        (
          name: ChartPalette.name(of: $0.element),
          style: AnyShapeStyle(range[$0.offset % range.count])
        )
      }
    return environment(\.chartForegroundStyleScale, ForegroundStyleScaleSpec(pairs: pairs))
  }
}

/// The plot area a `chartPlotStyle` closure changes: the plot itself as a view.
public struct ChartPlotContent: View {
  let content: AnyView
  /// The plot.
  public var body: some View { content }
}

/// The plot's styling, as `chartPlotStyle` sets it.
struct ChartPlotStyleSpec: @unchecked Sendable {
  // Unchecked: the closure makes views, on the main actor where charts are laid out.
  var apply: ((ChartPlotContent) -> AnyView)? = nil
}

private struct ChartPlotStyleKey: EnvironmentKey {
  static var defaultValue: ChartPlotStyleSpec { ChartPlotStyleSpec() }
}

extension EnvironmentValues {
  /// The plot styling the chart modifiers set.
  var chartPlotStyle: ChartPlotStyleSpec {
    get { self[ChartPlotStyleKey.self] }
    set { self[ChartPlotStyleKey.self] = newValue }
  }
}

extension View {
  /// Styles the plot area: a background, a border, a frame of its own.
  public func chartPlotStyle<Content: View>(
    @ViewBuilder content: @escaping (ChartPlotContent) -> Content
  ) -> some View {
    environment(\.chartPlotStyle, ChartPlotStyleSpec(apply: { AnyView(content($0)) }))
  }
}
