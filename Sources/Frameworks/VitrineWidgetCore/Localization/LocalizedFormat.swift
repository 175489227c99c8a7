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
    // Walked as UTF-8: every specifier is ASCII, so the text between two `%`s is copied as
    // one slice without looking at its characters.
    let bytes = format.utf8
    var output = ""
    output.reserveCapacity(bytes.count)
    var nextArgument = 0
    var literalStart = bytes.startIndex
    var index = bytes.startIndex
    while let percent = firstPercent(in: bytes[index...]) {
      output.append(contentsOf: format[literalStart..<percent])
      guard let specifier = Specifier.parse(format, at: percent) else {
        output.append("%")
        index = bytes.index(after: percent)
        literalStart = index
        continue
      }
      index = specifier.end
      literalStart = index
      if specifier.conversion == "%" {
        output.append("%")
        continue
      }
      let position = specifier.position.map { $0 - 1 } ?? nextArgument
      if specifier.position == nil { nextArgument += 1 }
      guard position >= 0, position < arguments.count else {
        output.append(contentsOf: format[specifier.start..<specifier.end])
        continue
      }
      output += specifier.render(arguments[position], locale: locale)
    }
    output.append(contentsOf: format[literalStart...])
    return output
  }

  /// `literal` as format text: each `%` doubled, so it shows as itself (the literal parts of a
  /// `LocalizedStringKey` or `String.LocalizationValue` interpolation). Text without a `%`, the
  /// usual case, is returned as it is without a search-and-replace.
  public static func escaping(_ literal: String) -> String {
    guard firstPercent(in: literal.utf8[...]) != nil else { return literal }
    var escaped = ""
    var start = literal.startIndex
    while let percent = firstPercent(in: literal.utf8[start...]) {
      escaped.append(contentsOf: literal[start..<percent])
      escaped += "%%"
      start = literal.utf8.index(after: percent)
    }
    escaped.append(contentsOf: literal[start...])
    return escaped
  }

  /// Where the first `%` in `bytes` is: found with `memchr` in the string's own storage, as
  /// a generic search costs about ten times as much per byte.
  private static func firstPercent(in bytes: Substring.UTF8View) -> String.Index? {
    let found = bytes.withContiguousStorageIfAvailable { buffer -> Int? in
      guard let base = buffer.baseAddress,
        let hit = memchr(base, Int32(UInt8(ascii: "%")), buffer.count)
      else { return nil }
      return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
    }
    guard let found else { return bytes.firstIndex(of: UInt8(ascii: "%")) }
    return found.map { bytes.index(bytes.startIndex, offsetBy: $0) }
  }

  /// The arguments `format` reads, in order of position: how many there are.
  static func argumentCount(in format: String) -> Int {
    let bytes = format.utf8
    var count = 0
    var sequential = 0
    var index = bytes.startIndex
    while let percent = firstPercent(in: bytes[index...]) {
      guard let specifier = Specifier.parse(format, at: percent) else {
        index = bytes.index(after: percent)
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
    /// Where the specifier starts (its `%`) in the format.
    var start: String.Index
    /// Where the text after it starts.
    var end: String.Index
    /// The 1-based argument position of `%n$…`.
    var position: Int?
    /// Flags, width and precision, as written (`-08.2`).
    var options: Substring
    /// The conversion character: `d`, `u`, `x`, `f`, `@`, `%`, ….
    var conversion: Character

    private static let flags: Set<Character> = ["-", "+", " ", "#", "0", "'"]

    /// The specifier starting at `start` (a `%`), or `nil` when what follows is not one.
    ///
    /// Read byte by byte: a specifier is ASCII (`%`, an optional `n$`, flags, width,
    /// precision, length modifiers and a conversion), so any other byte ends it. Numbers in it
    /// are read up to six digits.
    static func parse(_ format: String, at start: String.Index) -> Specifier? {
      let bytes = format.utf8
      let end = bytes.endIndex
      var index = bytes.index(after: start)
      // `n$`: a position, when digits are followed by a dollar sign.
      var position: Int?
      var number = 0
      var digitsEnd = index
      var digits = 0
      while digits < 6, digitsEnd < end, let value = digit(bytes[digitsEnd]) {
        number = number * 10 + value
        digits += 1
        digitsEnd = bytes.index(after: digitsEnd)
      }
      if digits > 0, digitsEnd < end, bytes[digitsEnd] == UInt8(ascii: "$"), number > 0 {
        position = number
        index = bytes.index(after: digitsEnd)
      }
      let optionsStart = index
      while index < end, isFlag(bytes[index]) { index = bytes.index(after: index) }
      index = skippingDigits(of: bytes, from: index)
      if index < end, bytes[index] == UInt8(ascii: ".") {
        index = skippingDigits(of: bytes, from: bytes.index(after: index))
      }
      let options = format[optionsStart..<index]
      while index < end, isLengthModifier(bytes[index]) { index = bytes.index(after: index) }
      guard index < end, isConversion(bytes[index]) else { return nil }
      let conversion = Character(Unicode.Scalar(bytes[index]))
      return Specifier(
        start: start, end: bytes.index(after: index), position: position, options: options,
        conversion: conversion)
    }

    /// The value of `byte` as a decimal digit.
    private static func digit(_ byte: UInt8) -> Int? {
      byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// The index after at most six digits from `index`.
    private static func skippingDigits(
      of bytes: String.UTF8View, from index: String.Index
    ) -> String.Index {
      var index = index
      var taken = 0
      while taken < 6, index < bytes.endIndex, digit(bytes[index]) != nil {
        index = bytes.index(after: index)
        taken += 1
      }
      return index
    }

    private static func isFlag(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"),
        UInt8(ascii: "0"), UInt8(ascii: "'"):
        return true
      default: return false
      }
    }

    private static func isLengthModifier(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"),
        UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"):
        return true
      default: return false
      }
    }

    /// Whether `byte` is a conversion character the formatter knows.
    private static func isConversion(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "x"),
        UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "f"), UInt8(ascii: "F"),
        UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
        UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "c"), UInt8(ascii: "C"),
        UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "@"), UInt8(ascii: "%"):
        return true
      default:
        return false
      }
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
