import Dispatch
import Foundation

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

/// SIGINT and SIGTERM, taken from their default handlers (so the process ends by returning,
/// exit status 0) and delivered through dispatch sources.
final class ProcessStopSignals: StopRequests, @unchecked Sendable {
  private let lock = NSLock()
  private var sources: [any DispatchSourceSignal] = []
  private var received: String?
  private var waiting: CheckedContinuation<String, Never>?

  func catchSignals() {
    lock.withLock {
      guard sources.isEmpty else { return }
      for (number, name) in [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { [weak self] in self?.fire(name) }
        source.resume()
        sources.append(source)
      }
    }
  }

  func next() async -> String {
    await withCheckedContinuation { continuation in
      let already = lock.withLock { () -> String? in
        if let received { return received }
        waiting = continuation
        return nil
      }
      if let already { continuation.resume(returning: already) }
    }
  }

  private func fire(_ name: String) {
    let continuation = lock.withLock { () -> CheckedContinuation<String, Never>? in
      if received == nil { received = name }
      defer { waiting = nil }
      return waiting
    }
    continuation?.resume(returning: name)
  }
}
