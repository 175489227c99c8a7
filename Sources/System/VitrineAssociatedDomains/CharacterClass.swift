/// The classes of one character the predefined substitution variables stand for, and the
/// classes they become when a pattern ignores case (the text is lowercased, so are they).
enum CharacterClass: Int, Sendable, CaseIterable {
  case alpha, upper, lower, alnum, digit, xdigit, lowerAlnum, lowerXdigit

  /// The class a case-insensitive pattern matches with.
  var folded: CharacterClass {
    switch self {
    case .alpha, .upper, .lower: return .lower
    case .alnum, .lowerAlnum: return .lowerAlnum
    case .digit: return .digit
    case .xdigit, .lowerXdigit: return .lowerXdigit
    }
  }

  /// Whether `character` is in the class (all of them are ASCII).
  func contains(_ character: Unicode.Scalar) -> Bool {
    guard character.isASCII else { return false }
    let byte = UInt8(character.value)
    let upper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    let lower = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    let digit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    let hexLetter = (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    switch self {
    case .alpha: return upper || lower
    case .upper: return upper
    case .lower: return lower
    case .alnum: return upper || lower || digit
    case .digit: return digit
    case .xdigit: return digit || hexLetter
    case .lowerAlnum: return lower || digit
    case .lowerXdigit: return digit || (lower && hexLetter)
    }
  }
}
