import Foundation
import VitrineUI

/// A chart of marks, drawn with the plot, axes and legend Charts gives it by default
/// (Charts' `Chart`).
///
/// ```swift
/// Chart(days) { day in
///   BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
/// }
/// ```
///
/// The chart takes all the space it is offered, as on iOS: the y axis's labels sit on the
/// trailing side and the x axis's below, each taking the room its labels need; the legend,
/// when marks are coloured by series, sits below.
public struct Chart<Content: ChartContent>: View {
  let content: Content
  @Environment(\.chartXScale) private var xScale
  @Environment(\.chartYScale) private var yScale
  @Environment(\.chartXAxis) private var xAxis
  @Environment(\.chartYAxis) private var yAxis
  @Environment(\.chartLegend) private var legend
  @Environment(\.chartPlotStyle) private var plotStyle
  @Environment(\.chartOverlay) private var overlay
  @Environment(\.chartBackground) private var background
  @Environment(\.chartForegroundStyleScale) private var foregroundScale
  @Environment(\.locale) private var locale
  @Environment(\.calendar) private var calendar
  @Environment(\.timeZone) private var timeZone

  /// A chart of the content `content` builds.
  public init(@ChartContentBuilder content: () -> Content) {
    self.content = content()
  }

  /// The chart's body: the plot, axes and legend laid out in the space offered.
  public var body: some View {
    let marks = ChartMarks.of(content)
    let settings = ChartPlan.Settings(
      xScale: xScale, yScale: yScale, xAxis: xAxis, yAxis: yAxis,
      foregroundScale: foregroundScale, locale: locale, calendar: calendar, timeZone: timeZone)
    let legend = self.legend
    let plotStyle = self.plotStyle
    let (overlay, background) = (self.overlay, self.background)
    return GeometryReader { proxy in
      ChartFrame(
        plan: ChartPlan(
          marks: marks, settings: settings,
          size: CGSize(width: proxy.size.width - 30, height: proxy.size.height - 24)),
        settings: settings, legend: legend, plotStyle: plotStyle, overlay: overlay,
        background: background)
    }
  }
}

extension Chart {
  /// A chart with the marks `content` gives for each identifiable element of `data`.
  public init<Data: RandomAccessCollection, C: ChartContent>(
    _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, C> {
    self.content = ForEach(data, id: \.id, content: content)
  }

  /// A chart with the marks `content` gives for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, ID, C> {
    self.content = ForEach(data, id: id, content: content)
  }
}
