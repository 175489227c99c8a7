import CVitrineSQLite
import Foundation

/// One open SQLite database file, with the few operations the store needs.
///
/// Not thread-safe on its own: ``AppGroupStore`` serializes access with a lock.
final class SQLiteConnection {
  private var handle: OpaquePointer?
  /// The file this connection opened.
  let path: String

  /// Opens (creating if needed) the database at `path`, waiting up to `busyTimeout` for other
  /// processes' locks.
  init(path: String, busyTimeout: Duration) throws {
    self.path = path
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &handle, flags, nil)
    guard code == SQLITE_OK else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close(handle)
      handle = nil
      throw AppGroupStoreError.cannotOpen(path: path, reason: message)
    }
    let (seconds, attoseconds) = busyTimeout.components
    let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
    let total =
      milliseconds.overflow
      ? Int64.max : milliseconds.partialValue + attoseconds / 1_000_000_000_000_000
    sqlite3_busy_timeout(handle, Int32(clamping: max(0, total)))
  }

  deinit { sqlite3_close_v2(handle) }

  /// Runs one or more statements that take no parameters and return no rows.
  func execute(_ sql: String) throws {
    var errorMessage: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
    defer { sqlite3_free(errorMessage) }
    guard code == SQLITE_OK else {
      throw failure(code, message: errorMessage.map { String(cString: $0) })
    }
  }

  /// Prepares `sql`, binds `bindings` in order, and calls `row` for each result row.
  func query(
    _ sql: String, _ bindings: [SQLiteValue] = [], row: (SQLiteRow) throws -> Void = { _ in }
  ) throws {
    var statement: OpaquePointer?
    let prepared = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    defer { sqlite3_finalize(statement) }
    guard prepared == SQLITE_OK else { throw failure(prepared) }
    for (index, value) in bindings.enumerated() {
      let position = Int32(index + 1)
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
              statement, position, chars.baseAddress, Int32(clamping: count),
              csqlite_transient())
          }
        }
      case .blob(let data):
        _ = data.withUnsafeBytes { bytes in
          sqlite3_bind_blob(
            statement, position, bytes.baseAddress, Int32(bytes.count), csqlite_transient())
        }
      }
    }
    while true {
      let step = sqlite3_step(statement)
      if step == SQLITE_DONE { return }
      guard step == SQLITE_ROW else { throw failure(step) }
      try row(SQLiteRow(statement: statement))
    }
  }

  private func failure(_ code: Int32, message: String? = nil) -> AppGroupStoreError {
    let text = message ?? String(cString: sqlite3_errmsg(handle))
    let primary = code & 0xff
    if primary == SQLITE_NOTADB || primary == SQLITE_CORRUPT {
      return .corrupt(path: path, reason: text)
    }
    if primary == SQLITE_BUSY || primary == SQLITE_LOCKED {
      return .busy(path: path)
    }
    return .sqlite(path: path, code: code, reason: text)
  }
}

/// A value bound to or read from SQLite.
enum SQLiteValue: Equatable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)
}

/// The current row of a running statement.
struct SQLiteRow {
  let statement: OpaquePointer?

  /// The value of column `index` (from 0).
  subscript(index: Int32) -> SQLiteValue {
    switch sqlite3_column_type(statement, index) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
    case SQLITE_TEXT:
      // By byte count, as it was bound: a NUL inside the text is part of it.
      let count = Int(sqlite3_column_bytes(statement, index))
      guard count > 0, let bytes = sqlite3_column_text(statement, index) else { return .text("") }
      return .text(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
    case SQLITE_BLOB:
      let count = Int(sqlite3_column_bytes(statement, index))
      guard count > 0, let bytes = sqlite3_column_blob(statement, index) else {
        return .blob(Data())
      }
      return .blob(Data(bytes: bytes, count: count))
    default: return .null
    }
  }
}
