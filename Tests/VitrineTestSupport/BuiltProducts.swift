import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Finds executables built beside the test bundle, for tests that run other processes.
public enum BuiltProducts {
  /// The built executable `name` (such as `vitrine`) in the test bundle's build folder.
  ///
  /// `make test` builds every product before testing; a missing one means the tests were run
  /// without building it first (`swift build --build-tests`).
  public static func executable(_ name: String) -> URL {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = testBinary.deletingLastPathComponent()
    // The test binary may sit inside an `.xctest` bundle on some platforms.
    while folder.pathExtension == "xctest" || folder.lastPathComponent == "MacOS"
      || folder.lastPathComponent == "Contents"
    {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent(name)
  }

  /// Runs `executable` with `arguments` and returns its exit code and output, waiting on a
  /// thread of its own so the concurrency pool stays free for other tests.
  ///
  /// Cancelling the task (a test past its time limit) kills the process, so a child that hangs
  /// ends the test instead of holding the run.
  public static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil
  ) async throws -> (status: Int32, output: String, error: String) {
    let child = try ChildProcess(executable, arguments, environment: environment)
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: child.wait()) }
      }
    } onCancel: {
      kill(child.pid, SIGKILL)
    }
  }
}
