import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Where `vitrine serve` learns it must stop: SIGINT or SIGTERM, caught from the moment
/// ``catchSignals()`` returns, so a signal that comes before ``next()`` is asked for is kept.
protocol StopRequests: Sendable {
  /// Starts catching the stop signals.
  func catchSignals()
  /// Waits for the first stop signal (or returns the one that already came) and names it.
  func next() async -> String
}

/// The first stop signal (SIGINT or SIGTERM) this process received; 0 before one came.
private let receivedStopSignal = Atomic<Int32>(0)

/// SIGINT and SIGTERM, caught by a plain C handler that only stores the signal's number (a
/// lock-free atomic exchange, safe in a handler), and read by polling. The one way the command
/// line catches stop signals (`serve`, and the watch loop around any command).
///
/// Not dispatch signal sources: those set the signal to SIG_IGN at once but start listening only
/// when the dispatch queue gets to it, so a Ctrl-C in between was dropped; and children started
/// with `exec` inherit SIG_IGN, where a caught signal goes back to its default.
struct ProcessStopSignals: StopRequests {
  /// How often ``next()`` looks for a signal: well under a person's notice of a Ctrl-C.
  static let pollInterval: Duration = .milliseconds(20)

  func catchSignals() {
    // The global is initialised here, on a normal thread, never first inside the handler.
    _ = receivedStopSignal.load(ordering: .relaxed)
    for number in [SIGINT, SIGTERM] {
      signal(number) { number in
        _ = receivedStopSignal.compareExchange(expected: 0, desired: number, ordering: .relaxed)
      }
    }
  }

  /// The name of the stop signal received, or `nil` when none came yet.
  static var received: String? {
    switch receivedStopSignal.load(ordering: .relaxed) {
    case 0: return nil
    case SIGINT: return "SIGINT"
    case SIGTERM: return "SIGTERM"
    case let other: return "signal \(other)"
    }
  }

  func next() async -> String {
    while true {
      if let name = Self.received { return name }
      // A cancelled wait ends as a stop, not a loop that never sleeps again.
      do { try await Task.sleep(for: Self.pollInterval) } catch { return "cancellation" }
    }
  }
}
