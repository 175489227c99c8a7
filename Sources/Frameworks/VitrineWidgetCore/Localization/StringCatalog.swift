import Foundation

/// A String Catalog (`Localizable.xcstrings`): Xcode's JSON table of every string in every
/// language, with plural and device variations and substitutions.
///
/// A string's translation for a language is a plain value (`stringUnit`), a choice by plural
/// category (`variations.plural`, chosen by the first numeric argument) or by device
/// (`variations.device`, the `iphone` form, else `other`), and may embed substitutions
/// (`%#@name@`) that each choose their own plural form from argument `argNum`, where `%arg`
/// stands for that argument in its `formatSpecifier`.
public struct StringCatalog: Sendable, Equatable {
  /// The language the keys are written in.
  public var sourceLanguage: String
  /// Each key's translations by language (`en`, `ru`, `pt-BR`).
  public var strings: [String: [String: Localization]]

  /// A string's form in one language.
  public indirect enum Form: Sendable, Equatable {
    /// One value for every number.
    case value(String)
    /// A value per plural category; `other` is required.
    case plural([PluralCategory: Localization])
    /// A value per device (`iphone`, `ipad`, `other`).
    case device([String: Localization])
  }

  /// A string's translation in one language: its form and the substitutions it embeds.
  public struct Localization: Sendable, Equatable {
    /// The form.
    public var form: Form
    /// Substitutions by name, for `%#@name@` placeholders.
    public var substitutions: [String: Substitution]
  }

  /// A `%#@name@` placeholder: a plural choice made by one argument.
  public struct Substitution: Sendable, Equatable {
    /// The 1-based argument that chooses the form and that `%arg` shows.
    public var argumentNumber: Int
    /// The specifier `%arg` stands for, without `%` (`lld`).
    public var formatSpecifier: String
    /// The forms by plural category.
    public var forms: [PluralCategory: Localization]
  }

  /// Parses a catalog's JSON `data`, read from `path` (named in errors).
  public init(data: Data, path: String) throws {
    guard data.count <= StringsFile.maximumBytes else {
      throw LocalizationError.malformed(
        path: path, line: 0, reason: "larger than \(StringsFile.maximumBytes) bytes")
    }
    let file: CatalogFile
    do {
      file = try JSONDecoder().decode(CatalogFile.self, from: data)
    } catch let error as DecodingError {
      throw LocalizationError.malformed(path: path, line: 0, reason: Self.describe(error))
    } catch {
      throw LocalizationError.malformed(path: path, line: 0, reason: "not JSON: \(error)")
    }
    sourceLanguage = file.sourceLanguage
    var strings: [String: [String: Localization]] = [:]
    for (key, string) in file.strings {
      var languages: [String: Localization] = [:]
      for (language, localization) in string.localizations ?? [:] {
        languages[language] = try Self.convert(
          localization, at: "\"\(key)\" in \(language)", path: path)
      }
      strings[key] = languages
    }
    self.strings = strings
  }

