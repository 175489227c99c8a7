/// The segments of an API path, matched against the routes.
struct Route {
  let parts: [String]

  init(_ parts: [String]) { self.parts = parts }

  /// Whether the path is exactly `words`.
  func `is`(_ words: String...) -> Bool { parts == words }

  /// The identifier in `/<collection>/<id>[/<then>]`; identifiers are `w` and digits.
  func id(_ collection: String, then action: String? = nil) -> String? {
    let expected = action == nil ? 2 : 3
    guard parts.count == expected, parts[0] == collection, Self.isInstanceID(parts[1]),
      action == nil || parts[2] == action
    else { return nil }
    return parts[1]
  }

  /// Whether `text` has the form of a host's instance identifier (`w12`).
  static func isInstanceID(_ text: String) -> Bool {
    text.count >= 2 && text.count <= 12 && text.first == "w"
      && text.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
  }
}
