// The layout suite: how long VitrineUI takes to lay out trees of 1,000 and 10,000 views.
//
// Each tree is a column of sections, each section a column of ten rows, each row ten views
// (stack, texts, spacer, frames, a shape, padding, a progress bar): the same shape at both
// sizes, so the ratio of the two times shows whether layout grows linearly (≈ 10).
import Foundation
import VitrineUI

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

/// How long `body` takes, in milliseconds.
private func milliseconds(_ body: () -> Void) -> Double {
  let (seconds, attoseconds) = ContinuousClock().measure(body).components
  return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

private func jsonNumber(_ value: Double) -> String {
  String(format: "%.3f", value)
}

/// Lays out the 1,000- and 10,000-view trees in a large widget's width and prints one JSON
/// object per tree and one with the ratio of their median times.
///
/// The two trees are timed alternately, ten small layouts (one large layout's worth of views)
/// then one large, so a change in the machine's speed during the run touches both alike.
func runLayoutBenchmark() {
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
  for layout in layouts { for _ in 0..<3 { layout() } }
  var samples: [[Double]] = [[], []]
  for _ in 0..<15 {
    for _ in 0..<10 { samples[0].append(milliseconds(layouts[0])) }
    samples[1].append(milliseconds(layouts[1]))
  }
  let medians = samples.map(median)
  for (index, tree) in trees.enumerated() {
    print(
      "{\"suite\":\"layout\",\"case\":\"tree\",\"views\":\(tree.viewCount),"
        + "\"runs\":\(samples[index].count),\"median_ms\":\(jsonNumber(medians[index]))}")
  }
  print(
    "{\"suite\":\"layout\",\"case\":\"ratio\",\"views\":[\(trees[0].viewCount),"
      + "\(trees[1].viewCount)],\"ratio\":\(jsonNumber(medians[1] / medians[0]))}")
}
