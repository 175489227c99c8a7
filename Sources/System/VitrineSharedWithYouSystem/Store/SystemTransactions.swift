import Foundation
import VitrineSQLite

extension SharedWithYouSystem {
  /// How long a step waits for other processes' locks before it is reported busy.
  static let busyTimeout = Duration.seconds(30)

  /// Runs `body` as one transaction under the lock, then tells the observers.
  ///
  /// The transaction begins `IMMEDIATE`: it holds the write lock from its first statement, so
  /// what `body` reads (does the group exist? who is in it?) cannot change under it before it
  /// writes. Processes writing at once take turns; none loses another's write.
  @discardableResult
  func change<Result>(_ body: (SQLiteDatabase) throws -> Result) throws -> Result {
    let result = try transaction(writing: true, body)
    for handler in observers.withLock({ Array($0.values) }) { handler() }
    return result
  }

  /// Runs `body` as one read transaction under the lock: everything it reads is of one moment.
  @discardableResult
  func read<Result>(_ body: (SQLiteDatabase) throws -> Result) throws -> Result {
    try transaction(writing: false, body)
  }

  /// Runs `body` between `BEGIN` (`BEGIN IMMEDIATE` when `writing`) and `COMMIT`, rolling back
  /// when it throws. A lock SQLite answers busy at once (a write lock while another process
  /// recovers the log) is waited for, the whole transaction run again, until ``busyTimeout``.
  func transaction<Result>(
    writing: Bool, _ body: (SQLiteDatabase) throws -> Result
  ) throws -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try Self.retryingBusy(path: fileURL.path) {
      try database.execute(writing ? "BEGIN IMMEDIATE" : "BEGIN")
      do {
        let result = try body(database)
        try database.execute("COMMIT")
        return result
      } catch {
        try? database.execute("ROLLBACK")
        throw error
      }
    }
  }

  /// Runs `step` until it succeeds, throws something other than
  /// ``SystemStoreError/busy(path:)``, or ``busyTimeout`` has passed, pausing a few random
  /// milliseconds (doubling up to 32) after each refusal.
  static func retryingBusy<Result>(path: String, _ step: () throws -> Result) throws -> Result {
    let deadline = ContinuousClock.now + busyTimeout
    var pause = 1
    while true {
      do {
        return try step()
      } catch SystemStoreError.busy(let busyPath) {
        guard ContinuousClock.now < deadline else { throw SystemStoreError.busy(path: busyPath) }
        Thread.sleep(forTimeInterval: Double(pause + Int.random(in: 0...pause)) / 1000)
        pause = min(pause * 2, 32)
      }
    }
  }
}
