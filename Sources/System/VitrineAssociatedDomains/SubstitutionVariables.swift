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
    case "alpha": return .characters(.alpha)
    case "upper": return .characters(.upper)
    case "lower": return .characters(.lower)
    case "alnum": return .characters(.alnum)
    case "digit": return .characters(.digit)
    case "xdigit": return .characters(.xdigit)
    case "lang": return .strings(Self.languageCodes)
    case "region": return .strings(Self.regionCodes)
    default: return nil
    }
  }

  /// What a variable stands for.
  enum Expansion {
    /// Any one character of the class.
    case characters(CharacterClass)
    /// Any one of the strings, each a pattern of its own.
    case strings([String])
  }

  /// ISO 639-1 codes (two letters) as Foundation lists them.
  static let languageCodes: [String] = Locale.LanguageCode.isoLanguageCodes
    .map(\.identifier).filter { $0.count == 2 }.sorted()

  /// ISO 3166-1 alpha-2 region codes as Foundation lists them.
  static let regionCodes: [String] = Locale.Region.isoRegions
    .map(\.identifier).filter { $0.count == 2 && $0.allSatisfy(\.isLetter) }.sorted()
}
