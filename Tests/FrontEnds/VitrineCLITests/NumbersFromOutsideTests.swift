import Foundation
import Testing
import VitrineTestSupport

@testable import VitrineCLI

/// Numbers typed on the command line end in a usage error naming the option, never in a trap.
@Suite(.timeLimit(.minutes(5))) struct NumbersFromOutsideTests {
  @Test(arguments: [
    (["simulate", "recommendations", "--hours", "1", "--taps", "1e300"], "--taps"),
    (["simulate", "clock", "--hours", "1", "--budget", "1e300"], "--budget"),
    (["simulate", "clock", "--hours", "1", "--budget", "2.5"], "--budget"),
    (["simulate", "clock", "--hours", "1e6"], "--hours"),
    (["simulate", "clock", "--hours", "8785"], "--hours"),
    (["store", "increment", "n", "--times", "1e300"], "--times"),
    (["store", "increment", "n", "--times", "9223372036854775808"], "--times"),
    (["store", "increment", "n", "--times", "-1"], "--times"),
    (["store", "set", "k", "nan", "--type", "double"], "'nan'"),
  ])
  func outOfRangeValuesAreUsageErrorsNamingTheOption(call: [String], option: String) async {
    let result = await vitrine(call)
    #expect(result.status == 2, "\(call): \(result.err)")
    #expect(result.err.contains(option), "\(call): \(result.err)")
    #expect(result.err.split(separator: "\n").count == 1, "\(call)")
  }

  @Test func theLargestAcceptedValuesAreNumbersWrittenAnyWay() throws {
    let parsed = try ArgumentParser.parse(
      ["--times", "2.5e2"], options: [.value("times", "N", help: "")], positionals: [])
    #expect(try CommonOptions.integer(parsed, "times", default: 1, in: 0...1000) == 250)
  }

  /// A budget of none used to index an empty window (`inWindow[count - 0]`).
  @Test func aBudgetOfZeroDefersEveryCountedReload() async {
    let result = await vitrine(
      "simulate", "clock", "--hours", "3", "--budget", "0", "--start", "2026-11-30T00:00:00Z")
    #expect(result.status == 0, "\(result.err)")
    // The first load is free ('added'); the policy reload 45 minutes later is deferred for good.
    #expect(result.out.contains("summary: 1 reloads (1 added), 1 deferred by the budget"))
  }

  /// 153722867280912931 minutes × 60 overflows Int; the clock reads it as a day.
  @Test func aHugeClockIntervalIsReadAsADay() async {
    let result = await vitrine(
      "timeline", "clock", "--config", "interval=153722867280912931", "--at",
      "2026-11-30T09:05:00Z", "--json")
    #expect(result.status == 0, "\(result.err)")
    let object = try? JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
    // Entries at 09:05, then the next three midnights; the reload is at the last.
    #expect(object?["nextReload"] as? String == "2026-12-03T00:00:00Z")
  }

  @Test func incrementingPastTheLargestIntegerFailsAndKeepsTheValue() async throws {
    let data = try TemporaryFolder("cli-increment")
    let set = await vitrine(
      "store", "set", "n", String(Int.max), "--type", "int", "--data-dir", data.url.path)
    #expect(set.status == 0, "\(set.err)")
    let increment = await vitrine("store", "increment", "n", "--data-dir", data.url.path)
    #expect(increment.status == 1)
    #expect(increment.err.contains("key 'n'"), "\(increment.err)")
    #expect(increment.err.contains("largest integer"), "\(increment.err)")
    let get = await vitrine("store", "get", "n", "--data-dir", data.url.path)
    #expect(get.out == String(Int.max))
  }

  @Test func printEachShowsEveryCommittedValue() async throws {
    let data = try TemporaryFolder("cli-increment")
    let result = await vitrine(
      "store", "increment", "n", "--times", "3", "--print-each", "--data-dir", data.url.path)
    #expect(result.out == "1\n2\n3")
  }
}
