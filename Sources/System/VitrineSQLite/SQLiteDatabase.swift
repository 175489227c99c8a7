import CVitrineSQLite
import Foundation

/// One open SQLite database file, with the few operations Vitrine's stores need.
///
/// Both of Vitrine's SQLite stores — the App Group store and the Shared with You system store —
/// open their files through this type, so binding, reading and classifying failures are done
/// one way. Failures are ``SQLiteError``s naming the file, passed through the `translate`
/// function the store gives, so each store reports them in its own words.
///
/// Not thread-safe on its own: a store serializes access with a lock.
public final class SQLiteDatabase {
  private var handle: OpaquePointer?
  private let translate: (SQLiteError) -> any Error
  /// The file this connection opened (`:memory:` for a database in memory).
  public let path: String

  /// Opens (creating if needed) the database at `path`, waiting up to `busyTimeout` for other
  /// processes' locks; failures are passed through `translate` before they are thrown.
  public init(
    path: String, busyTimeout: Duration,
    translate: @escaping (SQLiteError) -> any Error = { $0 }
  ) throws {
    self.path = path
    self.translate = translate
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &handle, flags, nil)
    guard code == SQLITE_OK else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close(handle)
      handle = nil
      throw translate(.cannotOpen(path: path, reason: message))
    }
    sqlite3_busy_timeout(handle, Self.milliseconds(busyTimeout))
  }

  deinit { sqlite3_close_v2(handle) }

  /// Runs one or more statements that take no parameters and return no rows.
  public func execute(_ sql: String) throws {
    var errorMessage: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
    defer { sqlite3_free(errorMessage) }
    guard code == SQLITE_OK else {
      throw failure(code, message: errorMessage.map { String(cString: $0) })
    }
  }

  /// Prepares `sql`, binds `bindings` in order (`?1`, `?2`, …), and calls `row` for each result
  /// row while the statement runs.
  public func query(
    _ sql: String, _ bindings: [SQLiteValue] = [], row: (SQLiteRow) throws -> Void = { _ in }
  ) throws {
    var statement: OpaquePointer?
    let prepared = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    defer { sqlite3_finalize(statement) }
    guard prepared == SQLITE_OK else { throw failure(prepared) }
    for (index, value) in bindings.enumerated() {
      bind(value, at: Int32(index + 1), in: statement)
    }
    while true {
      let step = sqlite3_step(statement)
      if step == SQLITE_DONE { return }
      guard step == SQLITE_ROW else { throw failure(step) }
      try row(SQLiteRow(statement: statement))
    }
  }

  /// Runs `sql` with `bindings` and returns every row, each as its columns' values.
  @discardableResult
  public func rows(_ sql: String, _ bindings: [SQLiteValue] = []) throws -> [[SQLiteValue]] {
    var result: [[SQLiteValue]] = []
    try query(sql, bindings) { row in result.append(row.values) }
    return result
  }

  /// The row identifier of the last successful insert on this connection.
  public var lastInsertID: Int64 { sqlite3_last_insert_rowid(handle) }

  private func bind(_ value: SQLiteValue, at position: Int32, in statement: OpaquePointer?) {
    switch value {
    case .null: sqlite3_bind_null(statement, position)
    case .integer(let number): sqlite3_bind_int64(statement, position, number)
    case .real(let number): sqlite3_bind_double(statement, position, number)
    case .text(let text):
      // The byte count, not -1: a NUL inside the text must not end it.
      // An empty array has no address, which SQLite would bind as NULL.
      let bytes = text.isEmpty ? [UInt8(0)] : Array(text.utf8)
      let count = text.isEmpty ? 0 : bytes.count
      _ = bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { chars in
          sqlite3_bind_text(
            statement, position, chars.baseAddress, Int32(clamping: count), csqlite_transient())
        }
      }
    case .blob(let data):
      _ = data.withUnsafeBytes { bytes in
        sqlite3_bind_blob(
          statement, position, bytes.baseAddress, Int32(clamping: bytes.count),
          csqlite_transient())
      }
    }
  }

  private func failure(_ code: Int32, message: String? = nil) -> any Error {
    let text = message ?? String(cString: sqlite3_errmsg(handle))
    let primary = code & 0xff
    if primary == SQLITE_NOTADB || primary == SQLITE_CORRUPT {
      return translate(.corrupt(path: path, reason: text))
    }
    if primary == SQLITE_BUSY || primary == SQLITE_LOCKED {
      return translate(.busy(path: path, code: code, reason: text))
    }
    return translate(.failed(path: path, code: code, reason: text))
  }

  /// `duration` in whole milliseconds, clamped to what `sqlite3_busy_timeout` takes.
  static func milliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
    let total =
      milliseconds.overflow
      ? Int64.max
      : milliseconds.partialValue.addingReportingOverflow(
        attoseconds / 1_000_000_000_000_000
      ).partialValue
    return Int32(clamping: max(0, total))
  }
}
