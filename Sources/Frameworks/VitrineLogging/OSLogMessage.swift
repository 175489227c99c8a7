import Foundation

/// How much of an interpolated value a log message shows, as `OSLogPrivacy`.
///
/// On a device, `.private` values are redacted unless a debugger is attached; Vitrine's logs are
/// a developer's own terminal, as Xcode's console is, so `.private` values print as `<private>`
/// only when `VITRINE_LOG_REDACT=1` is set, and `.public`/`.auto` always print.
public struct OSLogPrivacy: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case auto, `public`, `private`, sensitive }
  let kind: Kind

  /// The system decides: dynamic strings and objects are private, scalars public.
  public static let auto = OSLogPrivacy(kind: .auto)
  /// Always shown.
  public static let `public` = OSLogPrivacy(kind: .public)
  /// Hidden in a redacted log.
  public static let `private` = OSLogPrivacy(kind: .private)
  /// Hidden in a redacted log, even more strictly on a device.
  public static let sensitive = OSLogPrivacy(kind: .sensitive)

  /// Private, with a mask (accepted; the redacted form is `<private>` either way).
  public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
  /// Sensitive, with a mask.
  public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .sensitive }
  /// Automatic, with a mask.
  public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .auto }

  /// How a redacted value is masked.
  public struct Mask: Equatable, Sendable {
    /// A hash of the value stands in for it.
    public static let hash = Mask()
    /// No mask.
    public static let none = Mask()
  }

  /// Whether a value with this privacy is hidden in a redacted log; `.auto` hides strings
  /// and objects but not numbers.
  func hides(isScalar: Bool) -> Bool {
    switch kind {
    case .public: return false
    case .private, .sensitive: return true
    case .auto: return !isScalar
    }
  }
}

/// How an interpolated number is written, as `OSLogIntegerFormatting` and
/// `OSLogFloatFormatting` (the common cases).
public struct OSLogNumberFormat: Sendable {
  enum Kind: Sendable { case decimal, hex, octal, fixed(Int), exponential }
  let kind: Kind

  /// Base 10.
  public static let decimal = OSLogNumberFormat(kind: .decimal)
  /// Base 16, lowercase digits.
  public static let hex = OSLogNumberFormat(kind: .hex)
  /// Base 8.
  public static let octal = OSLogNumberFormat(kind: .octal)
  /// A fixed number of digits after the point (default six, as `%f`).
  public static let fixed = OSLogNumberFormat(kind: .fixed(6))
  /// Scientific notation.
  public static let exponential = OSLogNumberFormat(kind: .exponential)
  /// `precision` digits after the point.
  public static func fixed(precision: Int) -> OSLogNumberFormat {
    OSLogNumberFormat(kind: .fixed(min(max(precision, 0), 40)))
  }
  /// Base 10 with explicit sign and minimum digits (accepted; written as decimal).
  public static func decimal(
    explicitPositiveSign: Bool = false, minDigits: Int = 0
  )
    -> OSLogNumberFormat
  { .decimal }
  /// Base 16 (the options are accepted; written lowercase).
  public static func hex(
    explicitPrefix: Bool = false, includePrefix: Bool = false, uppercase: Bool = false
  )
    -> OSLogNumberFormat
  { .hex }

  func write<I: BinaryInteger>(_ value: I) -> String {
    switch kind {
    case .hex: return String(value, radix: 16)
    case .octal: return String(value, radix: 8)
    default: return String(value)
    }
  }

  func write(_ value: Double) -> String {
    switch kind {
    case .fixed(let digits): return String(format: "%.\(digits)f", value)
    case .exponential: return String(format: "%e", value)
    default: return String(describing: value)
    }
  }
}

/// The message of a log call: a string interpolation whose values carry a privacy, as
/// `OSLogMessage` (`logger.info("Loaded \(count) items for \(name, privacy: .public)")`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral,
  Sendable
{
  /// The pieces of the message, kept apart so redaction happens when it is written.
  let pieces: [Piece]

  enum Piece: Sendable {
    case literal(String)
    case value(String, hidden: Bool)
  }

  /// A message with no values.
  public init(stringLiteral value: String) { pieces = [.literal(value)] }

  /// A message built by interpolation.
  public init(stringInterpolation: OSLogInterpolation) { pieces = stringInterpolation.pieces }

  /// The message as written: hidden values as `<private>` when `redact` is true.
  public func text(redact: Bool) -> String {
    pieces.map {
      switch $0 {
      case .literal(let text): return text
      case .value(let text, let hidden): return redact && hidden ? "<private>" : text
      }
    }.joined()
  }
}

/// The interpolations a log message accepts: any value, with `privacy:`, and numbers with
/// `format:`, as `OSLogInterpolation`.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
  var pieces: [OSLogMessage.Piece] = []

  /// Starts an interpolation.
  public init(literalCapacity: Int, interpolationCount: Int) {}

  /// Adds literal text.
  public mutating func appendLiteral(_ literal: String) { pieces.append(.literal(literal)) }

  /// Adds a string (private unless said otherwise).
  public mutating func appendInterpolation(
    _ value: @autoclosure () -> String, privacy: OSLogPrivacy = .auto
  ) {
    pieces.append(.value(value(), hidden: privacy.hides(isScalar: false)))
  }

  /// Adds an integer (public unless said otherwise).
  public mutating func appendInterpolation<I: BinaryInteger>(
    _ value: @autoclosure () -> I, format: OSLogNumberFormat = .decimal,
    privacy: OSLogPrivacy = .auto
  ) {
    pieces.append(.value(format.write(value()), hidden: privacy.hides(isScalar: true)))
  }

  /// Adds a floating-point number (public unless said otherwise).
  public mutating func appendInterpolation(
    _ value: @autoclosure () -> Double, format: OSLogNumberFormat = .decimal,
    privacy: OSLogPrivacy = .auto
  ) {
    pieces.append(.value(format.write(value()), hidden: privacy.hides(isScalar: true)))
  }

  /// Adds a single-precision number.
  public mutating func appendInterpolation(
    _ value: @autoclosure () -> Float, format: OSLogNumberFormat = .decimal,
    privacy: OSLogPrivacy = .auto
  ) {
    pieces.append(.value(format.write(Double(value())), hidden: privacy.hides(isScalar: true)))
  }

  /// Adds a Boolean as `true` or `false`.
  public mutating func appendInterpolation(
    _ value: @autoclosure () -> Bool, privacy: OSLogPrivacy = .auto
  ) {
    pieces.append(.value(value() ? "true" : "false", hidden: privacy.hides(isScalar: true)))
  }

  /// Adds an error's description.
  public mutating func appendInterpolation(
    _ value: @autoclosure () -> any Error, privacy: OSLogPrivacy = .auto
  ) {
    pieces.append(.value(String(describing: value()), hidden: privacy.hides(isScalar: false)))
  }

  /// Adds any other value by its description: private unless said otherwise, except numbers
  /// and Booleans (an integer literal can arrive here rather than at the integer overload).
  public mutating func appendInterpolation<T>(
    _ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto
  ) {
    let value = value()
    let isScalar = value is any BinaryInteger || value is any BinaryFloatingPoint || value is Bool
    pieces.append(.value(String(describing: value), hidden: privacy.hides(isScalar: isScalar)))
  }
}
