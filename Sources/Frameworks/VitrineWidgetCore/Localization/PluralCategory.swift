import Foundation

/// A CLDR plural category: which form of a counted word a language uses for a number.
///
/// English uses `one` ("1 cup") and `other` ("2 cups", "1.5 cups"); Russian uses `one` (1, 21,
/// 101), `few` (2–4, 22–24), `many` (0, 5–20, 25–30, 11–14) and `other` (fractions). String
/// Catalogs name their plural variations by these categories.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
  case zero, one, two, few, many, other

  /// The category `number` falls in for `languageCode` (such as `"en"` or `"ru"`), by CLDR's
  /// cardinal rules for the languages Vitrine knows; others follow English's one/other rule.
  public static func category(of number: Double, languageCode: String) -> PluralCategory {
    guard number.isFinite else { return .other }
    let magnitude = abs(number)
    let isInteger = magnitude == magnitude.rounded(.towardZero) && magnitude < 1e15
    // i: the integer digits; v == 0: no visible fraction digits.
    let i = isInteger ? Int64(magnitude) : -1
    switch languageCode.lowercased() {
    case "ru", "uk", "be":
      guard isInteger else { return .other }
      let mod10 = i % 10
      let mod100 = i % 100
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case "pl":
      guard isInteger else { return .other }
      let mod10 = i % 10
      let mod100 = i % 100
      if i == 1 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case "fr", "pt":
      return magnitude < 2 && (isInteger || magnitude < 2) && Int64(magnitude) <= 1 ? .one : .other
    case "ja", "zh", "ko", "vi", "th", "id":
      return .other
    default:
      return isInteger && i == 1 ? .one : .other
    }
  }
}
