import Foundation

/// What `#Preview` expands to: a record in the `swift5_tests` section that VitrineUI's
/// `Preview.registered` finds at run time, with no list for the author to keep.
///
/// The arguments are not parsed here: `#Preview(…) { … }` becomes the call
/// `VitrineUI.Preview(…) { … }`, whose initializers mirror the macro's forms, so the compiler
/// type-checks the author's closures exactly as written. The record's layout is Swift Testing's
/// test content record (kind, reserved, accessor, context, reserved), with its own kind, so the
/// Swift runtime lists it with every image's metadata sections and Swift Testing skips it.
enum PreviewExpansion {
  /// The record kind, "vprv" as four ASCII bytes.
  static let recordKind = "0x7670_7276"

  /// The answer to an `expandFreestandingMacro` request.
  static func answer(to request: [String: Any]) -> [String: Any] {
    let syntax = request["syntax"] as? [String: Any] ?? [:]
    let location = syntax["location"] as? [String: Any] ?? [:]
    guard let source = syntax["source"] as? String,
      let discriminator = request["discriminator"] as? String
    else {
      return failure("the compiler sent #Preview without its source", at: location)
    }
    if let context = request["lexicalContext"] as? [Any], !context.isEmpty {
      return failure(
        "#Preview belongs at the top level of a file, outside types and functions", at: location)
    }
    guard let call = call(rewriting: source) else {
      return failure("cannot read the macro expansion '\(source)'", at: location)
    }
    let fileID = location["fileID"] as? String ?? location["fileName"] as? String ?? "?"
    // The location is where the source starts, leading trivia included: the `#` is as many
    // lines further as there are line breaks before it.
    let lineBreaks = source.prefix { $0 != "#" }.filter(\.isNewline).count
    let line = (location["line"] as? Int ?? 0) + lineBreaks
    let expanded = declaration(
      named: discriminator + "7previewfMu_", call: call, fileID: fileID, line: line)
    return ["expandMacroResult": ["expandedSource": expanded, "diagnostics": [Any]()]]
  }

  /// The call `source` (`#Preview("Name") { … }`) stands for: the macro's name replaced by
  /// `VitrineUI.Preview`, everything after it kept as written.
  static func call(rewriting source: String) -> String? {
    guard let hash = source.firstIndex(of: "#") else { return nil }
    let rest = source[source.index(after: hash)...]
    // `#Preview`, or a module-qualified `#SwiftUI.Preview`.
    guard let name = rest.range(of: "Preview"),
      rest[rest.startIndex..<name.lowerBound].allSatisfy({ $0.isLetter || $0 == "." })
    else { return nil }
    return "VitrineUI.Preview" + rest[name.upperBound...]
  }

  /// The global the expansion declares.
  static func declaration(named name: String, call: String, fileID: String, line: Int) -> String {
    """
    @section("swift5_tests") @used
    private let \(name): VitrineUI.PreviewRecord = (
      \(recordKind), 0,
      { outValue, type, _, _ in
        VitrineUI.PreviewRegistration.store(
          \(call),
          fileID: \(literal(fileID)), line: \(line), into: outValue, asking: type)
      }, 0, 0)
    """
  }

  /// `text` as a Swift string literal.
  static func literal(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      default: escaped.append(character)
      }
    }
    return "\"" + escaped + "\""
  }

  /// An answer with no expansion and one error, placed at the macro when its location is known.
  static func failure(_ message: String, at location: [String: Any] = [:]) -> [String: Any] {
    let diagnostic: [String: Any] = [
      "message": message, "severity": "error",
      "position": [
        "fileName": location["fileName"] as? String ?? "",
        "offset": location["offset"] as? Int ?? 0,
      ],
      "highlights": [Any](), "notes": [Any](), "fixIts": [Any](),
    ]
    return ["expandMacroResult": ["diagnostics": [diagnostic]]]
  }
}
