import Foundation
import Testing
import VitrineTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 26: `vitrine simulate` keeps the widgets' state in a temporary folder (about 2.4 MB
/// for the recommendations widget) and left it behind after Ctrl-C, SIGTERM and kill -9. It is
/// now removed on those signals, and a later `simulate` sweeps the folders of processes that
/// are gone (kill -9 gives no chance to clean up).
///
/// Each child runs with its own `TMPDIR`, so what it leaves is seen and nothing else is.
@Suite(.timeLimit(.minutes(5))) struct SimulateCleanupTests {
  /// A long simulation: a leap year of taps.
  static let long = ["simulate", "recommendations", "--hours", "8784", "--taps", "10000"]

  /// The simulation folders in `folder`.
  static func leftovers(in folder: TemporaryFolder) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasPrefix("vitrine-simulate-") }
  }

  /// Starts a long simulation with `TMPDIR` set to `folder`, waits until its folder exists,
  /// sends `signal`, and answers how the process ended.
  static func interrupt(
    with signal: Int32, in folder: TemporaryFolder
  ) async throws -> (status: Int32, output: String, error: String) {
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.path
    let child = try ChildProcess(
      BuiltProducts.executable("vitrine"), long, environment: environment)
    return await offPoolWait {
      let deadline = Date().addingTimeInterval(120)
      var sent = false
      return child.wait {
        if !sent, !leftovers(in: folder).isEmpty || Date() > deadline {
          // Give the process a moment to be well inside the simulation.
          usleep(200_000)
          kill(child.pid, signal)
          sent = true
        }
      }
    }
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func aSignalRemovesTheFolder(signal: Int32) async throws {
    let folder = try TemporaryFolder("simulate-tmp")
    let result = try await Self.interrupt(with: signal, in: folder)
    // Ended by the signal, as a process without a handler would be, with its folder gone.
    #expect(result.status == -signal, "\(result.status): \(result.error)")
    #expect(Self.leftovers(in: folder).isEmpty, "\(Self.leftovers(in: folder))")
  }

  @Test func aLaterSimulationSweepsTheFolderOfAKilledOne() async throws {
    let folder = try TemporaryFolder("simulate-tmp")
    let killed = try await Self.interrupt(with: SIGKILL, in: folder)
    #expect(killed.status == -SIGKILL)
    #expect(Self.leftovers(in: folder).count == 1)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.path
    let next = try await BuiltProducts.run(
      BuiltProducts.executable("vitrine"), ["simulate", "clock", "--hours", "1"],
      environment: environment)
    #expect(next.status == 0, "\(next.error)")
    #expect(Self.leftovers(in: folder).isEmpty, "\(Self.leftovers(in: folder))")
  }

  @Test func aRunningSimulationsFolderIsNotSwept() async throws {
    let folder = try TemporaryFolder("simulate-tmp")
    let environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { $1 }
    let vitrine = BuiltProducts.executable("vitrine")
    let running = try ChildProcess(vitrine, Self.long, environment: environment)
    let result = await offPoolWait {
      let deadline = Date().addingTimeInterval(120)
      var checked = false
      var other: Int32?
      var before: [String] = []
      var after: [String] = []
      let first = running.wait {
        guard !checked, !Self.leftovers(in: folder).isEmpty || Date() > deadline else { return }
        checked = true
        before = Self.leftovers(in: folder)
        other =
          (try? ChildProcess(
            vitrine, ["simulate", "clock", "--hours", "1"], environment: environment))?.wait()
          .status
        after = Self.leftovers(in: folder)
        kill(running.pid, SIGTERM)
      }
      return (first.status, other, before, after)
    }
    let (status, otherStatus, before, after) = result
    #expect(otherStatus == 0)
    // The running simulation's folder is still there after the other one's sweep.
    #expect(before.count == 1)
    #expect(after == before)
    #expect(status == -SIGTERM)
    #expect(Self.leftovers(in: folder).isEmpty)
  }
}

/// Runs blocking waits on a thread of their own.
private func offPoolWait<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result
{
  await withCheckedContinuation { continuation in
    Thread.detachNewThread { continuation.resume(returning: work()) }
  }
}
