import Foundation
import VitrineAppDriver
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
/// Medians of 40 rounds, on the thread's CPU clock (the tap and the layout run on the calling
/// thread, so on a machine other work shares this is their cost; the wall-clock figures are
/// printed beside them).
@MainActor
func runAppBenchmark() async {
  do {
    let app = try AppDriver(app: VitrineApp(), screen: .standard)
    _ = app.displayList
    let rounds = 40
    var selecting = Samples()
    var clearing = Samples()
    var fulls = Samples()
    var evaluations = 0
    for _ in 0..<rounds {
      app.host.resetStatistics()
      try selecting.measure {
        try app.tap("Drama")
        _ = app.displayList
      }
      evaluations = app.host.bodyEvaluationCount
      fulls.measure { _ = app.host.displayListFromScratch() }
      try clearing.measure {
        try app.tap("Drama")
        _ = app.displayList
      }
      fulls.measure { _ = app.host.displayListFromScratch() }
    }
    let tap = median(selecting.cpu)
    let clear = median(clearing.cpu)
    let full = median(fulls.cpu)
    let ratio = tap / max(full, 0.001)
    let clearRatio = clear / max(full, 0.001)
    print(
      #"{"suite":"app","screen":"catalog","titles":\#(EmbeddedCatalog.titles.count),"#
        + #""rounds":\#(rounds),"clock":"thread-cpu","tapMicroseconds":\#(Int(tap * 1000)),"#
        + #""fullLayoutMicroseconds":\#(Int(full * 1000)),"#
        + #""ratio":\#(rounded(ratio, places: 3)),"tapBodyEvaluations":\#(evaluations),"#
        + #""clearTapMicroseconds":\#(Int(clear * 1000)),"clearRatio":\#(rounded(clearRatio, places: 3)),"#
        + #""wallTapMicroseconds":\#(Int(median(selecting.wall) * 1000)),"#
        + #""wallFullLayoutMicroseconds":\#(Int(median(fulls.wall) * 1000)),"#
        + #""goalRatio":0.333}"#)
  } catch {
    FileHandle.standardError.write(Data("app benchmark failed: \(error)\n".utf8))
    exit(1)
  }
}

/// `value` to three decimals.

/// Times of one step, in milliseconds: thread CPU and wall clock.
private struct Samples {
  var cpu: [Double] = []
  var wall: [Double] = []

  /// Runs `body` once and records its times.
  mutating func measure(_ body: () throws -> Void) rethrows {
    let clock = ContinuousClock()
    let startCPU = threadCPUMilliseconds()
    let start = clock.now
    try body()
    let (seconds, attoseconds) = (clock.now - start).components
    cpu.append(threadCPUMilliseconds() - startCPU)
    wall.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
  }
}
