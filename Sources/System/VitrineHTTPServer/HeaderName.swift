/// What a header field's name may be: an RFC 9110 token, `1*tchar`.
enum HeaderName {
  /// Whether `name` is a token: letters, digits and ``!#$%&'*+-.^_`|~``, at least one.
  static func isToken(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.allSatisfy(isTokenByte)
  }

  /// `name` quoted for an error message, its bytes outside printable ASCII as `\xNN`, at
  /// most 64 of them.
  static func quoted(_ name: String) -> String {
    let shown = name.utf8.prefix(64).map { byte -> String in
      (0x20..<0x7F).contains(byte) && byte != UInt8(ascii: "'")
        ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true).leftPadded
    }.joined()
    return "'" + shown + (name.utf8.count > 64 ? "…" : "") + "'"
  }

  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
  }
}

extension String {
  /// The string with a leading zero when it has one character (`"A"` → `"0A"`).
  fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
