import Foundation
import Testing
import VitrineUI

@testable import VitrineCLI

/// `vitrine doctor`: the report over simulated days, through the command line.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct DoctorCommandTests {
  /// The clock widget reloads at the end of its four entries, every 45 minutes: 32 policy
  /// reloads a day plus 6 background requests are 38 counted reloads, within the budget of 70.
  @Test func theClockWidgetIsHealthy() async {
    let result = await vitrine(
      ["doctor", "clock", "--days", "2", "--start", "2026-11-30T00:00:00Z", "--no-outages"])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("Reload doctor: clock over 2 days"))
    #expect(result.out.contains("deferred by the budget 0"))
    #expect(result.out.contains("No fault found"))
  }

  /// With `interval=1` the clock asks for a reload every 3 minutes: the host gives one every 5
  /// minutes, so the budget of 70 is spent in 70 × 5 = 350 minutes and the doctor says so.
  @Test func aBusyClockSpendsItsBudget() async {
    let result = await vitrine(
      [
        "doctor", "clock", "--days", "1", "--start", "2026-11-30T00:00:00Z", "--config",
        "interval=1", "--no-outages",
      ])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("- budget-exhausted: "))
    #expect(result.out.contains("the budget ran out on day 1"))
  }

  @Test func badNumbersAreRefusedWithTheOptionNamed() async {
    let result = await vitrine(["doctor", "clock", "--days", "29"])
    #expect(result.status == 2)
    #expect(result.err.contains("--days expects a whole number from 1 to 28"))
  }
}
