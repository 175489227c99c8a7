import Foundation

extension String {
  /// A string to localize, with the values interpolated into it: the key `"%lld cups"` and the
  /// argument 3 for `"\(count) cups"`.
  ///
  /// Interpolated integers become `%lld` (or `%llu`), floating-point numbers `%lf`, and text
  /// and everything else `%@`, so the key is what Xcode extracts into a String Catalog; a `%`
  /// written in the literal text becomes `%%` in a key with interpolations.
  public struct LocalizationValue: Sendable, Hashable, ExpressibleByStringInterpolation,
    CustomStringConvertible
  {
    /// The key: the literal text with a format specifier where each value went.
    public let key: String
    /// The interpolated values, in order.
    public let arguments: [LocalizationArgument]
    /// Whether the key came from an interpolation, so `%%` in it means `%`.
    let isFormat: Bool

    /// A value whose key is `value`, with no arguments.
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

    init(key: String, arguments: [LocalizationArgument], isFormat: Bool) {
      self.key = key
      self.arguments = arguments
      self.isFormat = isFormat
    }

    /// The value with its arguments filled in, untranslated.
    public var description: String { filling(key, locale: Locale(identifier: "en_US_POSIX")) }

    /// `format` (the key or its translation) with this value's arguments, in `locale`.
    public func filling(_ format: String, locale: Locale) -> String {
      guard isFormat || !arguments.isEmpty else { return format }
      return LocalizedFormat.format(format, arguments: arguments, locale: locale)
    }

    /// Collects the literal text and values of an interpolated string.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
      var key = ""
      var arguments: [LocalizationArgument] = []

      public init(literalCapacity: Int, interpolationCount: Int) {
        key.reserveCapacity(literalCapacity + 4 * interpolationCount)
      }

      /// Adds literal text, doubling `%` so it stays text in the format.
      public mutating func appendLiteral(_ literal: String) {
        key += LocalizedFormat.escaping(literal)
      }

      /// Adds text as `%@`.
      public mutating func appendInterpolation(_ string: String) {
        key += "%@"
        arguments.append(.string(string))
      }

      /// Adds a number as `%lld`, `%llu` or `%lf`.
      public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
        key += T._defaultFormatSpecifier
        arguments.append(value._localizationArgument)
      }

      /// Adds a number shown by a printf `specifier` such as `%.1f`.
      public mutating func appendInterpolation<T: _FormatSpecifiable>(
        _ value: T, specifier: String
      ) {
        key += specifier
        arguments.append(value._localizationArgument)
      }

      /// Adds a value formatted by `format`, as `%@`.
      public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
      where F.FormatOutput == String {
        appendInterpolation(format.format(value))
      }

      /// Adds any other value by its description, as `%@`.
      @_disfavoredOverload
      public mutating func appendInterpolation<T>(_ value: T) {
        appendInterpolation(String(describing: value))
      }
    }
  }

  /// Looks `keyAndValue` up in `table` of `bundle` (the default bundles when `nil`, see
  /// ``LocalizationTables``) for `locale`, and fills in its arguments.
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    let format =
      LocalizationTables.shared.format(
        forKey: keyAndValue.key, table: table, bundle: bundle, locale: locale,
        arguments: keyAndValue.arguments) ?? keyAndValue.key
    self = keyAndValue.filling(format, locale: locale)
  }

  /// Looks `key` up, showing `defaultValue` when no table translates it.
  public init(
    localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
  ) {
    let format =
      LocalizationTables.shared.format(
        forKey: "\(key)", table: table, bundle: bundle, locale: locale,
        arguments: defaultValue.arguments) ?? defaultValue.key
    self = defaultValue.filling(format, locale: locale)
  }

  /// The text of `resource` in its own locale.
  public init(localized resource: LocalizedStringResource) {
    self = resource.localized(for: resource.locale)
  }
}
