import Foundation
import Synchronization
import Testing
import VitrineExampleWidgets
import VitrineHost
import VitrineTestSupport
import VitrineWidgetCore

@MainActor
@Suite(.timeLimit(.minutes(3))) struct RefreshBudgetTests {
  let t0 = HostHarness.start

  @Test func theWindowRolls() {
    var budget = RefreshBudget(limit: 3, window: 100)
    let base = Date(timeIntervalSince1970: 0)
    for offset in [0.0, 10, 20] { budget.record(base.addingTimeInterval(offset)) }
    #expect(!budget.allows(at: base.addingTimeInterval(30)))
    #expect(
      budget.nextAvailableDate(after: base.addingTimeInterval(30)) == base.addingTimeInterval(100))
    #expect(budget.used(at: base.addingTimeInterval(99)) == 3)
    #expect(budget.used(at: base.addingTimeInterval(100)) == 2)
    #expect(budget.allows(at: base.addingTimeInterval(100)))
  }

  /// A provider that wants a reload every five minutes: 288 a day against a budget of 70.
  func eager() -> ScriptedProvider {
    ScriptedProvider { context, call in
      .timeline(
        Timeline(entries: [LabeledEntry("\(call)", at: context.now)], policy: .after(context.now)))
    }
  }

  @Test func aDayNeverHasMoreCountedReloadsThanTheBudget() async throws {
    let provider = eager()
    let harness = try HostHarness([provider.widget()])
    let id = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    await harness.run(for: 48 * 3600)
    let events = await harness.host.events
    let statistics = ReloadStatistics(events: events)
    #expect(statistics.maxCountedInWindow == 70)
    #expect(statistics.deferred >= 2)
    #expect(await harness.host.budgetUsed(by: id)! <= 70)
    // A deferral is not lost: the reload runs when the oldest counted reload leaves the window.
    let deferral = try #require(events.first { $0.kind == .deferred })
    let deferredRun = try #require(
      events.first { $0.reason == .budgetDeferred && $0.kind == .reload })
    #expect(deferredRun.time == deferral.nextReload)
    #expect(deferredRun.time == t0.plus(minutes: 5 + 24 * 60))
  }

  @Test func intentsActiveAppRequestsAndConfigurationChangesCostNoBudget() async throws {
    var rules = HostConfiguration()
    rules.dailyBudget = 2
    let clock = ClockWidget().descriptors[0]
    let provider = eager()
    let harness = try HostHarness([provider.widget(), clock], configuration: rules)
    let scripted = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    let configured = try await harness.host.add(kind: "clock", family: .systemSmall).id

    for _ in 0..<5 {
      try await harness.host.perform(CountingIntent(), from: scripted)
      await harness.host.reloadTimelines(ofKind: "scripted", fromActiveApp: true)
      try await harness.host.configure(configured, values: ["interval": "5"])
    }
    #expect(CountingIntent.performed.withLock { $0 } >= 5)
    #expect(await harness.host.budgetUsed(by: scripted) == 0)
    #expect(await harness.host.budgetUsed(by: configured) == 0)
    #expect(provider.callDates.count == 11)

    // Requests from a background app do count, and the third one is deferred.
    for _ in 0..<3 { await harness.host.reloadTimelines(ofKind: "scripted", fromActiveApp: false) }
    #expect(await harness.host.budgetUsed(by: scripted) == 2)
    let last = await harness.host.events.last { $0.instanceID == scripted }
    #expect(last?.kind == .deferred)
    #expect(last?.reason == .appBackground)
  }

  @Test func theBudgetSurvivesARestart() async throws {
    var rules = HostConfiguration()
    rules.dailyBudget = 3
    let folder = try TemporaryFolder("budget-restart")
    let first = try HostHarness([eager().widget()], configuration: rules, folder: folder)
    let id = try await first.host.add(kind: "scripted", family: .systemSmall).id
    await first.run(for: 60 * 60)
    #expect(await first.host.budgetUsed(by: id) == 3)

    let second = try HostHarness(
      [eager().widget()], start: first.clock.now, configuration: rules, folder: folder)
    #expect(await second.host.instances.map(\.id) == [id])
    #expect(await second.host.budgetUsed(by: id) == 3)
  }
}

/// An intent that counts its performances.
struct CountingIntent: AppIntent {
  static let title: LocalizedStringResource = "Count"
  static let performed = Mutex(0)

  func perform() async throws -> some IntentResult {
    Self.performed.withLock { $0 += 1 }
    return .result()
  }
}
