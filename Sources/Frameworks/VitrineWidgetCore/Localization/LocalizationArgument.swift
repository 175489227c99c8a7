import Foundation

/// A value a localized format string is filled with: what `%lld`, `%.1f` or `%@` in a
/// translation stands for.
///
/// Integers keep their sign and width class, floating-point numbers stay `Double`, and objects
/// are kept as the text they show, so a translation may use any specifier of the same kind.
public enum LocalizationArgument: Sendable, Hashable, CustomStringConvertible {
  /// A signed integer (`%d`, `%ld`, `%lld`, `%i`).
  case int(Int64)
  /// An unsigned integer (`%u`, `%lu`, `%llu`, `%x`, `%o`).
  case uint(UInt64)
  /// A floating-point number (`%f`, `%lf`, `%e`, `%g`).
  case double(Double)
  /// Text (`%@`).
  case string(String)

  /// The argument as plain text, without a specifier.
  public var description: String {
    switch self {
    case .int(let value): return String(value)
    case .uint(let value): return String(value)
    case .double(let value): return String(value)
    case .string(let value): return value
    }
  }

  /// The number the argument holds, for choosing a plural form; `nil` for text.
  var pluralOperand: Double? {
    switch self {
    case .int(let value): return Double(value)
    case .uint(let value): return Double(value)
    case .double(let value): return value
    case .string: return nil
    }
  }
}

/// A value that a format specifier such as `%lld` or `%.2f` can show, as in SwiftUI's
/// `LocalizedStringKey` interpolations: integers, floating-point numbers.
public protocol _FormatSpecifiable: Equatable {
  /// The value as a localization argument.
  var _localizationArgument: LocalizationArgument { get }
  /// The specifier used when the interpolation gives none: `%lld`, `%llu`, `%lf`, `%f`.
  static var _defaultFormatSpecifier: String { get }
}

extension Int: _FormatSpecifiable {
  public var _localizationArgument: LocalizationArgument { .int(Int64(self)) }
  public static var _defaultFormatSpecifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
  public var _localizationArgument: LocalizationArgument { .int(Int64(self)) }
  public static var _defaultFormatSpecifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
  public var _localizationArgument: LocalizationArgument { .int(Int64(self)) }
  public static var _defaultFormatSpecifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
  public var _localizationArgument: LocalizationArgument { .int(Int64(self)) }
  public static var _defaultFormatSpecifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
  public var _localizationArgument: LocalizationArgument { .int(self) }
  public static var _defaultFormatSpecifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
  public var _localizationArgument: LocalizationArgument { .uint(UInt64(self)) }
  public static var _defaultFormatSpecifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
  public var _localizationArgument: LocalizationArgument { .uint(UInt64(self)) }
  public static var _defaultFormatSpecifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
  public var _localizationArgument: LocalizationArgument { .uint(UInt64(self)) }
  public static var _defaultFormatSpecifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
  public var _localizationArgument: LocalizationArgument { .uint(UInt64(self)) }
  public static var _defaultFormatSpecifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
  public var _localizationArgument: LocalizationArgument { .uint(self) }
  public static var _defaultFormatSpecifier: String { "%llu" }
}

extension Double: _FormatSpecifiable {
  public var _localizationArgument: LocalizationArgument { .double(self) }
  public static var _defaultFormatSpecifier: String { "%lf" }
}

extension Float: _FormatSpecifiable {
  public var _localizationArgument: LocalizationArgument { .double(Double(self)) }
  public static var _defaultFormatSpecifier: String { "%f" }
}

extension CGFloat: _FormatSpecifiable {
  public var _localizationArgument: LocalizationArgument { .double(Double(self)) }
  public static var _defaultFormatSpecifier: String { "%lf" }
}
