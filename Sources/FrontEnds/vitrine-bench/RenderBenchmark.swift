import Foundation
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

// `vitrine-bench render`: what a widget costs from view to PNG bytes, step by step.
//
// For a small, a medium and a large widget at scale 2 it times (median of repeated runs):
// layout alone (Pango measuring, shaped-line cache warm as in a running host), rasterization
// alone (Cairo drawing the display list into pixels), PNG encoding alone (Vitrine's ISA-L
// encoder, and Cairo's cairo_surface_write_to_png_stream for comparison), and the full render
// from the view to PNG bytes (layout + rasterization + encoding). The goal (issue 14) is a full
// render within 2× rasterization alone.
//
// Each step is timed twice: on the wall clock, and on the thread's CPU clock. Every step runs
// on the calling thread, so its CPU time is its cost; on a machine other work shares, the wall
// clock also counts the time the thread waited for a core, which falls on long steps more than
// on short ones. The ratios are of CPU times.

/// A widget like the ones people build: a header, a big number, a caption, shapes with a
/// gradient, a progress bar; rows of items in larger families.
private struct RenderBenchmarkWidget: View {
  let rows: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack(spacing: 6) {
        Text("🇫🇷").font(.system(size: 14))
        Text("Paris · Lundi").font(.system(size: 14, weight: .semibold)).lineLimit(1)
      }
      Text("18:42").font(.system(size: 36, weight: .bold)).monospacedDigit()
      Text("Облачно, ветер 12 км/ч, ощущается как 9°")
        .font(.system(size: 12, weight: .medium)).lineLimit(2)
      ForEach(0..<rows, id: \.self) { row in
        HStack(spacing: 8) {
          Circle().fill(Color.orange).frame(width: 14, height: 14)
          Text("Item \(row + 1): a line of text that may be cut")
            .font(.system(size: 13)).lineLimit(1)
          Spacer(minLength: 0)
          Capsule()
            .fill(
              LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing)
            )
            .frame(width: 40, height: 8)
        }
      }
      Spacer(minLength: 0)
      ProgressView(value: 0.62).tint(Color(hex: 0xFFD166))
    }
    .foregroundStyle(Color.white)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .containerBackground(for: .widget) {
      LinearGradient(
        colors: [Color(hex: 0x2BA3B8), Color(hex: 0x1B6E8F)], startPoint: .topLeading,
        endPoint: .bottomTrailing)
    }
  }
}

/// Times `body` `runs` times after `warmups` untimed runs; the median in thread-CPU
/// milliseconds.
private func renderMedianMilliseconds(
  runs: Int, warmups: Int, _ body: () throws -> Void
) rethrows
  -> Double
{
  for _ in 0..<warmups { try body() }
  var samples: [Double] = []
  for _ in 0..<runs {
    let start = threadCPUMilliseconds()
    try body()
    samples.append(threadCPUMilliseconds() - start)
  }
  samples.sort()
  let middle = samples.count / 2
  return samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
}

/// The median wall and thread-CPU milliseconds of each step.
private struct StepTimes {
  var wall: [Double]
  var cpu: [Double]
}

