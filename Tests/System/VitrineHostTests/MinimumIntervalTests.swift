import Foundation
import Synchronization
import Testing
import VitrineAppGroupStore
import VitrineHost
import VitrineTestSupport
import VitrineWidgetCore

/// The minimum interval counts from the later of when a reload began and when its timeline
/// arrived, by the host's clock (docs/ARCHITECTURE.md, "The reload rules"): a provider that
/// takes time does not shorten the wait, and a clock set back does not either.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct MinimumIntervalTests {
  /// Where a provider finds the clock it moves while it works.
  final class ClockHolder: Sendable {
    let clock = Mutex<ManualClock?>(nil)
  }

  /// A provider that takes `minutes` of the host's clock to answer and asks for a reload at once.
  func slow(minutes: Double, holder: ClockHolder) -> ScriptedProvider {
    ScriptedProvider { context, call in
      holder.clock.withLock { $0 }?.advance(by: minutes * 60)
      return .timeline(
        Timeline(entries: [LabeledEntry("\(call)", at: context.now)], policy: .after(context.now)))
    }
  }

  @Test func aSlowProviderWaitsTheMinimumAfterItsAnswer() async throws {
    let holder = ClockHolder()
    let provider = slow(minutes: 2, holder: holder)
    let harness = try HostHarness([provider.widget()])
    holder.clock.withLock { $0 = harness.clock }
    let start = harness.clock.now
    let id = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    // Asked at 0, answered at 2 minutes: the next reload is 5 minutes after the answer.
    #expect(await harness.host.nextReload(of: id) == start.plus(minutes: 7))
    await harness.run(for: 3600)
    let calls = provider.callDates
    #expect(calls.count >= 8)
    // Every call begins 2 + 5 minutes after the one before: 5 minutes after its answer.
    let gaps = zip(calls, calls.dropFirst()).map { $1.timeIntervalSince($0) }
    #expect(gaps.allSatisfy { $0 == 7 * 60 }, "\(gaps)")
    // The log stamps each reload when its timeline arrived; the next call comes 5 minutes on.
    let answers = await harness.host.events.filter { $0.kind == .reload }.map(\.time)
    let waits = zip(answers, calls.dropFirst()).map { $1.timeIntervalSince($0) }
    #expect(waits.count == calls.count - 1)
    #expect(waits.allSatisfy { $0 == 5 * 60 }, "\(waits)")
  }

  @Test func aPolicyLaterThanTheMinimumIsKept() async throws {
    let holder = ClockHolder()
    let provider = ScriptedProvider { context, _ in
      holder.clock.withLock { $0 }?.advance(by: 120)
      return .timeline(
        Timeline(
          entries: [LabeledEntry("x", at: context.now)],
          policy: .after(context.now.plus(minutes: 30))))
    }
    let harness = try HostHarness([provider.widget()])
    holder.clock.withLock { $0 = harness.clock }
    let start = harness.clock.now
    let id = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    // The policy asked for 30 minutes after the call began; that is past the minimum.
    #expect(await harness.host.nextReload(of: id) == start.plus(minutes: 30))
  }

  /// A clock a test can set anywhere, backwards too (the system clock can be: NTP, a person).
  final class SettableClock: HostClock {
    private let current: Mutex<Date>
    init(_ start: Date) { current = Mutex(start) }
    var now: Date { current.withLock { $0 } }
    func set(_ date: Date) { current.withLock { $0 = date } }
  }

  @Test func aClockSetBackDuringAReloadDoesNotShortenTheWait() async throws {
    let start = HostHarness.start
    let clock = SettableClock(start)
    // The clock is set back an hour while the provider works.
    let provider = ScriptedProvider { context, call in
      clock.set(context.now.plus(minutes: -60))
      return .timeline(
        Timeline(entries: [LabeledEntry("\(call)", at: context.now)], policy: .after(context.now)))
    }
    let folder = try TemporaryFolder("minimum-interval-backwards")
    let host = try WidgetHost(
      widgets: [provider.widget()], store: try AppGroupStore(directory: folder.url), clock: clock)
    let id = try await host.add(kind: "scripted", family: .systemSmall).id
    // Asked at 09:00, answered at 08:00 by the clock: the next reload is still 5 minutes after
    // 09:00, the later of the two, never 08:05, before the reload had even begun.
    #expect(await host.nextReload(of: id) == start.plus(minutes: 5))

    // At 09:05 (the clock put right) it runs, and is set back again during the call.
    clock.set(start.plus(minutes: 5))
    await host.processDueWork()
    #expect(provider.callDates == [start, start.plus(minutes: 5)])
    #expect(await host.nextReload(of: id) == start.plus(minutes: 10))
  }

  @Test func aClockMovingForwardDuringAReloadCountsFromTheAnswer() async throws {
    let start = HostHarness.start
    let clock = SettableClock(start)
    let provider = ScriptedProvider { context, _ in
      clock.set(context.now.plus(minutes: 60))
      return .timeline(
        Timeline(entries: [LabeledEntry("x", at: context.now)], policy: .after(context.now)))
    }
    let folder = try TemporaryFolder("minimum-interval-forwards")
    let host = try WidgetHost(
      widgets: [provider.widget()], store: try AppGroupStore(directory: folder.url), clock: clock)
    let id = try await host.add(kind: "scripted", family: .systemSmall).id
    #expect(await host.nextReload(of: id) == start.plus(minutes: 65))
  }
}
