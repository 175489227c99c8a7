import Foundation

/// A value bound to or read from SQLite: one of its five storage classes.
public enum SQLiteValue: Equatable, Sendable {
  /// SQL `NULL`.
  case null
  /// A 64-bit signed integer.
  case integer(Int64)
  /// An IEEE double.
  case real(Double)
  /// UTF-8 text, NULs included.
  case text(String)
  /// Bytes stored as they are.
  case blob(Data)

  /// The integer, if this is one.
  public var integer: Int64? { if case .integer(let value) = self { value } else { nil } }

  /// The number as a double: a real, or an integer converted.
  public var real: Double? {
    switch self {
    case .real(let value): value
    case .integer(let value): Double(value)
    default: nil
    }
  }

  /// The text, if this is text.
  public var text: String? { if case .text(let value) = self { value } else { nil } }

  /// The bytes: a blob's, or text's UTF-8.
  public var blob: Data? {
    switch self {
    case .blob(let value): value
    case .text(let value): Data(value.utf8)
    default: nil
    }
  }
}
