import Foundation

/// A `Localizable.strings` file: `"key" = "value";` pairs, as Xcode writes them.
///
/// Comments (`/* … */`, `// …`) are skipped; strings take the escapes `\"`, `\\`, `\n`, `\t`,
/// `\r` and `\U00E9`/`\u00E9`; keys and values may also be bare words. Files are UTF-8, or
/// UTF-16 with a byte-order mark. A malformed file is an error naming the file and line.
public struct StringsFile: Sendable, Equatable {
  /// The translations by key.
  public var entries: [String: String]

  /// The largest file read: a widget's strings are small, and a runaway file is refused.
  public static let maximumBytes = 8 << 20

  /// Parses `data`, read from `path` (named in errors).
  public init(data: Data, path: String) throws {
    guard data.count <= Self.maximumBytes else {
      throw LocalizationError.malformed(
        path: path, line: 0, reason: "larger than \(Self.maximumBytes) bytes")
    }
    let text: String
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
      guard let decoded = String(data: data, encoding: .utf16) else {
        throw LocalizationError.malformed(path: path, line: 0, reason: "not valid UTF-16")
      }
      text = decoded
    } else {
      guard let decoded = String(data: data, encoding: .utf8) else {
        throw LocalizationError.malformed(path: path, line: 0, reason: "not valid UTF-8")
      }
      text = decoded
    }
    var parser = Parser(scalars: Array(text.unicodeScalars), path: path)
    entries = try parser.entries()
  }

  /// Reads and parses the file at `url`.
  public init(contentsOf url: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw LocalizationError.unreadable(path: url.path, reason: "\(error)")
    }
    try self.init(data: data, path: url.path)
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    let path: String
    var index = 0
    var line = 1

    init(scalars: [Unicode.Scalar], path: String) {
      self.scalars = scalars
      self.path = path
      if scalars.first == "\u{FEFF}" { index = 1 }
    }

    mutating func entries() throws -> [String: String] {
      var entries: [String: String] = [:]
      while true {
        try skipSpaceAndComments()
        guard index < scalars.count else { return entries }
        let key = try token("a key")
        try skipSpaceAndComments()
        if peek == ";" {
          // `"key";` alone maps a key to itself.
          index += 1
          entries[key] = key
          continue
        }
        try expect("=")
        try skipSpaceAndComments()
        let value = try token("a value")
        try skipSpaceAndComments()
        try expect(";")
        entries[key] = value
      }
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func failure(_ reason: String) -> LocalizationError {
      .malformed(path: path, line: line, reason: reason)
    }

    private mutating func expect(_ scalar: Unicode.Scalar) throws {
      guard peek == scalar else {
        let found = peek.map { "'\(Character($0))'" } ?? "the end of the file"
        throw failure("expected '\(Character(scalar))' but found \(found)")
      }
      index += 1
    }

    private mutating func skipSpaceAndComments() throws {
      while let scalar = peek {
        if scalar == "\n" {
          line += 1
          index += 1
        } else if scalar.properties.isWhitespace {
          index += 1
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          let startLine = line
          index += 2
          while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
            if scalars[index] == "\n" { line += 1 }
            index += 1
          }
          guard index + 1 < scalars.count else {
            throw LocalizationError.malformed(
              path: path, line: startLine, reason: "a comment is never closed")
          }
          index += 2
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while let next = peek, next != "\n" { index += 1 }
        } else {
          return
        }
      }
    }

    private mutating func token(_ what: String) throws -> String {
      guard let first = peek else { throw failure("expected \(what) but the file ended") }
      if first == "\"" { return try quoted() }
      var word = ""
      while let scalar = peek,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "_.-:$".unicodeScalars
            .contains(scalar)
      {
        word.unicodeScalars.append(scalar)
        index += 1
      }
      guard !word.isEmpty else { throw failure("expected \(what) but found '\(Character(first))'") }
      return word
    }

    private mutating func quoted() throws -> String {
      let startLine = line
      index += 1
      var result = String.UnicodeScalarView()
      while let scalar = peek {
        index += 1
        switch scalar {
        case "\"":
          return String(result)
        case "\n":
          line += 1
          result.append(scalar)
        case "\\":
          guard let escaped = peek else { break }
          index += 1
          switch escaped {
          case "n": result.append("\n")
          case "t": result.append("\t")
          case "r": result.append("\r")
          case "0": result.append("\0")
          case "U", "u":
            var hex = ""
            while hex.count < 4, let digit = peek, digit.properties.isASCIIHexDigit {
              hex.unicodeScalars.append(digit)
              index += 1
            }
            guard hex.count == 4, let value = UInt32(hex, radix: 16),
              let decoded = Unicode.Scalar(value)
            else { throw failure("\\\(Character(escaped)) needs four hexadecimal digits") }
            result.append(decoded)
          default: result.append(escaped)
          }
        default:
          result.append(scalar)
        }
      }
      throw LocalizationError.malformed(
        path: path, line: startLine, reason: "a quoted string is never closed")
    }
  }
}

/// Why a strings table could not be read.
public enum LocalizationError: Error, Equatable, CustomStringConvertible {
  /// The file could not be read at all.
  case unreadable(path: String, reason: String)
  /// The file's content is not a strings table; `line` is 0 when it is about the whole file.
  case malformed(path: String, line: Int, reason: String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): return "\(path): cannot be read: \(reason)"
    case .malformed(let path, let line, let reason):
      return line > 0 ? "\(path):\(line): \(reason)" : "\(path): \(reason)"
    }
  }
}
