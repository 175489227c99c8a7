import Foundation
import Testing
import VitrineHost
import VitrineTestSupport
import VitrineWidgetCore

/// A deferral always moves time forward: the host never defers a reload to the instant it is
/// already at, which would bring the reload due again at once, forever.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct BudgetDeferralTests {
  /// A provider that wants a reload as soon as it is allowed.
  func eager() -> ScriptedProvider {
    ScriptedProvider { context, _ in
      .timeline(
        Timeline(entries: [LabeledEntry("now", at: context.now)], policy: .after(context.now)))
    }
  }

  /// Three days against the budget: every deferral names a later moment, nothing is logged as
  /// a diagnostic, and no instance is asked twice at one instant.
  @Test func everyDeferralNamesALaterMoment() async throws {
    let provider = eager()
    let harness = try HostHarness([provider.widget()])
    try await harness.host.add(kind: "scripted", family: .systemSmall)
    await harness.run(for: 3 * 24 * 3600)
    let events = await harness.host.events
    let deferrals = events.filter { $0.kind == .deferred }
    #expect(deferrals.count >= 3)
    for deferral in deferrals {
      let next = try #require(deferral.nextReload)
      #expect(next > deferral.time, "deferred at \(deferral.time) to \(next)")
    }
    #expect(events.filter { $0.kind == .diagnostic }.map(\.message) == [])
    #expect(Set(provider.callDates).count == provider.callDates.count)
    // The window's edge: the reload deferred to when the oldest counted reload leaves the
    // window runs at that instant, and the budget allows it there.
    let first = try #require(deferrals.first?.nextReload)
    #expect(provider.callDates.contains(first))
  }

  /// The clock reads 2^29 seconds after 2001 (5 January 2018), where a `Double` of seconds
  /// steps by 2^-23 s upwards but 2^-24 s downwards.
  static let binadeEdge = Date(timeIntervalSinceReferenceDate: 536_870_912)

  /// A budget of one reload in a window of 0.3 of the clock's step: counted at the instant it
  /// happened (the window's start rounds down below it), yet freed at that same instant (its
  /// end rounds back onto it). The real `RefreshBudget` then refuses a reload and names the
  /// present as its next free moment.
  static func contradictoryRules() -> HostConfiguration {
    var rules = HostConfiguration()
    rules.dailyBudget = 1
    rules.budgetWindow = 0.3 * binadeEdge.timeIntervalSinceReferenceDate.ulp
    return rules
  }

  @Test func theBudgetReallyContradictsItselfThere() {
    let rules = Self.contradictoryRules()
    var budget = RefreshBudget(limit: rules.dailyBudget, window: rules.budgetWindow)
    budget.record(Self.binadeEdge)
    #expect(!budget.allows(at: Self.binadeEdge))
    #expect(budget.nextAvailableDate(after: Self.binadeEdge) == Self.binadeEdge)
  }

  /// The hang: a budget that refuses now yet frees a slot now. The host logs a
  /// diagnostic and retries after the retry interval; it neither loops nor loses the reload.
  @Test func aBudgetNamingThePresentIsADiagnosticNotALoop() async throws {
    let rules = Self.contradictoryRules()
    let provider = eager()
    let harness = try HostHarness(
      [provider.widget()], start: Self.binadeEdge, configuration: rules)
    let id = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    // Two background requests at one instant: the first is counted, the second refused.
    await harness.host.reloadTimelines(ofKind: "scripted", fromActiveApp: false)
    await harness.host.reloadTimelines(ofKind: "scripted", fromActiveApp: false)
    await harness.run(for: 3600)

    let events = await harness.host.events
    let refusal = try #require(events.first { $0.kind == .diagnostic })
    #expect(refusal.time == Self.binadeEdge)
    #expect(refusal.nextReload == Self.binadeEdge.addingTimeInterval(rules.retryInterval))
    let message = try #require(refusal.message)
    #expect(message.contains("the budget refused a reload (app-background)"))
    #expect(message.contains("1 of 1 used"))
    #expect(message.contains("not deferring to the instant the host is at"))
    #expect(!events.contains { $0.kind == .deferred && $0.nextReload! <= $0.time })
    // The refused reload runs at the retry, then the provider's policy every five minutes.
    let retried = try #require(events.first { $0.reason == .budgetDeferred && $0.kind == .reload })
    #expect(retried.time == refusal.nextReload)
    #expect(events.filter { $0.time == Self.binadeEdge }.count < 10)
    #expect(provider.callDates.count == 3 + 9)
    #expect(await harness.host.nextReload(of: id)! > harness.clock.now)
  }

  /// A retry interval of zero (or less) cannot make a failing widget spin at one instant.
  @Test func aRetryAlwaysWaits() async throws {
    var rules = HostConfiguration()
    rules.retryInterval = 0
    let provider = ScriptedProvider { _, _ in .timeline(Timeline(entries: [], policy: .atEnd)) }
    let harness = try HostHarness([provider.widget()], configuration: rules)
    let id = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    await harness.run(for: 10)
    let retries = await harness.host.events.filter { $0.kind == .diagnostic }
    // One retry a second: the first answer at 0 s, then at 1 s, …, 10 s.
    #expect(retries.count == 11)
    #expect(
      retries.map(\.time) == (0...10).map { harness.clock.now.addingTimeInterval(Double($0) - 10) })
    #expect(await harness.host.nextReload(of: id) == harness.clock.now.addingTimeInterval(1))
  }
}
