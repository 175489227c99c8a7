import Foundation
import Testing
import VitrineTestSupport

/// The covid-stats widget through the command line, on the embedded statistics.
@Suite(.timeLimit(.minutes(5))) struct CountryStatsCommandTests {
  @Test func kindsListsTheCountriesInTheirSections() async {
    let result = await vitrine("kinds")
    #expect(result.status == 0)
    #expect(result.out.contains("covid-stats — COVID-19 Statistics"))
    #expect(result.out.contains("      Global: GLOBAL\n      Countries: AF, AL, DZ, AD,"))
  }

  @Test func anUnknownCountryIsAUsageErrorNamingTheClosest() async {
    let result = await vitrine("timeline", "covid-stats", "--config", "country=Rusia")
    #expect(result.status == 2)
    #expect(result.err.contains("closest: RU (Russian Federation)"))
  }

  @Test func theTimelineHasRussiasFiguresAndReloadsInTenMinutes() async {
    let result = await vitrine(
      "timeline", "covid-stats", "--config", "country=RU", "--at", "2026-11-30T09:00:00Z")
    #expect(result.status == 0)
    #expect(result.out.contains("RU Russian Federation: 353427 confirmed, 3633 deaths"))
    #expect(result.out.contains("policy: after(2026-11-30T09:10:00Z)"))
  }

  @Test func twoSimulatedHoursReloadEveryTenMinutes() async {
    let result = await vitrine(
      "simulate", "covid-stats", "--hours", "2", "--start", "2026-11-30T09:00:00Z")
    #expect(result.status == 0)
    // 09:00 (added) and every 10 minutes to 11:00: 1 + 12 reloads.
    #expect(result.out.contains("summary: 13 reloads (1 added, 12 policy)"))
    #expect(result.out.contains("closest reloads 10 min 0 s apart"))
  }
}
