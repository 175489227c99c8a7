// The layout suite: how long VitrineUI takes to lay out trees of 1,000 and 10,000 views.
//
// Each tree is a column of sections, each section a column of ten rows, each row ten views
// (stack, texts, spacer, frames, a shape, padding, a progress bar): the same shape at both
// sizes, so the ratio of the two times shows whether layout grows linearly (≈ 10).
import Foundation
@_spi(Benchmarks) import VitrineUI

/// One row of the benchmark tree: exactly ten views that become layout nodes.
private struct BenchmarkRow: View {
  let index: Int

  var body: some View {
    HStack {  // 1
      Text("Row \(index) with a title that wraps when space is short")  // 2
        .font(.caption)
      Spacer()  // 3
      Color.blue.frame(width: 12, height: 12)  // 4, 5
      Circle().fill(.orange).frame(width: 8, height: 8)  // 6, 7
      Text("\(index * 7 % 100)%").padding(4)  // 8, 9
      ProgressView(value: Double(index % 10) / 10)  // 10
    }
  }
}

/// A column of `rows` rows: one view plus ten per row.
private struct BenchmarkSection: View {
  let first: Int
  let rows: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      ForEach(first..<(first + rows), id: \.self) { BenchmarkRow(index: $0) }
    }
  }
}

/// The whole tree: a column of `sections` sections.
private struct BenchmarkTree: View {
  let sections: Int

  var body: some View {
    VStack(spacing: 4) {
      ForEach(0..<sections, id: \.self) { BenchmarkSection(first: $0 * 10, rows: 10) }
    }
  }

  /// The number of views: the root column, and per section its column and ten rows of ten.
  var viewCount: Int { 1 + sections * (1 + 10 * 10) }
}

/// The processor time `body` takes on this thread, in milliseconds: on a machine shared with
/// other builds, time spent waiting for a core is left out (Yoga's side measures the same way).
private func milliseconds(_ body: () -> Void) -> Double {
  let start = threadTime()
  body()
  return (threadTime() - start) * 1000
}

/// This thread's processor time so far, in seconds.
private func threadTime() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

private func jsonNumber(_ value: Double) -> String {
  String(format: "%.3f", value)
}

/// Lays out the 1,000- and 10,000-view trees in a large widget's width and prints one JSON
/// object per tree, the ratio of their median times, Yoga's times on the same tree shapes,
/// and one object per goal of issue 14 saying whether it holds.
///
/// Times are processor time of the laying-out thread (Yoga's too), medians. The trees are
/// timed alternately, ten small layouts (one large layout's worth of views) then
/// one large, and Yoga's runs are interleaved with Vitrine's the same way, so a change in the
/// machine's speed during the run touches every case alike.
@MainActor
func runLayoutBenchmark() {
  let arguments = Array(CommandLine.arguments.dropFirst(2))
  if arguments.first == "profile" {
    runLayoutProfile(arguments: Array(arguments.dropFirst()))
    return
  }
  let measurer = FixedAdvanceTextMeasurer()
  let sizes = [10, 100]
  let trees = sizes.map { BenchmarkTree(sections: $0) }
  // A large widget's width, and a height that grows with the tree, so every section is
  // offered the same height in both trees and does the same work: only the count differs.
  let layouts = zip(sizes, trees).map { sections, tree in
    {
      _ = WidgetLayout.displayList(
        for: tree, in: CGSize(width: 338, height: 354 * Double(sections) / 10),
        measurer: measurer)
    }
  }
  let yoga: YogaProcess?
  var yogaSkipped: String?
  do { yoga = try YogaProcess() } catch {
    yoga = nil
    yogaSkipped = (error as? YogaProcess.Unavailable)?.reason ?? "\(error)"
  }
  let variants = ["fixed", "measured"]
  for layout in layouts { for _ in 0..<3 { layout() } }
  var samples: [[Double]] = [[], []]
  var yogaSamples = [[[Double]]](repeating: [[], []], count: variants.count)
  for _ in 0..<15 {
    for (index, sections) in sizes.enumerated() {
      let repeats = index == 0 ? 10 : 1
      for _ in 0..<repeats { samples[index].append(milliseconds(layouts[index])) }
      for (variant, name) in variants.enumerated() {
        for _ in 0..<repeats {
          guard yogaSkipped == nil else { break }
          guard let time = yoga?.layoutMilliseconds(sections: sections, variant: name) else {
            yogaSkipped = "the Yoga script stopped answering"
            break
          }
          yogaSamples[variant][index].append(time)
        }
      }
    }
  }
  yoga?.stop()
  let phases = phaseMilliseconds(of: trees[0], sections: sizes[0], measurer: measurer)
  let medians = samples.map(median)
  let perView = zip(medians, trees).map { $0 * 1000 / Double($1.viewCount) }
  for (index, tree) in trees.enumerated() {
    print(
      "{\"suite\":\"layout\",\"case\":\"tree\",\"views\":\(tree.viewCount),"
        + "\"runs\":\(samples[index].count),\"median_ms\":\(jsonNumber(medians[index])),"
        + "\"us_per_view\":\(jsonNumber(perView[index]))}")
  }
  let growth = perView[1] / perView[0]
  print(
    "{\"suite\":\"layout\",\"case\":\"ratio\",\"views\":[\(trees[0].viewCount),"
      + "\(trees[1].viewCount)],\"ratio\":\(jsonNumber(medians[1] / medians[0])),"
      + "\"growth_per_view\":\(jsonNumber(growth))}")
  let phasesPerView = phases.map { $0 * 1000 / Double(trees[0].viewCount) }
  var phasesLine =
    "{\"suite\":\"layout\",\"case\":\"phases\",\"views\":\(trees[0].viewCount),"
    + "\"resolve_us_per_view\":\(jsonNumber(phasesPerView[0])),"
    + "\"layout_us_per_view\":\(jsonNumber(phasesPerView[1])),"
    + "\"display_list_us_per_view\":\(jsonNumber(phasesPerView[2]))"
  var yogaPerView: [Double]?
  defer { print(phasesLine + "}") }
  if let yogaSkipped {
    print("{\"suite\":\"layout\",\"case\":\"yoga\",\"skipped\":\(jsonString(yogaSkipped))}")
  } else {
    for (variant, name) in variants.enumerated() {
      let yogaMedians = yogaSamples[variant].map(median)
      let yogaViews = zip(yogaMedians, trees).map { $0 * 1000 / Double($1.viewCount) }
      if name == "fixed" { yogaPerView = yogaViews }
      // The layout step alone does what Yoga's timed call does: size and place every node.
      phasesLine += ",\"layout_over_yoga_\(name)\":\(jsonNumber(phasesPerView[1] / yogaViews[0]))"
      for (index, tree) in trees.enumerated() {
        print(
          "{\"suite\":\"layout\",\"case\":\"yoga\",\"text\":\"\(name)\","
            + "\"views\":\(tree.viewCount),\"runs\":\(yogaSamples[variant][index].count),"
            + "\"median_ms\":\(jsonNumber(yogaMedians[index])),"
            + "\"us_per_view\":\(jsonNumber(yogaViews[index])),"
            + "\"vitrine_over_yoga\":\(jsonNumber(perView[index] / yogaViews[index]))}")
      }
    }
  }
  printGoal("µs per view at 1k views, at most 1.4", perView[0], limit: 1.4)
  printGoal("growth per view from 1k to 10k views, at most 1.2", growth, limit: 1.2)
  if let yogaPerView {
    printGoal(
      "Vitrine ÷ Yoga (text leaves fixed) per view at 1k views, at most 1",
      perView[0] / yogaPerView[0], limit: 1)
  } else {
    print(
      "{\"suite\":\"layout\",\"case\":\"goal\",\"goal\":\"Vitrine ÷ Yoga per view\","
        + "\"skipped\":\(jsonString(yogaSkipped ?? ""))}")
  }
}

