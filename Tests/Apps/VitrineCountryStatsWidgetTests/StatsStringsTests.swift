import Foundation
import Testing

@testable import VitrineCountryStatsWidget

@Suite struct StatsStringsTests {
  let english = StatsStrings(locale: Locale(identifier: "en_US"))
  let russian = StatsStrings(locale: Locale(identifier: "ru_RU"))

  @Test func countsAreGroupedByLocale() {
    #expect(english.count(5_581_829) == "5,581,829")
    // Foundation groups Russian numbers with no-break spaces (U+00A0).
    #expect(russian.count(5_581_829) == "5\u{A0}581\u{A0}829")
    #expect(english.change(88_833) == "+88,833")
  }

  @Test func ratesHaveOneDecimal() {
    // 354,790 / 5,581,829 = 0.06356… → 6.4 %.
    #expect(english.percent(354_790.0 / 5_581_829.0) == "6.4%")
    #expect(russian.percent(354_790.0 / 5_581_829.0) == "6,4\u{A0}%")
    #expect(english.percent(nil) == "–")
  }

  @Test func voiceOverReadsNumbersInWords() {
    #expect(
      english.words(5_581_829)
        == "five million five hundred eighty-one thousand eight hundred twenty-nine")
    #expect(
      russian.words(353_427) == "триста пятьдесят три тысячи четыреста двадцать семь")
    #expect(english.rateWords(0.336) == "thirty-three point six percent")
    #expect(russian.rateWords(0.336) == "тридцать три целых шесть десятых процента")
    #expect(russian.rateWords(0.01) == "один процент")
    #expect(russian.rateWords(0.05) == "пять процентов")
  }
}
