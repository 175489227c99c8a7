import Foundation

/// Encodes values as single-line JSON with sorted keys and ISO 8601 dates.
enum JSONLines {
  static func encode<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    // Encoding plain data types cannot fail; a failure here is a programming error worth seeing.
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      return #"{"error":"unencodable value"}"#
    }
  }
}
