import Foundation
import VitrineSQLite

/// How values are written to and read from a row: a type tag and an SQLite value.
///
/// `Int`, `Double`, `Bool`, `String` and `Data` are stored natively so other tools (and the
/// `sqlite3` shell) read them plainly; every other `Codable` value is stored as JSON text.
enum StoredValue {
  static func encode<Value: Encodable>(
    _ value: Value, key: String, path: String
  ) throws
    -> (type: String, value: SQLiteValue)
  {
    switch value {
    case let number as Int: return ("int", .integer(Int64(number)))
    case let number as Double:
      // SQLite stores NaN as NULL, which would no longer read as a number.
      guard !number.isNaN else {
        throw AppGroupStoreError.coding(
          path: path, key: key, reason: "NaN is not a number the store can keep")
      }
      return ("double", .real(number))
    case let flag as Bool: return ("bool", .integer(flag ? 1 : 0))
    case let text as String: return ("string", .text(text))
    case let bytes as Data: return ("data", .blob(bytes))
    default:
      do {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let json = try encoder.encode(value)
        return ("json", .text(String(decoding: json, as: UTF8.self)))
      } catch {
        throw AppGroupStoreError.coding(path: path, key: key, reason: "\(error)")
      }
    }
  }

  static func decode<Value: Decodable>(
    _ type: Value.Type, type storedType: String, value: SQLiteValue, key: String, path: String
  ) throws -> Value {
    func mismatch() -> AppGroupStoreError {
      .typeMismatch(path: path, key: key, stored: name(of: storedType), requested: "\(Value.self)")
    }
    switch (storedType, value) {
    case ("int", .integer(let number)):
      if let result = Int(number) as? Value { return result }
      if let result = Double(number) as? Value { return result }
      if let result = (number != 0) as? Value { return result }
    case ("double", .real(let number)):
      if let result = number as? Value { return result }
    case ("bool", .integer(let number)):
      if let result = (number != 0) as? Value { return result }
      if let result = Int(number) as? Value { return result }
    case ("string", .text(let text)):
      if let result = text as? Value { return result }
    case ("data", .blob(let bytes)):
      if let result = bytes as? Value { return result }
    case ("json", .text(let json)):
      do {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Value.self, from: Data(json.utf8))
      } catch let error as DecodingError {
        throw AppGroupStoreError.coding(path: path, key: key, reason: describe(error))
      }
    case ("int", _), ("double", _), ("bool", _), ("string", _), ("data", _), ("json", _):
      // A known type whose value another program changed (such as NaN, which SQLite keeps as
      // NULL): this key is unreadable, the rest of the store is not.
      throw AppGroupStoreError.coding(
        path: path, key: key,
        reason: "it is marked \(name(of: storedType)) but holds \(sqliteKind(of: value))")
    default:
      throw AppGroupStoreError.corrupt(
        path: path, reason: "key '\(key)' has an unknown stored type '\(storedType)'")
    }
    throw mismatch()
  }

  /// A printable form of a stored value.
  static func describe(_ value: SQLiteValue, type: String) -> String {
    switch value {
    case .null: return "null"
    case .integer(let number): return type == "bool" ? String(number != 0) : String(number)
    case .real(let number): return String(number)
    case .text(let text): return text
    case .blob(let bytes): return "\(bytes.count) bytes"
    }
  }

  private static func sqliteKind(of value: SQLiteValue) -> String {
    switch value {
    case .null: return "NULL"
    case .integer: return "an SQLite integer"
    case .real: return "an SQLite real"
    case .text: return "SQLite text"
    case .blob: return "an SQLite blob"
    }
  }

  private static func name(of storedType: String) -> String {
    switch storedType {
    case "int": return "an Int"
    case "double": return "a Double"
    case "bool": return "a Bool"
    case "string": return "a String"
    case "data": return "Data"
    default: return "a JSON value"
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context), .dataCorrupted(let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}
