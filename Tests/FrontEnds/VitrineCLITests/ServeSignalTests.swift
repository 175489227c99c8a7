import Foundation
import Synchronization
import Testing
import VitrineTestSupport

@testable import VitrineCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 26: `vitrine serve` printed its address before it caught Ctrl-C, so a signal sent as
/// soon as the address showed (by a person, or a script waiting for it) killed it uncleanly.
@Suite(.timeLimit(.minutes(5))) struct ServeSignalTests {
  /// Records when the signals are caught, and stops at once when asked for the next one.
  final class RecordingStop: StopRequests {
    let log: Mutex<[String]>
    init() { log = Mutex([]) }
    func catchSignals() { log.withLock { $0.append("caught") } }
    func next() async -> String { "SIGTERM" }
  }

  @Test func theSignalsAreCaughtBeforeTheAddressIsPrinted() async throws {
    let data = try TemporaryFolder("serve-order")
    let stop = RecordingStop()
    let console = Console(
      out: { line in stop.log.withLock { $0.append(line) } }, err: { _ in },
      environment: ["VITRINE_DATA_DIR": data.path, "HOME": data.path])
    let arguments = try ArgumentParser.parse(
      ["--port", "0"], options: CommandSpec.serve.options,
      positionals: CommandSpec.serve.positionals)
    try await ServeOptions.serve(arguments, console, stop: stop)
    let log = stop.log.withLock { $0 }
    let caught = try #require(log.firstIndex(of: "caught"))
    let printed = try #require(log.firstIndex { $0.hasPrefix("Vitrine home screen: http://") })
    #expect(caught < printed, "\(log)")
    #expect(log.last == "stopping (SIGTERM)")
  }

  /// The real process, stopped with SIGINT the moment its address shows: it ends by
  /// returning, exit status 0, having said it stops.
  @Test func aCtrlCAsSoonAsTheAddressShowsStopsItCleanly() async throws {
    for _ in 0..<3 {
      let data = try TemporaryFolder("serve-signal")
      let out = data.url.appendingPathComponent("out.txt")
      let child = try ChildProcess(
        URL(fileURLWithPath: "/bin/sh"),
        [
          "-c", #"exec "$0" serve --port 0 --data-dir "$1" > "$2""#,
          BuiltProducts.executable("vitrine").path, data.path, out.path,
        ])
      let result = await offPool {
        let deadline = Date().addingTimeInterval(120)
        var sentAt: Date?
        return child.wait {
          // A stop that is not obeyed within 30 s fails the test instead of hanging it.
          if let sentAt {
            if Date().timeIntervalSince(sentAt) > 30 { kill(child.pid, SIGKILL) }
            return
          }
          let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
          if text.contains("\n") || Date() > deadline {
            kill(child.pid, SIGINT)
            sentAt = Date()
          }
        }
      }
      let printed = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
      #expect(result.status == 0, "\(result.error)")
      #expect(printed.hasSuffix("stopping (SIGINT)\n"), "\(printed)")
    }
  }
}

private func offPool<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
  await withCheckedContinuation { continuation in
    Thread.detachNewThread { continuation.resume(returning: work()) }
  }
}
