import Foundation

/// Retries a step that another process's lock refused, with short random pauses, until a
/// deadline.
///
/// SQLite's busy handler covers most waits, but not all: a connection switching the file to WAL,
/// recovering a WAL another process left, or finding its read snapshot outdated is answered
/// `SQLITE_BUSY` at once. Those are the steps opening a fresh store takes when several processes
/// open it together, so each is retried here, for no longer than the store's busy timeout.
enum BusyRetry {
  /// Runs `step` until it succeeds, throws something other than ``AppGroupStoreError/busy(path:)``,
  /// or `deadline` passes (then the last busy error is thrown).
  static func run<Result>(
    until deadline: ContinuousClock.Instant, path: String, _ step: () throws -> Result
  ) throws -> Result {
    var pause = 1  // milliseconds, doubled up to 32 after each refusal
    while true {
      do {
        return try step()
      } catch AppGroupStoreError.busy(let busyPath) {
        guard ContinuousClock.now < deadline else { throw AppGroupStoreError.busy(path: busyPath) }
        let jitter = Int.random(in: 0...pause)
        Thread.sleep(forTimeInterval: Double(pause + jitter) / 1000)
        pause = min(pause * 2, 32)
      }
    }
  }
}
