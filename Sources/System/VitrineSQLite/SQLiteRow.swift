import CVitrineSQLite
import Foundation

/// The current row of a running statement, valid only inside the `row` callback of
/// ``SQLiteDatabase/query(_:_:row:)``.
public struct SQLiteRow {
  let statement: OpaquePointer?

  /// The number of columns in the row.
  public var count: Int32 { sqlite3_column_count(statement) }

  /// Every column's value, in order.
  public var values: [SQLiteValue] { (0..<count).map { self[$0] } }

  /// The value of column `index` (from 0).
  public subscript(index: Int32) -> SQLiteValue {
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
