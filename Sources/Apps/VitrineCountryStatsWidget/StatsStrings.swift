import Foundation
import VitrineStatistics

/// The widget's words and number formats in English and Russian.
struct StatsStrings {
  let locale: Locale
  let isRussian: Bool

  init(locale: Locale) {
    self.locale = locale
    isRussian = locale.identifier.lowercased().hasPrefix("ru")
  }

  var confirmed: String { isRussian ? "Заболели" : "Confirmed" }
  var deaths: String { isRussian ? "Умерли" : "Deaths" }
  var recovered: String { isRussian ? "Выздоровели" : "Recovered" }
  var active: String { isRussian ? "Болеют" : "Active" }
  var deathRate: String { isRussian ? "Летальность" : "Death rate" }
  var recoveryRate: String { isRussian ? "Выздоровление" : "Recovery rate" }
  var global: String { isRussian ? "Весь мир" : "Global" }
  var sinceDayBefore: String { isRussian ? "за сутки" : "since the day before" }

  /// "Data of May 26, 2020" / "Данные на 26 мая 2020 г.".
  func dataDate(_ date: Date) -> String {
    var style = Date.FormatStyle(date: .abbreviated, time: .omitted).locale(locale)
    style.timeZone = TimeZone(identifier: "UTC") ?? style.timeZone
    let text = date.formatted(style)
    return isRussian ? "Данные на \(text)" : "Data of \(text)"
  }

  /// The region's name: the world, the country's name in the locale's language when Foundation
  /// knows the code, else the API's English name.
  func name(of region: RegionTotals) -> String {
    if region.isGlobal { return global }
    if region.code.count == 2,
      let localized = locale.localizedString(forRegionCode: region.code)
    {
      return localized
    }
    return region.name
  }

  /// A count with the locale's grouping: "5,581,829" / "5 581 829" (no-break spaces).
  func count(_ value: Int) -> String { value.formatted(.number.locale(locale)) }

  /// A change since the day before: "+8,946".
  func change(_ value: Int) -> String { "+" + count(value) }

  /// A rate from 0 to 1 as a percentage with one decimal: "1.0%" / "1,0 %".
  func percent(_ rate: Double?) -> String {
    guard let rate else { return "–" }
    return rate.formatted(.percent.precision(.fractionLength(1)).locale(locale))
  }

  /// A count in words of the locale, for VoiceOver ("five million five hundred …").
  func words(_ value: Int) -> String {
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .spellOut
    return formatter.string(from: NSNumber(value: value)) ?? count(value)
  }

  /// A rate in words, as a percentage to one decimal: "thirty-three point six percent" /
  /// "тридцать три целых шесть десятых процента".
  func rateWords(_ rate: Double?) -> String {
    guard let rate, rate.isFinite else { return isRussian ? "нет данных" : "no data" }
    let tenths = Int((min(max(rate, 0), 1) * 1000).rounded())
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .spellOut
    let spoken = formatter.string(from: NSNumber(value: Double(tenths) / 10)) ?? percent(rate)
    guard isRussian else { return spoken + " percent" }
    guard tenths % 10 == 0 else { return spoken + " процента" }
    // Whole numbers take the noun's counted form: 1 процент, 2–4 процента, 5–20 процентов.
    let whole = tenths / 10
    let lastTwo = whole % 100
    let last = whole % 10
    let noun =
      (11...14).contains(lastTwo)
      ? "процентов" : last == 1 ? "процент" : (2...4).contains(last) ? "процента" : "процентов"
    return spoken + " " + noun
  }
}
