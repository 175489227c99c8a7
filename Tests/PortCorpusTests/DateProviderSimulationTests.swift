import Foundation
import Testing
import VitrineTestSupport

/// A provider that reads `Date()`, as Xcode's template and most real widgets do, simulated as
/// iOS runs it: `StepsWidget` (Tests/Fixtures/MyWidgets) answers each reload with one entry
/// dated `Date()` and `.after(Date() + 30 min)`. On an iPhone it reloads every 30 minutes and
/// never shows its placeholder once it has answered. Before the simulation held the process's
/// wall clock, the provider read the real time: its entries and policy dates lay in the
/// simulation's past (or future), the host showed the placeholder, reloaded every 5 minutes and
/// spent the whole budget by hour 6 — reporting no diagnostic.
@Suite(.timeLimit(.minutes(3))) struct DateProviderSimulationTests {
  let executable = BuiltProducts.executable("my-widgets")

  /// The events of a simulation, one JSON object per line.
  func simulate(_ arguments: [String]) async throws -> [[String: Any]] {
    let folder = try TemporaryFolder("my-widgets-simulate")
    let result = try await BuiltProducts.run(
      executable, ["simulate", "StepsWidget", "--json", "--data-dir", folder.url.path] + arguments)
    #expect(result.status == 0, "\(result.error)")
    return result.output.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  @Test func aDateProviderReloadsEveryThirtyMinutesAsOnIOS() async throws {
    // Start at a date far from today, so the real clock cannot pass for the simulated one.
    let events = try await simulate(["--hours", "24", "--start", "2031-03-01T00:00:00Z"])
    let reloads = events.filter { $0["kind"] as? String == "reload" }
    // 00:00, 00:30, …, 24:00: 49 reloads, each exactly 30 minutes after the one before,
    // each at the date the one before asked for.
    #expect(reloads.count == 49)
    let format = ISO8601DateFormatter()
    let times = reloads.compactMap { ($0["time"] as? String).flatMap(format.date(from:)) }
    #expect(times.first == format.date(from: "2031-03-01T00:00:00Z"))
    for (previous, next) in zip(times, times.dropFirst()) {
      #expect(next.timeIntervalSince(previous) == 30 * 60)
    }
    for (previous, next) in zip(reloads, reloads.dropFirst()) {
      #expect(previous["nextReload"] as? String == next["time"] as? String)
    }
    // The provider's entry is dated at its reload, so the widget shows it, never the
    // placeholder; the budget is never in the way (49 of 70, spread over a day) and the host
    // finds nothing to diagnose.
    for reload in reloads {
      #expect((reload["shown"] as? String)?.contains("placeholder") != true, "\(reload)")
    }
    #expect(!events.contains { $0["kind"] as? String == "deferred" })
    #expect(!events.contains { $0["kind"] as? String == "diagnostic" })
    let summary = try #require(events.last?["summary"] as? [String: Any])
    #expect(summary["closestReloads"] as? Double == Double(30 * 60))
    #expect((summary["maxCountedInWindow"] as? Int ?? 99) <= 49)
  }

  @Test func theClockGoesBackToRealTimeAfterTheSimulation() async throws {
    // `timeline` is not a simulation: the same provider reads the real time there.
    let folder = try TemporaryFolder("my-widgets-timeline")
    let before = Date()
    let result = try await BuiltProducts.run(
      executable, ["timeline", "StepsWidget", "--json", "--data-dir", folder.url.path])
    #expect(result.status == 0, "\(result.error)")
    let format = ISO8601DateFormatter()
    let timeline = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let entries = try #require(timeline["entries"] as? [[String: Any]])
    let dates = entries.compactMap { ($0["date"] as? String).flatMap(format.date(from:)) }
    #expect(!dates.isEmpty, "\(result.output)")
    for date in dates { #expect(abs(date.timeIntervalSince(before)) < 600) }
  }

  @Test func aStartOutsideTheClocksRangeIsAUsageError() async throws {
    let folder = try TemporaryFolder("my-widgets-simulate")
    let result = try await BuiltProducts.run(
      executable,
      [
        "simulate", "StepsWidget", "--hours", "1", "--start", "2300-01-01T00:00:00Z",
        "--data-dir", folder.url.path,
      ])
    #expect(result.status == 2)
    #expect(result.error.contains("between 1970 and 2200"), "\(result.error)")
  }
}
