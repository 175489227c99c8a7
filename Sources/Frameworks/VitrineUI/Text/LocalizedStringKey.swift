import Foundation
import VitrineWidgetCore

/// The key of a localized string, as `Text("Hello")` and `Text("\(count) cups")` take it.
///
/// The key is the literal text with a format specifier where each value was interpolated:
/// integers become `%lld`, floating-point numbers `%lf`, `\(value, specifier: "%.1f")` its
/// specifier, and text, dates (`\(date, style: .time)`), `FormatStyle` output
/// (`\(value, format: .percent)`), `Formatter` output and `Text` become `%@`. Values that
/// depend on where the text is shown (dates, format styles) are formatted with the
/// environment's locale, time zone and moment when the text is laid out.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  /// The key looked up in the table.
  let key: String
  /// The interpolated values.
  let arguments: [Argument]
  /// Whether the key came from an interpolation, so `%%` in it means `%`.
  let isFormat: Bool

  /// A value interpolated into a key.
  enum Argument: Equatable {
    /// A value known when the key was made.
    case fixed(LocalizationArgument)
    /// Text worked out from the environment; `identity` tells equal values apart.
    case environment(identity: String, (EnvironmentValues) -> String)

    static func == (lhs: Argument, rhs: Argument) -> Bool {
      switch (lhs, rhs) {
      case (.fixed(let left), .fixed(let right)): return left == right
      case (.environment(let left, _), .environment(let right, _)): return left == right
      default: return false
      }
    }

    func resolve(in environment: EnvironmentValues) -> LocalizationArgument {
      switch self {
      case .fixed(let argument): return argument
      case .environment(_, let format): return .string(format(environment))
      }
    }
  }

  /// A key that is `value`, with no arguments.
  public init(_ value: String) {
    key = value
    arguments = []
    isFormat = false
  }

  public init(stringLiteral value: String) { self.init(value) }

  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
    isFormat = true
  }

  /// The text for `environment`'s locale: the translation of the key in `table` of `bundle`
  /// (``LocalizationTables``), or the key, with the arguments filled in.
  func resolve(table: String?, bundle: Bundle?, in environment: EnvironmentValues) -> String {
    let values = [LocalizationArgument](reservedCount: arguments.count) {
      arguments[$0].resolve(in: environment)
    }
    let format =
      LocalizationTables.shared.format(
        forKey: key, table: table, bundle: bundle, locale: environment.locale, arguments: values)
      ?? key
    guard isFormat || !values.isEmpty else { return format }
    return LocalizedFormat.format(format, arguments: values, locale: environment.locale)
  }

  /// Collects the literal text and values of an interpolated key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var arguments: [Argument] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + 4 * interpolationCount)
    }

    /// Adds literal text, doubling `%` so it stays text in the format.
    public mutating func appendLiteral(_ literal: String) {
      key += LocalizedFormat.escaping(literal)
    }

    /// Adds text as `%@`.
    public mutating func appendInterpolation<T: StringProtocol>(_ string: T) {
      key += "%@"
      arguments.append(.fixed(.string(String(string))))
    }

    /// Adds a number in its default specifier: `%lld` for `Int`, `%lf` for `Double`.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
      key += T._defaultFormatSpecifier
      arguments.append(.fixed(value._localizationArgument))
    }

    /// Adds a number shown by a printf `specifier`, such as `%.1f` or `%03d`.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(
      _ value: T, specifier: String
    ) {
      key += specifier
      arguments.append(.fixed(value._localizationArgument))
    }

    /// Adds a Foundation value (a `Date`, a `Measurement`) as `formatter` shows it, as `%@`.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {
      key += "%@"
      let text = formatter?.string(for: subject) ?? String(describing: subject)
      arguments.append(.fixed(.string(text)))
    }

    /// Adds an object as `formatter` shows it, as `%@`.
    public mutating func appendInterpolation<Subject: NSObject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {
      key += "%@"
      let text = formatter?.string(for: subject) ?? subject.description
      arguments.append(.fixed(.string(text)))
    }

    /// Adds a value formatted by `format` in the environment's locale, as `%@`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      key += "%@"
      arguments.append(
        .environment(identity: "\(input) \(format)") { format.locale($0.locale).format(input) })
    }

    /// Adds a date in a ``Text/DateStyle`` (`.time`, `.date`, `.relative`, `.offset`,
    /// `.timer`), as `%@`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      key += "%@"
      arguments.append(
        .environment(identity: "\(date.timeIntervalSince1970) \(style)") {
          style.format(date, in: $0)
        })
    }

    /// Adds the string a `Text` shows, as `%@`.
    public mutating func appendInterpolation(_ text: Text) {
      key += "%@"
      arguments.append(
        .environment(identity: "text \(arguments.count)") { text.plainString(in: $0) })
    }

    /// Adds a localized resource, resolved in the environment's locale, as `%@`.
    public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
      key += "%@"
      arguments.append(
        .environment(identity: "resource \(resource.key)") { resource.localized(for: $0.locale) })
    }
  }
}
