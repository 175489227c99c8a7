import Foundation

/// Fills a printf-style format string, as translations write them, with arguments.
///
/// Understands what localized strings use: `%@`, `%d`/`%i`/`%ld`/`%lld`, `%u`/`%lu`/`%llu`,
/// `%x`/`%X`/`%o`, `%f`/`%lf`/`%e`/`%g` with flags, width and precision (`%.1f`, `%05.2f`),
/// `%c`, `%%`, and positional arguments (`%1$@`, `%2$lld`) which let a translation reorder
/// them. Numbers use `locale`'s separators, as `String(format:locale:)` does: `%lld` of 9300 is
/// "9,300" in English and "9 300" in Russian, as in SwiftUI's `Text("\(steps)")`. A specifier
/// with no argument left, or one the formatter does not know, is kept as written instead of
/// reading memory that is not there.
public enum LocalizedFormat {
  /// `format` with its specifiers replaced by `arguments`, in `locale`.
  public static func format(
    _ format: String, arguments: [LocalizationArgument], locale: Locale
  ) -> String {
    var output = ""
    var nextArgument = 0
    var index = format.startIndex
    while index < format.endIndex {
      let character = format[index]
      guard character == "%" else {
        output.append(character)
        index = format.index(after: index)
        continue
      }
      guard let specifier = Specifier.parse(format, at: index) else {
        output.append(character)
        index = format.index(after: index)
        continue
      }
      index = specifier.end
      if specifier.conversion == "%" {
        output.append("%")
        continue
      }
      let position = specifier.position.map { $0 - 1 } ?? nextArgument
      if specifier.position == nil { nextArgument += 1 }
      guard position >= 0, position < arguments.count else {
        output += specifier.text
        continue
      }
      output += specifier.render(arguments[position], locale: locale)
    }
    return output
  }

  /// `literal` as format text: each `%` doubled, so it shows as itself (the literal parts of a
  /// `LocalizedStringKey` or `String.LocalizationValue` interpolation). Text without a `%`, the
  /// usual case, is returned as it is without a search-and-replace.
  public static func escaping(_ literal: String) -> String {
    guard literal.utf8.contains(UInt8(ascii: "%")) else { return literal }
    return literal.replacingOccurrences(of: "%", with: "%%")
  }

  /// The arguments `format` reads, in order of position: how many there are.
  static func argumentCount(in format: String) -> Int {
    var count = 0
    var sequential = 0
    var index = format.startIndex
    while index < format.endIndex {
      guard format[index] == "%", let specifier = Specifier.parse(format, at: index) else {
        index = format.index(after: index)
        continue
      }
      index = specifier.end
      guard specifier.conversion != "%" else { continue }
      if let position = specifier.position {
        count = max(count, position)
      } else {
        sequential += 1
        count = max(count, sequential)
      }
    }
    return count
  }

  /// One parsed `%…` specifier.
  struct Specifier {
    /// The specifier as written.
    var text: String
    /// Where the text after it starts.
    var end: String.Index
    /// The 1-based argument position of `%n$…`.
    var position: Int?
    /// Flags, width and precision, as written (`-08.2`).
    var options: String
    /// The conversion character: `d`, `u`, `x`, `f`, `@`, `%`, ….
    var conversion: Character

    private static let flags: Set<Character> = ["-", "+", " ", "#", "0", "'"]
    private static let lengths: Set<Character> = ["h", "l", "q", "L", "z", "t", "j"]
    private static let conversions: Set<Character> = [
      "d", "i", "u", "x", "X", "o", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S",
      "@", "%",
    ]

