import AppTesting
import Catalog
import CatalogApp
import Foundation
import WidgetUI

/// The catalog screen with the 46 embedded titles: a tap on a genre chip, timed from the tap
/// to the new display list, against a full from-scratch layout of the same screen (every body
/// evaluated, every view resolved, measured and placed anew) in the same run. Medians of 40
/// of each; the goal is a tap costing at most a third of the full layout.
func runAppBenchmark() async {
  do {
    let app = try AppDriver(app: VitrineApp(), screen: .standard)
    _ = app.displayList
    let rounds = 40
    var taps: [Duration] = []
    var fulls: [Duration] = []
    var evaluations: [Int] = []
    let clock = ContinuousClock()
    for _ in 0..<rounds {
      app.host.resetStatistics()
      let tap = try clock.measure {
        try app.tap("Drama")
        _ = app.displayList
      }
      taps.append(tap)
      evaluations.append(app.host.bodyEvaluationCount)
      let full = clock.measure { _ = app.host.displayListFromScratch() }
      fulls.append(full)
    }
    let tap = median(taps)
    let full = median(fulls)
    let ratio = Double(tap.microseconds) / Double(max(full.microseconds, 1))
    print(
      #"{"suite":"app","screen":"catalog","titles":\#(EmbeddedCatalog.titles.count),"#
        + #""rounds":\#(rounds),"tapMicroseconds":\#(tap.microseconds),"#
        + #""fullLayoutMicroseconds":\#(full.microseconds),"#
        + #""ratio":\#((ratio * 1000).rounded() / 1000),"#
        + #""tapBodyEvaluations":\#(evaluations.max() ?? 0),"goalRatio":0.333}"#)
  } catch {
    FileHandle.standardError.write(Data("app benchmark failed: \(error)\n".utf8))
    exit(1)
  }
}

/// The middle value of `durations`.
private func median(_ durations: [Duration]) -> Duration {
  let sorted = durations.sorted()
  return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
}

extension Duration {
  /// The duration in whole microseconds.
  var microseconds: Int64 {
    components.seconds * 1_000_000 + components.attoseconds / 1_000_000_000_000
  }
}