/// The median processor time of each phase (resolve, layout, display list) of laying out
/// `tree`, in milliseconds, over 150 runs.
@MainActor
private func phaseMilliseconds(
  of tree: BenchmarkTree, sections: Int, measurer: any TextMeasurer
) -> [Double] {
  var samples: [[Double]] = [[], [], []]
  for _ in 0..<150 {
    var last = threadTime()
    var times: [Double] = []
    _ = WidgetLayout.displayList(
      for: tree, in: CGSize(width: 338, height: 354 * Double(sections) / 10),
      measurer: measurer,
      timingPhases: { _ in
        let now = threadTime()
        times.append((now - last) * 1000)
        last = now
      })
    for (index, time) in times.prefix(3).enumerated() { samples[index].append(time) }
  }
  return samples.map(median)
}

/// Prints whether `value` is within `limit`, and by how much it misses when it is not.
private func printGoal(_ goal: String, _ value: Double, limit: Double) {
  let verdict =
    value <= limit ? "holds" : "misses by \(jsonNumber(value / limit))× (\(jsonNumber(value)))"
  print(
    "{\"suite\":\"layout\",\"case\":\"goal\",\"goal\":\(jsonString(goal)),"
      + "\"value\":\(jsonNumber(value)),\"verdict\":\(jsonString(verdict))}")
}

/// `text` as a JSON string literal.
private func jsonString(_ text: String) -> String {
  let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
  return String(decoding: data, as: UTF8.self)
}

/// `vitrine-bench layout profile [sections] [runs]`: lays out the tree of `sections` sections
/// (default 10) `runs` times (default 1) without timing anything, for
/// `valgrind --tool=callgrind`, whose instruction counts are repeatable on a busy machine.
@MainActor
private func runLayoutProfile(arguments: [String]) {
  let numbers = arguments.map { Int($0) }
  guard numbers.allSatisfy({ ($0 ?? 0) > 0 && ($0 ?? 0) <= 100_000 }) else {
    FileHandle.standardError.write(
      Data("usage: vitrine-bench layout profile [sections 1…100000] [runs 1…100000]\n".utf8))
    exit(2)
  }
  let sections = numbers.first.flatMap { $0 } ?? 10
  let runs = numbers.dropFirst().first.flatMap { $0 } ?? 1
  let tree = BenchmarkTree(sections: sections)
  let measurer = FixedAdvanceTextMeasurer()
  var items = 0
  for _ in 0..<runs {
    items +=
      WidgetLayout.displayList(
        for: tree, in: CGSize(width: 338, height: 354 * Double(sections) / 10),
        measurer: measurer
      ).items.count
  }
  print(
    "{\"suite\":\"layout\",\"case\":\"profile\",\"views\":\(tree.viewCount),"
      + "\"runs\":\(runs),\"items\":\(items)}")
}