    /// The specifier starting at `start` (a `%`), or `nil` when what follows is not one.
    static func parse(_ format: String, at start: String.Index) -> Specifier? {
      var index = format.index(after: start)
      func peek() -> Character? { index < format.endIndex ? format[index] : nil }
      func digits() -> String {
        var result = ""
        while let character = peek(), character.isASCII, character.isNumber, result.count < 6 {
          result.append(character)
          index = format.index(after: index)
        }
        return result
      }
      var position: Int?
      let mark = index
      let leading = digits()
      if !leading.isEmpty, peek() == "$", let number = Int(leading), number > 0 {
        position = number
        index = format.index(after: index)
      } else {
        index = mark
      }
      var options = ""
      while let character = peek(), flags.contains(character) {
        options.append(character)
        index = format.index(after: index)
      }
      options += digits()
      if peek() == "." {
        options.append(".")
        index = format.index(after: index)
        options += digits()
      }
      while let character = peek(), lengths.contains(character) {
        index = format.index(after: index)
      }
      guard let conversion = peek(), conversions.contains(conversion) else { return nil }
      index = format.index(after: index)
      return Specifier(
        text: String(format[start..<index]), end: index, position: position, options: options,
        conversion: conversion)
    }

    /// `argument` shown the way this specifier asks.
    func render(_ argument: LocalizationArgument, locale: Locale) -> String {
      switch conversion {
      case "@", "s", "S":
        return padded(argument.description)
      case "c", "C":
        if case .int(let value) = argument, let scalar = UnicodeScalar(UInt32(clamping: value)) {
          return padded(String(Character(scalar)))
        }
        return padded(argument.description)
      case "d", "i":
        switch argument {
        case .int(let value):
          if options.isEmpty, let plain = LocaleDigits.plainInteger(value, locale: locale) {
            return plain
          }
          return String(format: "%\(options)lld", locale: locale, value)
        case .uint(let value):
          return String(format: "%\(options)lld", locale: locale, Int64(clamping: value))
        case .double(let value):
          let rounded = value.isFinite ? Int64(exactly: value.rounded(.towardZero)) ?? 0 : 0
          return String(format: "%\(options)lld", locale: locale, rounded)
        case .string(let value): return padded(value)
        }
      case "u", "x", "X", "o":
        switch argument {
        case .int(let value):
          return String(
            format: "%\(options)ll\(conversion)", locale: locale, UInt64(bitPattern: value))
        case .uint(let value):
          guard conversion != "u" || value > UInt64(Int64.max) else {
            return String(format: "%\(options)lld", locale: locale, Int64(value))
          }
          if conversion == "u" { return padded(String(value)) }
          return String(format: "%\(options)ll\(conversion)", locale: locale, value)
        case .double(let value):
          let rounded = value.isFinite ? UInt64(exactly: max(value, 0).rounded(.down)) ?? 0 : 0
          return String(format: "%\(options)ll\(conversion)", locale: locale, rounded)
        case .string(let value): return padded(value)
        }
      default:
        let number: Double
        switch argument {
        case .int(let value): number = Double(value)
        case .uint(let value): number = Double(value)
        case .double(let value): number = value
        case .string(let value): return padded(value)
        }
        guard options.contains("0") else {
          return String(format: "%\(options)\(conversion)", locale: locale, number)
        }
        // Foundation drops the zero padding of a localized float: pad in C, then localize.
        let text = String(format: "%\(options)\(conversion)", locale: nil, number)
        return localizingDecimalSeparator(text, locale: locale)
      }
    }

    /// `text` padded to the specifier's width, on the left unless `-` is given.
    private func padded(_ text: String) -> String {
      let widthDigits = options.drop { Self.flags.contains($0) }.prefix { $0 != "." }
      guard let width = Int(widthDigits), width > text.count else { return text }
      let padding = String(repeating: " ", count: width - text.count)
      return options.contains("-") ? text + padding : padding + text
    }

    /// `text` (a C-locale number) with `locale`'s decimal separator.
    private func localizingDecimalSeparator(_ text: String, locale: Locale) -> String {
      let separator = locale.decimalSeparator ?? "."
      guard separator != "." else { return text }
      return text.replacingOccurrences(of: ".", with: separator)
    }
  }
}
