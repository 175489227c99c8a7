import CVitrineSQLite
import Foundation

/// A value bound to or read from SQLite.
enum SQLValue: Equatable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)

  var integer: Int64? { if case .integer(let value) = self { value } else { nil } }
  var real: Double? {
    switch self {
    case .real(let value): value
    case .integer(let value): Double(value)
    default: nil
    }
  }
  var text: String? { if case .text(let value) = self { value } else { nil } }
  var blob: Data? {
    switch self {
    case .blob(let value): value
    case .text(let value): Data(value.utf8)
    default: nil
    }
  }
}

/// One open SQLite file of the system store. Not thread-safe: ``SystemStore`` holds a lock.
final class SystemDatabase {
  private var handle: OpaquePointer?
  let path: String

  /// Opens (creating if needed) the database at `path`, waiting up to 30 s for other
  /// processes' locks.
  init(path: String) throws {
    self.path = path
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &handle, flags, nil)
    guard code == SQLITE_OK else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close(handle)
      handle = nil
      throw SystemStoreError.cannotOpen(path: path, reason: message)
    }
    sqlite3_busy_timeout(handle, 30_000)
  }

  deinit { sqlite3_close_v2(handle) }

  /// Runs statements that take no parameters and return no rows.
  func execute(_ sql: String) throws {
    var errorMessage: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
    defer { sqlite3_free(errorMessage) }
    guard code == SQLITE_OK else {
      throw failure(code, message: errorMessage.map { String(cString: $0) })
    }
  }

  /// Runs `sql` with `bindings` and returns its rows.
  @discardableResult
  func rows(_ sql: String, _ bindings: [SQLValue] = []) throws -> [[SQLValue]] {
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
      case .text(let text): sqlite3_bind_text(statement, position, text, -1, csqlite_transient())
      case .blob(let data):
        _ = data.withUnsafeBytes { bytes in
          sqlite3_bind_blob(
            statement, position, bytes.baseAddress, Int32(clamping: bytes.count),
            csqlite_transient())
        }
      }
    }
    var result: [[SQLValue]] = []
    while true {
      let step = sqlite3_step(statement)
      if step == SQLITE_DONE { return result }
      guard step == SQLITE_ROW else { throw failure(step) }
      result.append((0..<sqlite3_column_count(statement)).map { column(statement, $0) })
    }
  }

  /// The row identifier of the last insert.
  var lastInsertID: Int64 { sqlite3_last_insert_rowid(handle) }

  private func column(_ statement: OpaquePointer?, _ index: Int32) -> SQLValue {
    switch sqlite3_column_type(statement, index) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
    case SQLITE_TEXT: return .text(String(cString: sqlite3_column_text(statement, index)))
    case SQLITE_BLOB:
      let count = Int(sqlite3_column_bytes(statement, index))
      guard count > 0, let bytes = sqlite3_column_blob(statement, index) else {
        return .blob(Data())
      }
      return .blob(Data(bytes: bytes, count: count))
    default: return .null
    }
  }

  private func failure(_ code: Int32, message: String? = nil) -> SystemStoreError {
    let text = message ?? String(cString: sqlite3_errmsg(handle))
    let primary = code & 0xff
    if primary == SQLITE_NOTADB || primary == SQLITE_CORRUPT {
      return .corrupt(path: path, reason: text)
    }
    return .sqlite(path: path, code: code, reason: text)
  }
}
