import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The last stop signal (SIGINT or SIGTERM) the watch loop received; 0 before one came.
private let receivedStopSignal = Atomic<Int32>(0)

/// SIGINT and SIGTERM for the watch loop, caught by a plain C handler that only stores the
/// signal's number (an atomic store, safe in a handler), and read by polling.
///
/// Not `ProcessStopSignals`: its dispatch sources set the signals to SIG_IGN, which the watch
/// loop's children would inherit across `exec`, and in the watch loop's process the signals
/// were dropped before a source saw them.
enum WatchSignals {
  /// Installs the handler for SIGINT and SIGTERM.
  static func catchSignals() {
    for number in [SIGINT, SIGTERM] {
      signal(number) { received in receivedStopSignal.store(received, ordering: .relaxed) }
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
}
