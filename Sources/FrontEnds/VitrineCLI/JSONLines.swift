import Foundation

/// Encodes values as single-line JSON with sorted keys and ISO 8601 dates.
///
/// Besides what JSON requires escaped (C0 controls), every other character a terminal acts on
/// (DEL, C1 controls, bidirectional overrides: see ``TerminalText``) is written as a `\uXXXX`
/// escape, so a JSON line is as safe on a terminal as a human one and still decodes to the same
/// strings.
enum JSONLines {
  static func encode<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    // Encoding plain data types cannot fail; a failure here is a programming error worth seeing.
    do {
      return escapingControls(String(decoding: try encoder.encode(value), as: UTF8.self))
    } catch {
      return #"{"error":"unencodable value"}"#
    }
  }

  /// `json` with every character a terminal acts on written as `\uXXXX`. Outside strings JSON
  /// holds none of them, so only strings change, and they decode as before.
  static func escapingControls(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: TerminalText.isControl) else { return json }
    var result = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      if TerminalText.isControl(scalar) {
        let hex = String(scalar.value, radix: 16)
        result.append(
          contentsOf: (#"\u"# + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
