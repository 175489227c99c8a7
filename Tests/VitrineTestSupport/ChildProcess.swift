import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with `posix_spawn`, its output going to files of its own.
///
/// Not Foundation's `Process`: on Linux its `run()` crashed the test process (signal 11 in a
/// `memcpy` inside it) when the tests started many children from several threads, even one at
/// a time; `posix_spawn` has no such state.
public final class ChildProcess: @unchecked Sendable {
  /// The process identifier, for signals.
  public let pid: pid_t
  private let folder: URL

  /// Starts `executable` with `arguments` and `environment` (nil: this process's).
  public init(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil
  )
    throws
  {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("child-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, folder.appendingPathComponent("out").path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(
      &actions, 2, folder.appendingPathComponent("err").path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let variables = environment ?? ProcessInfo.processInfo.environment
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
    guard spawned == 0 else {
      try? FileManager.default.removeItem(at: folder)
      throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: executable.path])
    }
    self.pid = pid
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Waits for the process to end, calling `whileRunning` every 5 ms until it does; returns its
  /// exit code (minus the signal that killed it), standard output and standard error.
  public func wait(whileRunning: () -> Void = {}) -> (status: Int32, output: String, error: String)
  {
    var status: Int32 = 0
    while true {
      let waited = waitpid(pid, &status, WNOHANG)
      if waited == pid || (waited < 0 && errno != EINTR) { break }
      whileRunning()
      usleep(5_000)
    }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
    let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -(status & 0x7f)
    func read(_ name: String) -> String {
      (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }
    return (code, read("out"), read("err"))
  }
}
