import Foundation
import VitrineUI

/// The chart laid out: the plot with the y axis's labels after it, the x axis's labels below
/// it, and the legend below that.
struct ChartFrame: View {
  let plan: ChartPlan
  let settings: ChartPlan.Settings
  let legend: ChartLegendSpec
  let plotStyle: ChartPlotStyleSpec
  var overlay = ChartDecorationSpec()
  var background = ChartDecorationSpec()

  /// Space between the plot and an axis's labels.
  static let labelGap: CGFloat = 4

  var body: some View {
    let calendar = settings.localizedCalendar
    let xEntries = AxisEntries.entries(
      spec: settings.xAxis, scale: plan.x, isX: true, locale: settings.locale, calendar: calendar)
    let yEntries = AxisEntries.entries(
      spec: settings.yAxis, scale: plan.y, isX: false, locale: settings.locale, calendar: calendar)
    let yLabels = yEntries.compactMap(\.label)
    let xLabels = xEntries.compactMap(\.label)
    let showsLegend =
      legend.visibility == .visible || (legend.visibility == .automatic && !plan.series.isEmpty)
    let legendOnTop = legend.position == .top
    let plot = PlotView(plan: plan, xEntries: xEntries, yEntries: yEntries)
      .background { ChartDecoration(spec: background, plan: plan) }
      .overlay { ChartDecoration(spec: overlay, plan: plan) }
    let styledPlot =
      plotStyle.apply.map { $0(ChartPlotContent(content: AnyView(plot))) } ?? AnyView(plot)
    return VStack(alignment: .leading, spacing: legend.spacing ?? 8) {
      if showsLegend, legendOnTop { ChartLegendView(plan: plan) }
      VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: 0) {
          styledPlot
          if !yLabels.isEmpty {
            YAxisLabels(entries: yEntries, scale: plan.y, labels: yLabels)
          }
        }
        if !xLabels.isEmpty {
          HStack(spacing: 0) {
            XAxisLabels(entries: xEntries, scale: plan.x)
            if !yLabels.isEmpty {
              LabelSizer(labels: yLabels).frame(height: 0).padding(.leading, Self.labelGap)
            }
          }
        }
      }
      .padding(.top, yLabels.isEmpty || plan.isPie ? 0 : 6)
      if showsLegend, !legendOnTop { ChartLegendView(plan: plan) }
    }
  }
}

/// Labels laid over one another, invisible, so their container is as wide and tall as the
/// largest: the room an axis's labels take.
struct LabelSizer: View {
  let labels: [AnyView]
  var body: some View {
    ZStack(alignment: .leading) {
      ForEach(labels.indices, id: \.self) { index in labels[index].fixedSize() }
    }
    .opacity(0)
    .accessibilityHidden(true)
  }
}

/// `view` with the point `alignment` names at `point`, whatever its size.
struct Pinned<Content: View>: View {
  let content: Content
  let point: CGPoint
  let alignment: Alignment
  var body: some View {
    Color.clear.frame(width: 0, height: 0)
      .overlay(alignment: alignment) { content.fixedSize() }
      .position(x: point.x, y: point.y)
  }
}

/// The y axis's labels, on the trailing side, each centred on its value.
struct YAxisLabels: View {
  let entries: [AxisEntry]
  let scale: PositionScale?
  let labels: [AnyView]

  var body: some View {
    LabelSizer(labels: labels)
      .frame(maxHeight: .infinity)
      .overlay {
        GeometryReader { proxy in
          let scale = self.scale.map {
            var scale = $0; scale.length = proxy.size.height; return scale
          }
          ZStack(alignment: .topLeading) {
            ForEach(entries.indices, id: \.self) { index in
              if let label = entries[index].label, let y = scale?.position(entries[index].value) {
                Pinned(content: label, point: CGPoint(x: 0, y: y), alignment: .leading)
              }
            }
          }
        }
        .accessibilityHidden(true)
      }
      .padding(.leading, ChartFrame.labelGap)
  }
}