/// Runs every step once per run, `runs` times after `warmups`; the median of each step in
/// milliseconds, on the wall clock and on the thread's CPU clock.
private func interleavedMedians(
  _ steps: [() throws -> Void], runs: Int, warmups: Int
) throws
  -> StepTimes
{
  for _ in 0..<warmups { for step in steps { try step() } }
  let clock = ContinuousClock()
  var wall = [[Double]](repeating: [], count: steps.count)
  var cpu = [[Double]](repeating: [], count: steps.count)
  for _ in 0..<runs {
    for (index, step) in steps.enumerated() {
      let startCPU = threadCPUMilliseconds()
      let start = clock.now
      try step()
      let (seconds, attoseconds) = (clock.now - start).components
      cpu[index].append(threadCPUMilliseconds() - startCPU)
      wall[index].append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
  }
  return StepTimes(wall: wall.map(median), cpu: cpu.map(median))
}

/// The CPU time the calling thread has used, in milliseconds.
func threadCPUMilliseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

private func number(_ value: Double) -> String { String(format: "%.3f", value) }

/// Runs the render suite and prints one JSON object per widget size, then one per PNG filter.
@MainActor
func runRenderBenchmark() {
  do {
    try renderBenchmark()
  } catch {
    FileHandle.standardError.write(Data("vitrine-bench render: \(error)\n".utf8))
    exit(1)
  }
}

@MainActor
private func renderBenchmark() throws {
  let renderer = try WidgetRenderer()
  let scale = 2.0
  let runs = 101
  let cases: [(name: String, family: WidgetFamily, rows: Int)] = [
    ("small", .systemSmall, 0), ("medium", .systemMedium, 0), ("large", .systemLarge, 6),
  ]
  var mediumImage: RasterImage?
  for item in cases {
    let view = RenderBenchmarkWidget(rows: item.rows)
    let target = WidgetRenderTarget(family: item.family, scale: scale)
    let options = target.renderOptions
    let list = renderer.displayList(for: view, target: target)
    let image = try renderer.rasterize(list, options: options)
    if item.name == "medium" { mediumImage = image }
    // The steps are timed in turn within each run, so drifts of the machine touch all alike.
    let steps: [() throws -> Void] = [
      { _ = renderer.displayList(for: view, target: target) },
      { _ = try renderer.rasterize(list, options: options) },
      { _ = try PNGEncoder.encode(image) },
      {
        _ = try renderer.render(
          renderer.displayList(for: view, target: target), as: .png, options: options)
      },
    ]
    let times = try interleavedMedians(steps, runs: runs, warmups: 3)
    let (layout, raster, encode, full) = (times.cpu[0], times.cpu[1], times.cpu[2], times.cpu[3])
    let cairoEncode = try renderMedianMilliseconds(runs: 11, warmups: 1) {
      _ = try WidgetRenderer.encodeWithCairo(image)
    }
    let ours = try PNGEncoder.encode(image).count
    let cairos = try WidgetRenderer.encodeWithCairo(image).count
    let pixels = Double(image.width * image.height)
    let size = target.widgetSize
    print(
      "{\"suite\":\"render\",\"case\":\"\(item.name)\",\"points\":\"\(Int(size.width))x\(Int(size.height))\","
        + "\"pixels\":\"\(image.width)x\(image.height)\",\"scale\":\(Int(scale)),\"runs\":\(runs),"
        + "\"clock\":\"thread-cpu\","
        + "\"layout_ms\":\(number(layout)),\"raster_ms\":\(number(raster)),"
        + "\"png_encode_ms\":\(number(encode)),\"full_ms\":\(number(full)),"
        + "\"wall_raster_ms\":\(number(times.wall[1])),\"wall_full_ms\":\(number(times.wall[3])),"
        + "\"cairo_png_encode_ms\":\(number(cairoEncode)),"
        + "\"full_over_raster\":\(number(full / raster)),\"goal_full_over_raster\":2,"
        + "\"png_encode_over_raster\":\(number(encode / raster)),"
        + "\"cairo_png_encode_over_raster\":\(number(cairoEncode / raster)),"
        + "\"cairo_full_over_raster\":\(number((full - encode + cairoEncode) / raster)),"
        + "\"png_bytes\":\(ours),\"png_bytes_per_pixel\":\(number(Double(ours) / pixels)),"
        + "\"cairo_png_bytes\":\(cairos),"
        + "\"cairo_png_bytes_per_pixel\":\(number(Double(cairos) / pixels))}")
  }
  // Why the default filter and level: each filter at the default level on the medium widget.
  if let image = mediumImage {
    for filter in PNGEncoder.Filter.allCases {
      let time = try renderMedianMilliseconds(runs: runs, warmups: 3) {
        _ = try PNGEncoder.encode(image, filter: filter)
      }
      let bytes = try PNGEncoder.encode(image, filter: filter).count
      let isDefault = filter == PNGEncoder.defaultFilter
      print(
        "{\"suite\":\"render\",\"case\":\"png_filter\",\"widget\":\"medium\",\"filter\":\"\(filter.rawValue)\","
          + "\"level\":\(PNGEncoder.defaultLevel),\"encode_ms\":\(number(time)),\"png_bytes\":\(bytes),"
          + "\"default\":\(isDefault)}")
    }
  }
}
