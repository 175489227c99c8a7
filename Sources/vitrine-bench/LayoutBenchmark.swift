// The layout suite: how long WidgetUI takes to lay out trees of 1,000 and 10,000 views.
//
// Each tree is a column of sections, each section a column of ten rows, each row ten views
// (stack, texts, spacer, frames, a shape, padding, a progress bar): the same shape at both
// sizes, so the ratio of the two times shows whether layout grows linearly (≈ 10).
import Foundation
import WidgetUI

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

/// Times `body` `runs` times after `warmups` untimed runs and returns the median in
/// milliseconds.
private func medianMilliseconds(runs: Int, warmups: Int, _ body: () -> Void) -> Double {
  for _ in 0..<warmups { body() }
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<runs {
    let elapsed = clock.measure(body)
    let (seconds, attoseconds) = elapsed.components
    samples.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
  }
  samples.sort()
  let middle = samples.count / 2
  return samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
}

private func jsonNumber(_ value: Double) -> String {
  String(format: "%.3f", value)
}

/// Lays out the 1,000- and 10,000-view trees in a large widget's width and prints one JSON object per
/// tree and one with the ratio of their median times.
func runLayoutBenchmark() {
  let measurer = FixedAdvanceTextMeasurer()
  var medians: [Int: Double] = [:]
  for (sections, runs) in [(10, 41), (100, 11)] {
    let tree = BenchmarkTree(sections: sections)
    // A large widget's width, and a height that grows with the tree, so every section is
    // offered the same height in both trees and does the same work: only the count differs.
    let size = CGSize(width: 338, height: 354 * Double(sections) / 10)
    var itemCount = 0
    let median = medianMilliseconds(runs: runs, warmups: 3) {
      let list = WidgetLayout.displayList(for: tree, in: size, measurer: measurer)
      itemCount = list.items.count
    }
    medians[sections] = median
    print(
      "{\"suite\":\"layout\",\"case\":\"tree\",\"views\":\(tree.viewCount),"
        + "\"runs\":\(runs),\"median_ms\":\(jsonNumber(median)),\"top_level_items\":\(itemCount)}")
  }
  if let small = medians[10], let large = medians[100], small > 0 {
    print(
      "{\"suite\":\"layout\",\"case\":\"ratio\",\"views\":[\(BenchmarkTree(sections: 10).viewCount),"
        + "\(BenchmarkTree(sections: 100).viewCount)],\"ratio\":\(jsonNumber(large / small))}")
  }
}
