import Foundation
import Testing
import VitrineWidgetCore

@Suite("Localized format strings")
struct LocalizedFormatTests {
  let english = Locale(identifier: "en_US")
  let russian = Locale(identifier: "ru_RU")

  func format(
    _ format: String, _ arguments: [LocalizationArgument], locale: Locale? = nil
  )
    -> String
  {
    LocalizedFormat.format(format, arguments: arguments, locale: locale ?? english)
  }

  @Test("integers, text and percent signs")
  func basics() {
    #expect(format("%lld cups", [.int(3)]) == "3 cups")
    #expect(format("%d/%i/%ld", [.int(-1), .int(2), .int(3)]) == "-1/2/3")
    #expect(format("%llu", [.uint(18_446_744_073_709_551_615)]) == "18446744073709551615")
    #expect(format("%@ says hi", [.string("Ann")]) == "Ann says hi")
    #expect(format("100%% of %@", [.string("it")]) == "100% of it")
    // 255 in hexadecimal is ff; 8 in octal is 10.
    #expect(format("%x %X %o", [.int(255), .int(255), .int(8)]) == "ff FF 10")
  }

  /// Integers below 1,000 skip Foundation's formatter where the locale writes plain ASCII
  /// digits; in every locale the text must still be what `String(format:locale:)` writes,
  /// Arabic's own digits included.
  @Test(
    "small integers read as Foundation writes them",
    arguments: ["en_US", "fr_FR", "ru_RU", "ar_EG", "mr_IN", "fa_IR"])
  func smallIntegers(identifier: String) {
    let locale = Locale(identifier: identifier)
    for value: Int64 in [-999, -987, -10, -1, 0, 1, 7, 42, 999, 1_000, 12_345] {
      #expect(
        format("%lld", [.int(value)], locale: locale)
          == String(format: "%lld", locale: locale, value), "\(value) in \(identifier)")
    }
    let arabic = Locale(identifier: "ar_EG")
    if identifier == "ar_EG", String(format: "%lld", locale: arabic, Int64(7)) != "7" {
      // This Foundation writes Arabic-Indic digits: the fast path must not have been taken.
      #expect(format("%lld", [.int(7)], locale: arabic) != "7")
    }
  }

  @Test("precision, width and flags on numbers, in the locale's decimal separator")
  func numbers() {
    // 2.345 to one decimal is 2.3; padded to 5 with zeros, 2.5 to one decimal is 002.5.
    #expect(format("%.1f km", [.double(2.345)]) == "2.3 km")
    #expect(format("%05.1f", [.double(2.5)]) == "002.5")
    #expect(format("%+d", [.int(7)]) == "+7")
    #expect(format("%5@|%-5@|", [.string("ab"), .string("cd")]) == "   ab|cd   |")
    #expect(format("%.1f km", [.double(2.345)], locale: russian) == "2,3 km")
    // An integer shown with a float specifier, and a double with an integer one.
    #expect(format("%.2f", [.int(3)]) == "3.00")
    #expect(format("%lld", [.double(7.9)]) == "7")
  }

  @Test("positional arguments reorder, and do not consume sequential ones")
  func positional() {
    #expect(format("%2$@ %1$@", [.string("a"), .string("b")]) == "b a")
    #expect(format("%1$lld, again %1$lld", [.int(5)]) == "5, again 5")
  }

  @Test("a specifier without an argument, or unknown, stays as written")
  func missing() {
    #expect(format("%@ and %@", [.string("one")]) == "one and %@")
    #expect(format("%3$@", [.string("one")]) == "%3$@")
    #expect(format("50% off", []) == "50% off")
    #expect(format("trailing %", []) == "trailing %")
  }

  @Test("text around specifiers is copied as it is, whatever its script")
  func textAroundSpecifiers() {
    #expect(format("Шаги: %lld 👟, ещё %@", [.int(12), .string("é")]) == "Шаги: 12 👟, ещё é")
    #expect(format("%%%@%%", [.string("ü")]) == "%ü%")
    // A `%` before a character that starts no specifier (here a letter with an accent) stays.
    #expect(format("100%é", []) == "100%é")
  }

  @Test("escaping doubles each percent sign, so the format shows the literal back")
  func escaping() {
    #expect(LocalizedFormat.escaping("no signs") == "no signs")
    #expect(LocalizedFormat.escaping("50% of 100%") == "50%% of 100%%")
    #expect(LocalizedFormat.escaping("%é%%") == "%%é%%%%")
    for literal in ["%", "a%b", "%lld%", "ставка 5%"] {
      #expect(format(LocalizedFormat.escaping(literal), []) == literal)
    }
  }
}

@Suite("Plural categories")
struct PluralCategoryTests {
  func ru(_ number: Double) -> PluralCategory {
    PluralCategory.category(of: number, languageCode: "ru")
  }

  @Test("English: one for exactly 1, other for the rest")
  func english() {
    #expect(PluralCategory.category(of: 1, languageCode: "en") == .one)
    #expect(PluralCategory.category(of: 0, languageCode: "en") == .other)
    #expect(PluralCategory.category(of: 2, languageCode: "en") == .other)
    #expect(PluralCategory.category(of: 1.5, languageCode: "en") == .other)
  }

  @Test("Russian: one, few, many by the last digits; other for fractions")
  func russian() {
    // Ends in 1 but not 11 → one.
    #expect([1, 21, 101, 1001].map(ru) == [.one, .one, .one, .one])
    // Ends in 2–4 but not 12–14 → few.
    #expect([2, 3, 4, 22, 34, 102].map(ru) == [.few, .few, .few, .few, .few, .few])
    // 0, 5–20, and 11–14 endings → many.
    #expect([0, 5, 11, 12, 14, 20, 111, 25].map(ru) == Array(repeating: .many, count: 8))
    #expect(ru(1.5) == .other)
    #expect(ru(-21) == .one)
    #expect(ru(.nan) == .other)
  }

  @Test("languages without plural forms use other")
  func japanese() {
    #expect(PluralCategory.category(of: 1, languageCode: "ja") == .other)
  }
}
