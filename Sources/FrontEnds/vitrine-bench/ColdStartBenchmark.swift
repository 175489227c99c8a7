import Foundation

// `vitrine-bench cold`: how long a one-shot `vitrine render` takes as a new process, against
// `vitrine --help` (process start, dynamic loading and exit: the floor) in the same run.
//
// The two commands run in pairs, alternately, so load on the machine falls on both alike; the
// suite prints the median wall time and the median CPU time (user + system, from the child's
// resource usage) of each, and their ratios. The render draws the small recommendations widget
// at scale 2 from a data folder whose posters cache was filled by an untimed first run, as a
// person's second render would.
//
// With `$VITRINE_BENCH_BASELINE` naming another `vitrine` executable (an earlier build), each
// pair becomes a triple: that executable renders too, from a data folder of its own, so the
// render is also compared with the baseline's in the same run.

/// Runs the cold-start suite with the `vitrine` executable beside this one.
func runColdStartBenchmark() async {
  let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("vitrine")
  guard FileManager.default.isExecutableFile(atPath: executable.path) else {
    FileHandle.standardError.write(
      Data("cold: no vitrine executable at \(executable.path); build it first\n".utf8))
    exit(1)
  }
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("vitrine-bench-cold-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  let output = folder.appendingPathComponent("small.png").path
  let help = ["--help"]
  let render = [
    "render", "recommendations", "--family", "systemSmall", "--scale", "2", "-o", output,
    "--data-dir", folder.path,
  ]
  var baseline: (executable: URL, arguments: [String])?
  if let path = ProcessInfo.processInfo.environment["VITRINE_BENCH_BASELINE"], !path.isEmpty {
    guard FileManager.default.isExecutableFile(atPath: path) else {
      FileHandle.standardError.write(
        Data("cold: $VITRINE_BENCH_BASELINE is \(path), which is not an executable\n".utf8))
      exit(1)
    }
    let own = folder.appendingPathComponent("baseline")
    baseline = (
      URL(fileURLWithPath: path),
      [
        "render", "recommendations", "--family", "systemSmall", "--scale", "2", "-o",
        own.appendingPathComponent("small.png").path, "--data-dir", own.path,
      ]
    )
  }
  let pairs = 31
  var helpRuns: [ProcessCost] = []
  var renderRuns: [ProcessCost] = []
  var baselineRuns: [ProcessCost] = []
  do {
    _ = try ProcessCost.measure(executable, render)
    if let baseline { _ = try ProcessCost.measure(baseline.executable, baseline.arguments) }
    for _ in 0..<3 { _ = try ProcessCost.measure(executable, help) }
    for _ in 0..<pairs {
      helpRuns.append(try ProcessCost.measure(executable, help))
      renderRuns.append(try ProcessCost.measure(executable, render))
      if let baseline {
        baselineRuns.append(try ProcessCost.measure(baseline.executable, baseline.arguments))
      }
    }
  } catch {
    FileHandle.standardError.write(Data("cold: \(error)\n".utf8))
    exit(1)
  }
  let helpWall = median(helpRuns.map(\.wallMilliseconds))
  let renderWall = median(renderRuns.map(\.wallMilliseconds))
  let helpCPU = median(helpRuns.map(\.cpuMilliseconds))
  let renderCPU = median(renderRuns.map(\.cpuMilliseconds))
  print(
    #"{"suite":"cold","pairs":\#(pairs),"helpWallMs":\#(rounded(helpWall)),"#
      + #""renderWallMs":\#(rounded(renderWall)),"renderOverHelpWall":\#(rounded(renderWall / helpWall)),"#
      + #""helpCpuMs":\#(rounded(helpCPU)),"renderCpuMs":\#(rounded(renderCPU)),"#
      + #""renderOverHelpCpu":\#(rounded(renderCPU / helpCPU))"#
      + baselineFields(baselineRuns, renderCPU: renderCPU) + "}")
}

/// The baseline's median wall and CPU time and the render's CPU time over it, as JSON fields
/// (none without baseline runs).
private func baselineFields(_ runs: [ProcessCost], renderCPU: Double) -> String {
  guard !runs.isEmpty else { return "" }
  let cpu = median(runs.map(\.cpuMilliseconds))
  return #","baselineRenderWallMs":\#(rounded(median(runs.map(\.wallMilliseconds)))),"#
    + #""baselineRenderCpuMs":\#(rounded(cpu)),"renderOverBaselineCpu":\#(rounded(renderCPU / cpu))"#
}

/// What one run of a process cost.
private struct ProcessCost {
  var wallMilliseconds: Double
  var cpuMilliseconds: Double

  struct Failed: Error, CustomStringConvertible {
    var arguments: [String]
    var status: Int32
    var description: String { "vitrine \(arguments.joined(separator: " ")) exited \(status)" }
  }

  /// Runs `executable` with `arguments`, output discarded, and measures it.
  static func measure(_ executable: URL, _ arguments: [String]) throws -> ProcessCost {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    var before = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &before)
    let start = ContinuousClock.now
    try process.run()
    process.waitUntilExit()
    let wall = ContinuousClock.now - start
    var after = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &after)
    guard process.terminationStatus == 0 else {
      throw Failed(arguments: arguments, status: process.terminationStatus)
    }
    let cpu =
      seconds(after.ru_utime) - seconds(before.ru_utime) + seconds(after.ru_stime)
      - seconds(before.ru_stime)
    return ProcessCost(
      wallMilliseconds: Double(wall.components.seconds) * 1000
        + Double(wall.components.attoseconds) / 1e15,
      cpuMilliseconds: cpu * 1000)
  }

  private static func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) / 1e6
  }
}
