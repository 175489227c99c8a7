/// Text made safe to show on a terminal: the one function every human-readable line of
/// `vitrine` goes through (``Console/out(_:)``, ``Console/err(_:)``).
///
/// A message, a contact's name or an argument echoed in an error comes from outside; written as
/// is, its escape codes would act on the terminal (retitle the window, clear the screen, move
/// the cursor back over what was printed, reorder text right to left). Every character a
/// terminal acts on is shown as a Swift-style escape instead: C0 controls but newline and tab
/// (`\u{1B}`, `\r`), DEL, C1 controls (`\u{9B}`, which some terminals read as CSI), and the
/// bidirectional overrides and isolates (`\u{202E}`). Newlines and tabs are the program's own
/// line and column breaks.
enum TerminalText {
  /// `text` with every control character written as an escape.
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isControl(scalar) else {
        result.append(scalar)
        continue
      }
      let escape =
        scalar == "\r" ? #"\r"# : #"\u{"# + String(scalar.value, radix: 16, uppercase: true) + "}"
      result.append(contentsOf: escape.unicodeScalars)
    }
    return String(result)
  }

  /// Whether a terminal acts on `scalar` rather than showing it.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: return false
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    case 0x2028, 0x2029: return true
    default: return false
    }
  }
}
