import Foundation
import Testing
import VitrineWidgetCore

@testable import VitrineUI

@Suite("Localized text: keys, interpolations, catalogs and strings files")
struct LocalizedTextTests {
  /// What `text` shows in `locale`.
  func shown(_ text: Text, locale: String = "en_US", now: Date? = nil) -> String {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: locale)
    environment.now = now
    return text.string(in: environment)
  }

  @Test("an interpolated key puts a specifier where each value went")
  func keys() {
    let count = 3
    let distance = 2.5
    let name = "Ann"
    let key: LocalizedStringKey = "\(count) glasses, \(distance) km, \(name), 100%"
    // Int → %lld, Double → %lf, String → %@, and a literal % doubled.
    #expect(key.key == "%lld glasses, %lf km, %@, 100%%")
    let precise: LocalizedStringKey = "\(distance, specifier: "%.2f") km"
    #expect(precise.key == "%.2f km")
    // A literal with no interpolation is its own key, % and all.
    #expect(LocalizedStringKey("100%").key == "100%")
  }

  @Test("a key no table has is shown as itself, with its values filled in")
  func untranslated() {
    let distance = 2.345
    #expect(shown(Text("Plain words, 100%")) == "Plain words, 100%")
    #expect(shown(Text("\(distance, specifier: "%.1f") km left, 5%")) == "2.3 km left, 5%")
    // Russian writes the decimal separator as a comma: 2,3.
    #expect(
      shown(Text("\(distance, specifier: "%.1f") km left"), locale: "ru_RU") == "2,3 km left")
  }

  @Test("plural variations from the String Catalog, English and Russian")
  func plurals() {
    func glasses(_ count: Int, _ locale: String) -> String {
      shown(Text("\(count) glasses today", bundle: .module), locale: locale)
    }
    #expect(glasses(1, "en_US") == "1 glass today")
    #expect(glasses(0, "en_US") == "0 glasses today")
    #expect(glasses(2, "en_US") == "2 glasses today")
    // Russian: 1, 21 → one; 2–4, 22 → few; 5–20, 11, 0 → many.
    #expect(glasses(1, "ru_RU") == "1 стакан сегодня")
    #expect(glasses(21, "ru_RU") == "21 стакан сегодня")
    #expect(glasses(3, "ru_RU") == "3 стакана сегодня")
    #expect(glasses(22, "ru_RU") == "22 стакана сегодня")
    #expect(glasses(5, "ru_RU") == "5 стаканов сегодня")
    #expect(glasses(11, "ru_RU") == "11 стаканов сегодня")
    #expect(glasses(0, "ru_RU") == "0 стаканов сегодня")
  }

  @Test("a language the catalog lacks falls back to the source language")
  func fallback() {
    #expect(shown(Text("Hydration test title", bundle: .module), locale: "de_DE") == "Water")
    #expect(shown(Text("Hydration test title", bundle: .module), locale: "ru_RU") == "Вода")
    // A key the catalog lists without translations shows the key.
    #expect(
      shown(Text("Untranslated key in test catalog", bundle: .module), locale: "ru_RU")
        == "Untranslated key in test catalog")
  }

  @Test("positional arguments and printf precision in a translation")
  func positional() {
    let drunk = "1,2"
    let goal = 2.0
    let text = Text("\(drunk) of \(goal) litres", bundle: .module)
    // English has no entry: the key's own %@ and %lf ("2.000000").
    #expect(shown(text) == "1,2 of 2.000000 litres")
    // Russian's "%1$@ из %2$.1f л": goal with one decimal, comma-separated.
    #expect(shown(text, locale: "ru_RU") == "1,2 из 2,0 л")
  }

  @Test("strings files by table, with positional arguments reordered")
  func stringsFiles() {
    let days = 12
    let since = "May 3"
    #expect(shown(Text("streak.title", tableName: "Streaks", bundle: .module)) == "Streak")
    #expect(
      shown(Text("streak.title", tableName: "Streaks", bundle: .module), locale: "ru_RU")
        == "Серия")
    let detail = Text("streak.detail \(days) \(since)", tableName: "Streaks", bundle: .module)
    #expect(shown(detail) == "12 days since May 3")
    #expect(shown(detail, locale: "ru_RU") == "С May 3 — дней: 12")
  }

  @Test("dates by style and format, formatted in the environment's locale and moment")
  func dates() {
    // 2024-06-03 09:41:00 UTC.
    let date = Date(timeIntervalSince1970: 1_717_407_660)
    let text = Text("Next at \(date, style: .time)", bundle: .module)
    #expect(shown(text) == "Next at 9:41\u{202F}AM")
    // Foundation's Russian short time has no leading zero.
    #expect(shown(text, locale: "ru_RU") == "Следующий в 9:41")
    // The timer style counts from the environment's now: 65 s before the date reads 1:05.
    let timer = Text("Steeped in \(date, style: .timer)")
    #expect(shown(timer, now: date.addingTimeInterval(-65)) == "Steeped in 1:05")
    let formatted = Text("Total: \(1234.5, format: .number)")
    #expect(shown(formatted) == "Total: 1,234.5")
    // Russian groups thousands with a no-break space and writes a decimal comma.
    #expect(shown(formatted, locale: "ru_RU") == "Total: 1\u{00A0}234,5")
  }

  @Test("a Formatter formats its subject, and Text interpolates as its string")
  func formatterAndText() {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.locale = Locale(identifier: "en_US")
    let big = NSNumber(value: 1_234_567)
    #expect(shown(Text("Total \(big, formatter: formatter)")) == "Total 1,234,567")
    let inner = Text(verbatim: "inner")
    #expect(shown(Text("Outer \(inner) text")) == "Outer inner text")
  }

  @Test("verbatim text and String variables are never looked up")
  func verbatim() {
    let key = "Hydration test title"
    #expect(shown(Text(verbatim: "Hydration test title"), locale: "ru_RU") == key)
    #expect(shown(Text(key), locale: "ru_RU") == key)
  }

  @Test("LocalizedStringResource and String(localized:) resolve against the same tables")
  func resources() {
    let bundle = LocalizedStringResource.BundleDescription.atURL(Bundle.module.bundleURL)
    let title = LocalizedStringResource("Hydration test title", bundle: bundle)
    #expect(shown(Text(title), locale: "ru_RU") == "Вода")
    #expect(shown(Text(title)) == "Water")
    let count = 4
    let russian = LocalizedStringResource(
      "\(count) glasses today", locale: Locale(identifier: "ru_RU"), bundle: bundle)
    #expect(String(localized: russian) == "4 стакана сегодня")
    #expect(
      String(
        localized: "\(count) glasses today", bundle: .module,
        locale: Locale(identifier: "en_US")) == "4 glasses today")
    #expect(
      String(
        localized: "streak.title", defaultValue: "A streak", table: "Streaks", bundle: .module,
        locale: Locale(identifier: "ru_RU")) == "Серия")
    #expect(
      String(localized: "missing.key", defaultValue: "Fallback \(count)", bundle: .module)
        == "Fallback 4")
  }
}