/// The x axis's ticks and labels, below the plot: categories centred on their band, dates
/// starting at their tick, numbers centred on theirs.
///
/// Labels that would overlap are thinned as Charts does: every label when they fit side by
/// side, else every second, third… (the smallest stride whose labels, laid end to end with a
/// 3-point gap, fit the axis's width). A date label at the axis's very end, which is not
/// drawn, does not count. Ticks and grid lines stay. A label whose `collisionResolution` is
/// `.disabled` or `.truncate` keeps every label.
struct XAxisLabels: View {
  let entries: [AxisEntry]
  let scale: PositionScale?

  /// The room left between two labels side by side.
  static let labelSpacing: CGFloat = 3

  /// The strides tried, smallest first.
  static func strides(count: Int) -> [Int] {
    let candidates = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 25, 30, 50, 100, 200, 500, 1000]
    let tried = candidates.filter { $0 < count }
    return tried.isEmpty ? [1] : tried + (count > 1 ? [count] : [])
  }

  var body: some View {
    let tickLength = entries.compactMap { $0.tick?.length }.max() ?? 0
    let top = tickLength > 0 ? tickLength + 1 : ChartFrame.labelGap
    let labelled = entries.indices.filter { index in
      guard entries[index].label != nil else { return false }
      // A label starting at the axis's end has no room and is never drawn.
      guard entries[index].labelAlignment == .topLeading, var unit = scale else { return true }
      unit.length = 1
      return (unit.position(entries[index].value) ?? 0) < 0.999
    }
    // `collisionResolution: .disabled` (or `.truncate`) on a label keeps them all.
    let thins = labelled.allSatisfy { entries[$0].thins }
    LabelSizer(labels: Array(entries.compactMap(\.label).prefix(1)))
      .padding(.top, top)
      .frame(maxWidth: .infinity)
      .overlay {
        GeometryReader { proxy in
          let scale = self.scale.map {
            var scale = $0; scale.length = proxy.size.width; return scale
          }
          AxisTicksShape(entries: entries, scale: scale)
        }
        .accessibilityHidden(true)
      }
      .overlay {
        ViewThatFits(in: .horizontal) {
          ForEach(thins ? Self.strides(count: labelled.count) : [1], id: \.self) { stride in
            labels(every: stride, of: labelled, top: top)
          }
        }
        .accessibilityHidden(true)
      }
  }

  /// Every `stride`th label at its value, over a hidden row of the same labels that is as
  /// wide as they need side by side (so `ViewThatFits` keeps the first stride that fits).
  func labels(every stride: Int, of labelled: [Int], top: CGFloat) -> some View {
    let kept = labelled.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
    return ZStack(alignment: .topLeading) {
      GeometryReader { proxy in
        let scale = self.scale.map {
          var scale = $0; scale.length = proxy.size.width; return scale
        }
        ZStack(alignment: .topLeading) {
          ForEach(kept, id: \.self) { index in
            let entry = entries[index]
            if let label = entry.label, let x = scale?.position(entry.value),
              x <= proxy.size.width - 2 || entry.labelAlignment != .topLeading
            {
              let shift: CGFloat = entry.labelAlignment == .topLeading ? 2 : 0
              Pinned(
                content: label, point: CGPoint(x: x + shift, y: top),
                alignment: entry.labelAlignment)
            }
          }
        }
      }
      HStack(spacing: 0) {
        ForEach(kept, id: \.self) { index in
          entries[index].label.map { $0.fixedSize().padding(.trailing, Self.labelSpacing) }
        }
      }
      .frame(height: 0)
      .opacity(0)
    }
  }
}

/// The x axis's ticks, hanging from the plot's bottom edge.
struct AxisTicksShape: View {
  let entries: [AxisEntry]
  let scale: PositionScale?
  var body: some View {
    let path = Path { path in
      for entry in entries {
        guard let tick = entry.tick, let x = scale?.position(entry.value) else { continue }
        path.move(to: CGPoint(x: x, y: 0))
        path.addLine(to: CGPoint(x: x, y: tick.length))
      }
    }
    path.stroke(PlotView.gridStyle, style: StrokeStyle(lineWidth: 0.5))
  }
}
