import Foundation

/// The substitution variables a file's patterns may use: Apple's predefined ones and the file's
/// own `applinks.substitutionVariables`.
///
/// The predefined single-character variables (`$(alpha)`, `$(upper)`, `$(lower)`, `$(alnum)`,
/// `$(digit)`, `$(xdigit)`) match one character of their class; `$(lang)` matches an ISO 639
/// two-letter language code and `$(region)` an ISO 3166 two-letter region code, as Foundation
/// lists them. A file's own variable of the same name replaces the predefined one.
public struct SubstitutionVariables: Sendable, Equatable {
  /// The file's own variables: name → the strings it stands for (which may hold `*` and `?`).
  public var custom: [String: [String]]

  /// Variables made of the predefined ones plus `custom`.
  public init(custom: [String: [String]] = [:]) {
    self.custom = custom
  }

  /// The names of the predefined variables.
  public static let predefinedNames = [
    "alpha", "upper", "lower", "alnum", "digit", "xdigit", "lang", "region",
  ]

  /// What `name` stands for, or `nil` when it is not defined.
  func expansion(of name: String) -> Expansion? {
    if let values = custom[name] { return .strings(values) }
    switch name {
    case "alpha": return .characters(Self.upper.union(Self.lower))
    case "upper": return .characters(Self.upper)
    case "lower": return .characters(Self.lower)
    case "alnum": return .characters(Self.upper.union(Self.lower).union(Self.digits))
    case "digit": return .characters(Self.digits)
    case "xdigit": return .characters(Self.digits.union(Set("ABCDEFabcdef")))
    case "lang": return .strings(Self.languageCodes)
    case "region": return .strings(Self.regionCodes)
    default: return nil
    }
  }

  /// What a variable stands for.
  enum Expansion {
    /// Any one character of the set.
    case characters(Set<Character>)
    /// Any one of the strings, each a pattern of its own.
    case strings([String])
  }

  static let upper = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
  static let lower = Set("abcdefghijklmnopqrstuvwxyz")
  static let digits = Set("0123456789")

  /// ISO 639-1 codes (two letters) as Foundation lists them.
  static let languageCodes: [String] = Locale.LanguageCode.isoLanguageCodes
    .map(\.identifier).filter { $0.count == 2 }.sorted()

  /// ISO 3166-1 alpha-2 region codes as Foundation lists them.
  static let regionCodes: [String] = Locale.Region.isoRegions
    .map(\.identifier).filter { $0.count == 2 && $0.allSatisfy(\.isLetter) }.sorted()
}
