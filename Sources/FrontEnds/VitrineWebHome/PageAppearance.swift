import Foundation
import VitrineHomeScreen
import VitrineUI
import VitrineWidgetCore

/// The light or dark scheme and the language a page shows widgets in, from its query
/// (`scheme=light|dark`, `lang=en|ru`); anything else is refused, nothing is guessed.
struct PageAppearance: Sendable, Hashable {
  /// Light or dark.
  var colorScheme: ColorScheme
  /// `en` or `ru`.
  var language: String

  /// The languages the page speaks, and the widgets' locale for each.
  static let locales = ["en": "en_US", "ru": "ru_RU"]

  /// Reads the query; both values are optional (light, English).
  init(query: [String: String]) throws {
    switch query["scheme"] ?? "light" {
    case "light": colorScheme = .light
    case "dark": colorScheme = .dark
    case let other:
      throw RequestError(400, "scheme must be light or dark, got '\(other.prefix(40))'")
    }
    let language = query["lang"] ?? "en"
    guard Self.locales[language] != nil else {
      throw RequestError(400, "lang must be en or ru, got '\(language.prefix(40))'")
    }
    self.language = language
  }

  init(scheme: String?, lang: String?) throws {
    var query: [String: String] = [:]
    query["scheme"] = scheme
    query["lang"] = lang
    try self.init(query: query)
  }

  /// The widgets' appearance: scheme and locale, at the device's scale.
  var widgetAppearance: WidgetAppearance {
    WidgetAppearance(
      colorScheme: colorScheme, locale: Locale(identifier: Self.locales[language] ?? "en_US"))
  }

  /// A short stable name, for caches and image URLs.
  var key: String { "\(colorScheme == .dark ? "dark" : "light")-\(language)" }

  /// The query string that asks for this appearance.
  var query: String { "scheme=\(colorScheme == .dark ? "dark" : "light")&lang=\(language)" }
}
