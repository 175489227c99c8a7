import Foundation

/// A type an intent parameter can hold: it reads and writes itself as text.
///
/// Text is how configuration travels (command line, stored configuration, web form). `String`,
/// `Int`, `Double`, `Bool`, `URL`, `Date` (ISO 8601), ``AppEnum`` types and optionals of all of
/// these conform.
public protocol IntentParameterValue: Sendable {
  /// Parses a value from its text form, or returns `nil` if `text` is not one.
  init?(intentString text: String)

  /// The text form of the value; `nil` for an absent optional.
  var intentString: String? { get }

  /// The value a parameter holds when it has neither a value nor a default.
  static var emptyIntentValue: Self { get }

  /// A name for the kind of text expected, used in error messages ("an integer").
  static var intentTypeName: String { get }
}

extension String: IntentParameterValue {
  /// Parses a value from its text form; `nil` if the text is not one.
  public init?(intentString text: String) { self = text }
  /// The value as text.
  public var intentString: String? { self }
  /// The value of a parameter with neither a value nor a default.
  public static var emptyIntentValue: String { "" }
  /// What the text of a value looks like, for error messages.
  public static var intentTypeName: String { "a string" }
}

extension Int: IntentParameterValue {
  /// Parses a value from its text form; `nil` if the text is not one.
  public init?(intentString text: String) {
    self.init(text.trimmingCharacters(in: .whitespaces))
  }
  /// The value as text.
  public var intentString: String? { String(self) }
  /// The value of a parameter with neither a value nor a default.
  public static var emptyIntentValue: Int { 0 }
  /// What the text of a value looks like, for error messages.
  public static var intentTypeName: String { "an integer" }
}

extension Double: IntentParameterValue {
  /// Parses a value from its text form; `nil` if the text is not one.
  public init?(intentString text: String) {
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
      return nil
    }
    self = value
  }
  /// The value as text.
  public var intentString: String? { String(self) }
  /// The value of a parameter with neither a value nor a default.
  public static var emptyIntentValue: Double { 0 }
  /// What the text of a value looks like, for error messages.
  public static var intentTypeName: String { "a number" }
}

extension Bool: IntentParameterValue {
  /// Parses a value from its text form; `nil` if the text is not one.
  public init?(intentString text: String) {
    switch text.lowercased() {
    case "true", "yes", "1", "on": self = true
    case "false", "no", "0", "off": self = false
    default: return nil
    }
  }
  /// The value as text.
  public var intentString: String? { String(self) }
  /// The value of a parameter with neither a value nor a default.
  public static var emptyIntentValue: Bool { false }
  /// What the text of a value looks like, for error messages.
  public static var intentTypeName: String { "true or false" }
}

extension URL: IntentParameterValue {
  /// Parses a value from its text form; `nil` if the text is not one.
  public init?(intentString text: String) {
    guard let url = URL(string: text), url.scheme != nil else { return nil }
    self = url
  }
  /// The value as text.
  public var intentString: String? { absoluteString }
  /// The value of a parameter with neither a value nor a default.
  public static var emptyIntentValue: URL { URL(string: "about:blank")! }
  /// What the text of a value looks like, for error messages.
  public static var intentTypeName: String { "an absolute URL" }
}

extension Date: IntentParameterValue {
  /// Parses a value from its text form; `nil` if the text is not one.
  public init?(intentString text: String) {
    guard let date = try? Date(text, strategy: .iso8601) else { return nil }
    self = date
  }
  /// The value as text.
  public var intentString: String? { formatted(.iso8601) }
  /// The value of a parameter with neither a value nor a default.
  public static var emptyIntentValue: Date { Date(timeIntervalSince1970: 0) }
  /// What the text of a value looks like, for error messages.
  public static var intentTypeName: String { "an ISO 8601 date" }
}

extension Optional: IntentParameterValue where Wrapped: IntentParameterValue {
  /// Parses a value from its text form; `nil` if the text is not one.
  public init?(intentString text: String) {
    if text.isEmpty { self = .none; return }
    guard let value = Wrapped(intentString: text) else { return nil }
    self = .some(value)
  }
  /// The value as text.
  public var intentString: String? { self?.intentString }
  /// The value of a parameter with neither a value nor a default.
  public static var emptyIntentValue: Wrapped? { nil }
  /// What the text of a value looks like, for error messages.
  public static var intentTypeName: String { Wrapped.intentTypeName + " or nothing" }
}

/// An enumeration a person picks a case of, as `AppEnum` in AppIntents.
///
/// Give the enum `String` raw values and a display name per case:
/// ```swift
/// enum Metric: String, AppEnum {
///   case confirmed, deaths
///   static let caseDisplayRepresentations: [Metric: DisplayRepresentation] = [
///     .confirmed: "Confirmed", .deaths: "Deaths",
///   ]
/// }
/// ```
public protocol AppEnum: IntentParameterValue, CaseIterable, RawRepresentable, Hashable
where RawValue == String, AllCases: Collection {
  /// How each case is shown to people.
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }

  /// How the enumeration is named to people ("Drink").
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

extension AppEnum {
  /// The type's name when it gives none.
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource(String.LocalizationValue(String(describing: Self.self))))
  }

  /// Parses a value from its text form; `nil` if the text is not one.
  public init?(intentString text: String) { self.init(rawValue: text) }
  /// The value as text.
  public var intentString: String? { rawValue }
  /// The value of a parameter with neither a value nor a default.
  public static var emptyIntentValue: Self { allCases.first! }
  /// What the text of a value looks like, for error messages.
  public static var intentTypeName: String {
    "one of " + allCases.map(\.rawValue).joined(separator: ", ")
  }
}

/// How a value is shown to people: a title and an optional subtitle.
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
  /// The main text.
  public var title: String
  /// Secondary text, if any.
  public var subtitle: String?
  /// The picture shown beside the title, if any.
  public var image: Image?

  /// Creates a representation with a title and an optional subtitle.
  public init(title: String, subtitle: String? = nil) {
    self.title = title
    self.subtitle = subtitle
  }

  /// Creates a representation with a title, a subtitle and a picture.
  public init(title: String, subtitle: String? = nil, image: Image?) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }

  /// A picture of a representation: an SF Symbol by name, or an image at a URL.
  public struct Image: Sendable, Hashable {
    /// The SF Symbol's name, if the picture is one.
    public var systemName: String?
    /// Where the picture is, if it is a file.
    public var url: URL?

    /// An SF Symbol.
    public init(systemName: String) { self.systemName = systemName }

    /// An image at `url`.
    public init(url: URL) { self.url = url }
  }

  public init(stringLiteral value: String) { self.init(title: value) }
}
