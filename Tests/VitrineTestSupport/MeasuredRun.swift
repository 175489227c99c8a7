import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How a child process ended and what it cost: its exit, output, wall time and peak memory.
public struct MeasuredRun: Sendable {
  /// The exit code, or minus the signal that killed it.
  public var status: Int32
  /// Standard output.
  public var output: String
  /// Standard error.
  public var error: String
  /// Wall-clock seconds from start to exit.
  public var seconds: Double
  /// The process's peak resident memory in bytes: its `VmHWM`, read every few milliseconds
  /// while it runs (growth in its last few milliseconds can be missed).
  public var peakResidentBytes: Int

  /// Runs `executable` with `arguments` and `environment`, watching its peak resident size.
  ///
  /// Not `ru_maxrss`: a child started with `posix_spawn` (vfork) inherits the parent's high-water
  /// mark, so a test process that once held much would taint every measure.
  public static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String]
  ) async throws -> MeasuredRun {
    // Waiting happens on a thread of its own, so Swift's cooperative pool stays free.
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          with: Result { try runBlocking(executable, arguments, environment: environment) })
      }
    }
  }

  private static func runBlocking(
    _ executable: URL, _ arguments: [String], environment: [String: String]
  ) throws -> MeasuredRun {
    let start = ContinuousClock.now
    let child = try ChildProcess(executable, arguments, environment: environment)
    var peakKilobytes = 0
    let (status, output, error) = child.wait {
      peakKilobytes = max(peakKilobytes, highWaterKilobytes(of: child.pid) ?? 0)
    }
    let elapsed = ContinuousClock.now - start
    return MeasuredRun(
      status: status, output: output, error: error,
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
      peakResidentBytes: peakKilobytes * 1024)
  }

  /// `VmHWM` from `/proc/<pid>/status`, in kilobytes.
  static func highWaterKilobytes(of pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return Int(line.dropFirst("VmHWM:".count).filter(\.isNumber))
  }
}
