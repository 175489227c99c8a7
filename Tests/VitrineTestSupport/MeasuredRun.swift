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
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("measured-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outPath = folder.appendingPathComponent("out").path
    let errPath = folder.appendingPathComponent("err").path

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }

    let start = ContinuousClock.now
    var pid: pid_t = 0
    let spawned = BuiltProducts.launchLock.withLock {
      posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
    }
    guard spawned == 0 else {
      throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: executable.path])
    }
    var status: Int32 = 0
    var peakKilobytes = 0
    while true {
      let waited = waitpid(pid, &status, WNOHANG)
      if waited == pid || (waited < 0 && errno != EINTR) { break }
      peakKilobytes = max(peakKilobytes, Self.highWaterKilobytes(of: pid) ?? 0)
      usleep(5_000)
    }
    let elapsed = ContinuousClock.now - start
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
    let exitCode = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -(status & 0x7f)
    return MeasuredRun(
      status: exitCode,
      output: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
      error: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
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
