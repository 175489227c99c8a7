import Foundation
import VitrineAppTesting
import VitrineCatalog
import VitrineCatalogApp
import VitrineUI

/// The catalog screen with the 46 embedded titles: a tap on a genre chip, timed from the tap
/// to the new display list, against a full from-scratch layout of the same screen (every body
/// evaluated, every view resolved, measured and placed anew) in the same run.
///
/// Each round taps "Drama" on the unfiltered screen (the tap the goal is about: at most a
/// third of the full layout), lays the filtered screen out from scratch, taps "Drama" again to
/// show every title (23 rows come back and are built anew), and lays that out from scratch.
/// Medians of 40 rounds.
func runAppBenchmark() async {
  do {
    let app = try AppDriver(app: VitrineApp(), screen: .standard)
    _ = app.displayList
    let rounds = 40
    var selecting: [Duration] = []
    var clearing: [Duration] = []
    var fulls: [Duration] = []
    var evaluations = 0
    let clock = ContinuousClock()
    for _ in 0..<rounds {
      app.host.resetStatistics()
      selecting.append(
        try clock.measure {
          try app.tap("Drama")
          _ = app.displayList
        })
      evaluations = app.host.bodyEvaluationCount
      fulls.append(clock.measure { _ = app.host.displayListFromScratch() })
      clearing.append(
        try clock.measure {
          try app.tap("Drama")
          _ = app.displayList
        })
      fulls.append(clock.measure { _ = app.host.displayListFromScratch() })
    }
    let tap = median(selecting)
    let clear = median(clearing)
    let full = median(fulls)
    let ratio = Double(tap.microseconds) / Double(max(full.microseconds, 1))
    let clearRatio = Double(clear.microseconds) / Double(max(full.microseconds, 1))
    print(
      #"{"suite":"app","screen":"catalog","titles":\#(EmbeddedCatalog.titles.count),"#
        + #""rounds":\#(rounds),"tapMicroseconds":\#(tap.microseconds),"#
        + #""fullLayoutMicroseconds":\#(full.microseconds),"#
        + #""ratio":\#(rounded(ratio)),"tapBodyEvaluations":\#(evaluations),"#
        + #""clearTapMicroseconds":\#(clear.microseconds),"clearRatio":\#(rounded(clearRatio)),"#
        + #""goalRatio":0.333}"#)
  } catch {
    FileHandle.standardError.write(Data("app benchmark failed: \(error)\n".utf8))
    exit(1)
  }
}

/// `value` to three decimals.
private func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

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
