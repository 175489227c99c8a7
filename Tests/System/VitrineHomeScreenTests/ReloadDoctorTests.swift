import Foundation
import Testing
import VitrineHomeScreen
import VitrineHost
import VitrineTestSupport
import VitrineWidgetCore

/// `ReloadDoctor` over a simulated week, with three widgets broken as iOS developers break
/// them, a healthy one and an app that spends the budget. The rules come from Apple's
/// "Keeping a widget up to date": a widget gets 40 to 70 budgeted reloads a day; reloads the
/// app asks for while in the foreground, and reloads after a person's interaction, cost none;
/// a timeline's reload date is when WidgetKit may ask again, no sooner.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct ReloadDoctorTests {
  let t0 = HostHarness.start
  /// The usual week without outages (these providers use no network).
  let week = DoctorScenario.week(outages: false)

  func examine(
    _ provider: ScriptedProvider, scenario: DoctorScenario
  ) async throws -> DoctorReport {
    let harness = try HostHarness([provider.widget(kind: "broken")])
    let instance = try await harness.session.add(kind: "broken", family: .systemSmall)
    return try await ReloadDoctor.examine(instance, in: harness.session, scenario: scenario)
  }

  /// Broken widget 1: a provider that dates its entries and its policy from a cached fetch
  /// time two hours old (`lastFetch + 30 min`), as a provider that keeps its "last updated"
  /// date does. Every reload asks for another at once: the host holds it to one every 5
  /// minutes, so 70 budgeted reloads are spent in 70 × 5 = 350 minutes, under 6 hours, and
  /// every day the budget runs out.
  @Test func aPolicyDatedFromACachedFetchIsNamed() async throws {
    let lastFetch = t0.addingTimeInterval(-2 * 3600)
    let provider = ScriptedProvider { _, _ in
      .timeline(
        Timeline(
          entries: [LabeledEntry("cached", at: lastFetch)],
          policy: .after(lastFetch.addingTimeInterval(30 * 60))))
    }
    let report = try await examine(provider, scenario: week)
    #expect(report.faults.prefix(3) == [.policyInPast, .entriesInPast, .budgetExhausted])
    #expect(report.exhaustedDays == [1, 2, 3, 4, 5, 6, 7])
    // The first deferral comes after 70 policy reloads 5 minutes apart from 09:00, with the
    // 10:00 background request counted among them: at most 6 h after the start.
    let firstDeferral = try #require(report.firstDeferral)
    #expect(firstDeferral <= t0.addingTimeInterval(6 * 3600))
    #expect(report.spentBeforeFirstDeferral.values.reduce(0, +) == 70)
    #expect(report.text.contains("policy-in-past: "))
    #expect(report.text.contains(DoctorFault.policyInPast.advice))
  }

  /// Broken widget 2: the same reading ("21°") every time, dated now, reloading every 5
  /// minutes: 288 asks a day for data that never changed. Every reload after the first is
  /// identical, so every granted reload but the first is wasted, and the budget runs out
  /// every day.
  @Test func identicalTimelinesAreCountedAsWastedReloads() async throws {
    let provider = ScriptedProvider { context, _ in
      .timeline(
        Timeline(
          entries: [LabeledEntry("21°", at: context.now)],
          policy: .after(context.now.addingTimeInterval(5 * 60))))
    }
    let report = try await examine(provider, scenario: week)
    #expect(report.faults.contains(.wastedReloads))
    #expect(report.faults.contains(.budgetExhausted))
    #expect(!report.faults.contains(.policyInPast))
    // The first timeline is new; every later one repeats it.
    #expect(report.wasted == report.granted - 1)
    #expect(report.text.contains("wasted-reloads: \(report.wasted) of \(report.granted) reloads"))
  }

  /// Broken widget 3: returns an empty timeline when its fetch fails, and its server is down
  /// for the first two hours. The host shows the placeholder and retries every 15 minutes
  /// (and the 10:00 background request fails too): attempts at 09:00 (added), 09:15, 09:30,
  /// 09:45, 10:00 (the retry and the background request), 10:15, 10:30, 10:45 fail — 9 — and
  /// 11:00 succeeds, so the placeholder showed for exactly 2 hours.
  @Test func failuresAndThePlaceholderAreNamed() async throws {
    let serverBack = t0.addingTimeInterval(2 * 3600)
    let provider = ScriptedProvider { context, call in
      guard context.now >= serverBack else {
        return .timeline(Timeline(entries: [], policy: .atEnd))
      }
      return .timeline(
        Timeline(
          entries: [LabeledEntry("reading \(call)", at: context.now)],
          policy: .after(context.now.addingTimeInterval(3600))))
    }
    let report = try await examine(provider, scenario: week)
    #expect(report.faults == [.failedReloads, .placeholderShown])
    #expect(report.failed == 9)
    #expect(report.placeholderSeconds == 2 * 3600)
    #expect(report.text.contains("showing the placeholder: 2"))
  }

  /// A healthy widget: new data every hour, dated now. Nothing to report; no stale hour.
  @Test func aHealthyWidgetHasNoFault() async throws {
    let provider = ScriptedProvider { context, call in
      .timeline(
        Timeline(
          entries: [LabeledEntry("reading \(call)", at: context.now)],
          policy: .after(context.now.addingTimeInterval(3600))))
    }
    let report = try await examine(provider, scenario: week)
    #expect(report.faults == [])
    #expect(report.deferred == 0)
    #expect(report.staleSeconds == 0)
    #expect(report.text.contains("No fault found"))
    // Three free app opens a day for seven days.
    #expect(report.grantedByReason[.app] == 3 * 7)
  }

  /// The same healthy widget with an app that asks for a reload from the background every 15
  /// minutes: 96 budgeted requests a day, more than the budget of 70.
  @Test func anAppThatReloadsFromTheBackgroundIsNamed() async throws {
    let provider = ScriptedProvider { context, call in
      .timeline(
        Timeline(
          entries: [LabeledEntry("reading \(call)", at: context.now)],
          policy: .after(context.now.addingTimeInterval(3600))))
    }
    let scenario = DoctorScenario.week(days: 2, backgroundReloadsPerDay: 96, outages: false)
    let report = try await examine(provider, scenario: scenario)
    #expect(report.faults == [.budgetExhausted, .appBackgroundSpending])
    // 96 requests a day from 10:00 for two days, all of them budgeted asks but the policy's
    // (none: each request moves the hourly policy date on) and no retry.
    #expect(report.askedByReason[.appBackground] == 2 * 96)
    #expect(report.budgetedAsks == 2 * 96)
    #expect(report.text.contains("background reloadTimelines calls asked for 192 of the 192"))
  }
}
