import Foundation
import VitrineCharts
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

// `vitrine-bench charts`: a chart of 10,000 points against a widget of 10,000 plain
// `Rectangle`s, each rendered from the view to PNG bytes at scale 2 in a large widget (median
// of interleaved runs on the thread's CPU clock). The goal (issue 23) is the chart within 3×
// the rectangles.

/// The benchmark's values: a slow wave with a little noise.
private func wave(_ index: Int) -> Double {
  let noise = Double((index * 7919) % 23)
  return sin(Double(index) / 300) * 40 + noise
}

/// 10,000 points of a noisy wave as `PointMark`s, on Charts' default axes.
private struct TenThousandPoints: View {
  var body: some View {
    Chart {
      ForEach(0..<10_000, id: \.self) { index in
        PointMark(x: .value("Index", index), y: .value("Value", wave(index))).symbolSize(4)
      }
    }
  }
}

/// 10,000 small rectangles placed by the same values.
private struct TenThousandRectangles: View {
  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .topLeading) {
        ForEach(0..<10_000, id: \.self) { index in
          let value = wave(index)
          Rectangle()
            .frame(width: 2, height: 2)
            .position(
              x: proxy.size.width * CGFloat(index) / 10_000,
              y: proxy.size.height * (1 - CGFloat((value + 40) / 100)))
        }
      }
    }
  }
}

/// Runs the charts suite and prints one JSON object.
@MainActor
func runChartBenchmark() {
  do {
    let renderer = try WidgetRenderer()
    let target = WidgetRenderTarget(family: .systemLarge, scale: 2)
    let options = target.renderOptions
    let steps: [() throws -> Void] = [
      {
        _ = try renderer.render(
          renderer.displayList(for: TenThousandPoints(), target: target), as: .png, options: options
        )
      },
      {
        _ = try renderer.render(
          renderer.displayList(for: TenThousandRectangles(), target: target), as: .png,
          options: options)
      },
    ]
    for step in steps { try step() }
    var samples: [[Double]] = [[], []]
    for _ in 0..<11 {
      for (index, step) in steps.enumerated() {
        let start = threadCPUMilliseconds()
        try step()
        samples[index].append(threadCPUMilliseconds() - start)
      }
    }
    let medians = samples.map { $0.sorted()[$0.count / 2] }
    let (chart, rectangles) = (medians[0], medians[1])
    print(
      "{\"suite\":\"charts\",\"case\":\"10000_points\",\"chart_ms\":\(String(format: "%.3f", chart)),"
        + "\"rectangles_ms\":\(String(format: "%.3f", rectangles)),"
        + "\"chart_over_rectangles\":\(String(format: "%.3f", chart / rectangles)),\"goal\":3}")
  } catch {
    FileHandle.standardError.write(Data("vitrine-bench charts: \(error)\n".utf8))
    exit(1)
  }
}
