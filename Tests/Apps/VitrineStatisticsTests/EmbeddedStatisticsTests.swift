import Foundation
import Testing
import VitrineStatistics

@Suite struct EmbeddedStatisticsTests {
  let api = EmbeddedStatistics()

  @Test func theGlobalFiguresAreTheSnapshots() async throws {
    let summary = try await api.summary()
    #expect(summary.global.totalConfirmed == 5_581_829)
    #expect(summary.global.totalDeaths == 354_790)
    #expect(summary.global.totalRecovered == 2_231_124)
    #expect(summary.countries.count == 186)
    #expect(summary.date == Date(timeIntervalSince1970: 1_590_479_303))  // 2020-05-26T07:48:23Z
  }

  @Test func theCountriesAddUpToTheGlobalFigures() async throws {
    let summary = try await api.summary()
    let sum = summary.sumOverCountries
    // The snapshot's Global is exactly the sum of its 186 countries, field by field.
    #expect(sum == summary.global)
    #expect(summary.countries.map(\.totals.totalConfirmed).reduce(0, +) == 5_581_829)
    #expect(summary.countries.map(\.totals.totalDeaths).reduce(0, +) == 354_790)
    #expect(summary.countries.map(\.totals.newConfirmed).reduce(0, +) == 88_833)
  }

  @Test func russiaAndFranceHaveTheirRealFigures() async throws {
    let russia = try await api.regionTotals(code: "ru")
    #expect(russia.name == "Russian Federation")
    #expect(russia.totals.totalConfirmed == 353_427)
    #expect(russia.totals.totalDeaths == 3_633)
    #expect(russia.totals.totalRecovered == 118_798)
    // 3,633 / 353,427 = 1.03 %; 118,798 / 353,427 = 33.6 %.
    #expect(abs((russia.totals.deathRate ?? 0) - 0.010279) < 0.000001)
    #expect(abs((russia.totals.recoveryRate ?? 0) - 0.336132) < 0.000001)
    let france = try await api.regionTotals(code: "FR")
    #expect(france.totals.totalConfirmed == 183_067)
    #expect(france.totals.totalDeaths == 28_460)
    let global = try await api.regionTotals(code: nil)
    #expect(global.isGlobal && global.totals.totalConfirmed == 5_581_829)
    await #expect(throws: StatisticsError.unknownCountry("XX")) {
      try await api.regionTotals(code: "XX")
    }
  }

  @Test func theCountryListMatchesTheSummary() async throws {
    let listing = try await api.countries()
    let summary = try await api.summary()
    #expect(listing.count == 186)
    #expect(Set(listing.map(\.iso2)) == Set(summary.countries.map(\.countryCode)))
    #expect(
      listing.first == CountryListing(country: "Afghanistan", slug: "afghanistan", iso2: "AF"))
  }

  @Test func aCountrysDayTotalsComeFromTheSummary() async throws {
    let days = try await api.dayTotals(country: "russia")
    #expect(days.count == 1)
    // Active = 353,427 confirmed − 3,633 deaths − 118,798 recovered = 230,996.
    #expect(days[0].active == 230_996)
    await #expect(throws: StatisticsError.unknownCountry("atlantis")) {
      try await api.dayTotals(country: "atlantis")
    }
  }

  @Test func theEnvironmentChoosesTheAPI() {
    #expect(StatisticsSource.api(environment: [:]) is EmbeddedStatistics)
    let http = StatisticsSource.api(environment: ["VITRINE_STATS_API_URL": "http://127.0.0.1:9"])
    #expect((http as? HTTPStatisticsClient)?.baseURL.absoluteString == "http://127.0.0.1:9")
  }

  @Test func anUnusableURLFailsSayingSo() async {
    let api = StatisticsSource.api(environment: ["VITRINE_STATS_API_URL": "localhost:80"])
    await #expect(
      throws: StatisticsError.network(
        "$VITRINE_STATS_API_URL is not an absolute http(s) URL: 'localhost:80'")
    ) {
      try await api.summary()
    }
  }
}
