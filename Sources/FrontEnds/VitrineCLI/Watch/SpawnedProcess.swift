import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program the watch loop runs (the build, the served program), started with `posix_spawn`
/// with its standard output and error going to one log file.
///
/// Not Foundation's `Process`, whose `run()` has crashed processes that start many children on
/// Linux (see Tests/VitrineTestSupport/ChildProcess.swift).
final class SpawnedProcess: @unchecked Sendable {
  /// The process identifier.
  let pid: pid_t
  /// Where its output goes.
  let log: URL
  private let lock = NSLock()
  private var exitCode: Int32?

  /// Starts `executable` with `arguments`, `environment` and its output appended to `log`.
  init(_ executable: String, _ arguments: [String], environment: [String: String], log: URL) throws
  {
    self.log = log
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, log.path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard result == 0 else {
      throw WatchError("could not start \(executable): \(String(cString: strerror(result)))")
    }
    self.pid = pid
  }

  /// Its exit code (minus the signal that ended it), or `nil` while it runs.
  var exitStatus: Int32? {
    lock.withLock {
      if let exitCode { return exitCode }
      var status: Int32 = 0
      let waited = waitpid(pid, &status, WNOHANG)
      guard waited == pid else { return waited < 0 && errno != EINTR ? -1 : nil }
      // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
      exitCode = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -(status & 0x7f)
      return exitCode
    }
  }

  /// Waits for it to end, looking every 20 ms; `kill` it first when `shouldStop` says so.
  func wait(until shouldStop: () -> Bool = { false }) async -> Int32 {
    while true {
      if let status = exitStatus { return status }
      if shouldStop() { _ = terminate(grace: .seconds(3)) }
      try? await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Asks it to stop (SIGTERM), and kills it (SIGKILL) if it has not after `grace`; returns
  /// its exit status.
  @discardableResult
  func terminate(grace: Duration = .seconds(5)) -> Int32 {
    if let status = exitStatus { return status }
    kill(pid, SIGTERM)
    let deadline = ContinuousClock.now + grace
    while ContinuousClock.now < deadline {
      if let status = exitStatus { return status }
      usleep(10_000)
    }
    kill(pid, SIGKILL)
    while true {
      if let status = exitStatus { return status }
      usleep(5_000)
    }
  }
}

/// Reads what was appended to a log file since the last read.
final class LogTail {
  let file: URL
  private var offset: UInt64 = 0

  init(_ file: URL) { self.file = file }

  /// The new complete lines (at most 256 KiB a call).
  func newLines() -> [String] {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return [] }
    defer { try? handle.close() }
    guard (try? handle.seek(toOffset: offset)) != nil,
      let data = try? handle.read(upToCount: 256 * 1024), !data.isEmpty,
      let end = data.lastIndex(of: UInt8(ascii: "\n"))
    else { return [] }
    let complete = data[data.startIndex...end]
    offset += UInt64(complete.count)
    return String(decoding: complete, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).dropLast().map(String.init)
  }
}
