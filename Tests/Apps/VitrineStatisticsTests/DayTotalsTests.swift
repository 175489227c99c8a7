import Foundation
import Testing
import VitrineStatistics

@Suite struct DayTotalsTests {
  /// A summary entry with these totals, the rest zero.
  func entry(confirmed: Int, deaths: Int, recovered: Int) -> CountrySummary {
    CountrySummary(
      country: "France", countryCode: "FR", slug: "france",
      totals: Totals(
        newConfirmed: 0, totalConfirmed: confirmed, newDeaths: 0, totalDeaths: deaths,
        newRecovered: 0, totalRecovered: recovered),
      date: Date(timeIntervalSince1970: 1_590_479_303))
  }

  @Test func activeCasesAreConfirmedLessDeathsAndRecoveries() {
    // France on 2020-05-26: 182,584 − 28,460 − 65,317 = 88,807.
    let day = DayTotals(entry(confirmed: 182_584, deaths: 28_460, recovered: 65_317))
    #expect(day.active == 88_807)
    #expect(day.confirmed == 182_584)
  }

  @Test func moreDeathsAndRecoveriesThanCasesGiveNoActiveCases() {
    // 10 − 8 − 5 = −3, shown as 0.
    #expect(DayTotals(entry(confirmed: 10, deaths: 8, recovered: 5)).active == 0)
  }

  /// Found by the statistics-json fuzz target (Fuzz/corpus/statistics-json/summary-huge):
  /// 0 − Int.max − Int.max overflowed and trapped.
  @Test func figuresNearIntMaxDoNotOverflow() throws {
    #expect(DayTotals(entry(confirmed: 0, deaths: .max, recovered: .max)).active == 0)
    // Int.max − 0 − 0 stays Int.max.
    #expect(DayTotals(entry(confirmed: .max, deaths: 0, recovered: 0)).active == .max)
    // Int.min − 1 would overflow below Int.min: no active cases.
    #expect(DayTotals(entry(confirmed: .min, deaths: 1, recovered: 0)).active == 0)
  }

  @Test func theFuzzersOverflowingSummaryDecodesAndGivesADay() throws {
    let json = #"""
      {"Global": {"NewConfirmed": 0, "TotalConfirmed": 0, "NewDeaths": 0, "TotalDeaths": 0,
        "NewRecovered": 0, "TotalRecovered": 0},
       "Countries": [{"Country": "France", "CountryCode": "FR", "Slug": "france",
         "NewConfirmed": 0, "TotalConfirmed": 0, "NewDeaths": 0,
         "TotalDeaths": 9223372036854775807, "NewRecovered": 0,
         "TotalRecovered": 9223372036854775807, "Date": "2020-05-26T07:48:23Z"}],
       "Date": "2020-05-26T07:48:23Z"}
      """#
    let summary = try StatisticsJSON.summary(from: Data(json.utf8))
    let country = try #require(summary.countries.first)
    #expect(DayTotals(country).active == 0)
    // The sum over countries saturates instead of overflowing.
    #expect(summary.sumOverCountries.totalDeaths == .max)
  }
}