  /// Reads and parses the catalog at `url`.
  public init(contentsOf url: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw LocalizationError.unreadable(path: url.path, reason: "\(error)")
    }
    try self.init(data: data, path: url.path)
  }

  /// The format string for `key` in `language` (falling back to the source language), its
  /// plural forms and substitutions chosen by `arguments`; `nil` when the catalog has no
  /// translation of the key in either.
  public func format(
    forKey key: String, language: String, arguments: [LocalizationArgument]
  ) -> String? {
    guard let languages = strings[key] else { return nil }
    let chosen: (String, Localization)? =
      languages[language].map { (language, $0) }
      ?? languages[sourceLanguage].map { (sourceLanguage, $0) }
    guard let (languageCode, localization) = chosen else { return nil }
    let code = Self.languageCode(of: languageCode)
    return Self.resolve(localization, languageCode: code, arguments: arguments)
  }

  /// `en` of `en-GB`, `zh` of `zh-Hans`.
  static func languageCode(of language: String) -> String {
    String(language.prefix { $0 != "-" && $0 != "_" })
  }

  private static func resolve(
    _ localization: Localization, languageCode: String, arguments: [LocalizationArgument]
  ) -> String {
    var text = choose(localization.form, languageCode: languageCode, arguments: arguments)
    for (name, substitution) in localization.substitutions {
      let placeholder = "%#@\(name)@"
      guard text.contains(placeholder) else { continue }
      let index = substitution.argumentNumber - 1
      let number =
        arguments.indices.contains(index) ? arguments[index].pluralOperand ?? 0 : 0
      let category = PluralCategory.category(of: number, languageCode: languageCode)
      let form = substitution.forms[category] ?? substitution.forms[.other]
      var replacement =
        form.map { resolve($0, languageCode: languageCode, arguments: arguments) } ?? ""
      replacement = replacement.replacingOccurrences(
        of: "%arg", with: "%\(substitution.argumentNumber)$\(substitution.formatSpecifier)")
      text = text.replacingOccurrences(of: placeholder, with: replacement)
    }
    return text
  }

  private static func choose(
    _ form: Form, languageCode: String, arguments: [LocalizationArgument]
  ) -> String {
    switch form {
    case .value(let value):
      return value
    case .plural(let forms):
      let number = arguments.lazy.compactMap(\.pluralOperand).first ?? 0
      let category = PluralCategory.category(of: number, languageCode: languageCode)
      guard let chosen = forms[category] ?? forms[.other] else { return "" }
      return resolve(chosen, languageCode: languageCode, arguments: arguments)
    case .device(let forms):
      guard let chosen = forms["iphone"] ?? forms["other"] ?? forms.values.first else {
        return ""
      }
      return resolve(chosen, languageCode: languageCode, arguments: arguments)
    }
  }

  private static func convert(
    _ localization: CatalogLocalization, at place: String, path: String
  ) throws -> Localization {
    var substitutions: [String: Substitution] = [:]
    for (name, substitution) in localization.substitutions ?? [:] {
      guard let plural = substitution.variations?.plural else {
        throw LocalizationError.malformed(
          path: path, line: 0, reason: "substitution \"\(name)\" of \(place) has no plural forms")
      }
      let number = substitution.argNum ?? 1
      guard (1...64).contains(number) else {
        throw LocalizationError.malformed(
          path: path, line: 0,
          reason: "substitution \"\(name)\" of \(place) has argNum \(number), not 1 to 64")
      }
      substitutions[name] = Substitution(
        argumentNumber: number, formatSpecifier: substitution.formatSpecifier ?? "@",
        forms: try categories(plural, at: "\(place), substitution \"\(name)\"", path: path))
    }
    let form: Form
    if let plural = localization.variations?.plural {
      form = .plural(try categories(plural, at: place, path: path))
    } else if let device = localization.variations?.device {
      var forms: [String: Localization] = [:]
      for (name, variation) in device {
        forms[name] = try convert(variation, at: "\(place), device \(name)", path: path)
      }
      form = .device(forms)
    } else if let unit = localization.stringUnit {
      form = .value(unit.value)
    } else {
      throw LocalizationError.malformed(
        path: path, line: 0, reason: "\(place) has neither a stringUnit nor variations")
    }
    return Localization(form: form, substitutions: substitutions)
  }

  private static func categories(
    _ plural: [String: CatalogLocalization], at place: String, path: String
  ) throws -> [PluralCategory: Localization] {
    var forms: [PluralCategory: Localization] = [:]
    for (name, variation) in plural {
      guard let category = PluralCategory(rawValue: name) else {
        throw LocalizationError.malformed(
          path: path, line: 0,
          reason: "\(place) has plural form \"\(name)\"; the categories are "
            + PluralCategory.allCases.map(\.rawValue).joined(separator: ", "))
      }
      forms[category] = try convert(variation, at: "\(place), \(name)", path: path)
    }
    guard forms[.other] != nil else {
      throw LocalizationError.malformed(
        path: path, line: 0, reason: "\(place) has plural forms but no \"other\"")
    }
    return forms
  }

  private static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      return keys.isEmpty ? "the top level" : keys.joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(path(context)) has no \"\(key.stringValue)\""
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(path(context)): \(context.debugDescription)"
    case .dataCorrupted(let context):
      return "\(path(context)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}

/// The JSON of a String Catalog, as Xcode writes it.
private struct CatalogFile: Decodable {
  var sourceLanguage: String
  var strings: [String: CatalogString]
}

private struct CatalogString: Decodable {
  var localizations: [String: CatalogLocalization]?
}

private struct CatalogLocalization: Decodable {
  var stringUnit: CatalogStringUnit?
  var variations: CatalogVariations?
  var substitutions: [String: CatalogSubstitution]?
}

private struct CatalogStringUnit: Decodable {
  var value: String
}

private struct CatalogVariations: Decodable {
  var plural: [String: CatalogLocalization]?
  var device: [String: CatalogLocalization]?
}

private struct CatalogSubstitution: Decodable {
  var argNum: Int?
  var formatSpecifier: String?
  var variations: CatalogVariations?
}
