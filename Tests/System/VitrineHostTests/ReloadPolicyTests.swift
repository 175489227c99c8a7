import Foundation
import Testing
import VitrineHost
import VitrineTestSupport
import VitrineWidgetCore

@MainActor @Suite(.timeLimit(.minutes(3))) struct ReloadPolicyTests {
  let t0 = HostHarness.start

  /// A provider that returns `entries` entries a `step` minutes apart from now, with `policy`.
  func provider(
    entries: Int = 3, step: Double = 10, policy: @escaping @Sendable (Date) -> TimelineReloadPolicy
  ) -> ScriptedProvider {
    ScriptedProvider { context, call in
      let list = (0..<entries).map {
        LabeledEntry("\(call).\($0)", at: context.now.plus(minutes: Double($0) * step))
      }
      return .timeline(Timeline(entries: list, policy: policy(context.now)))
    }
  }

  @Test func atEndReloadsAtTheLastEntrysDate() async throws {
    let provider = provider { _ in .atEnd }
    let harness = try HostHarness([provider.widget()])
    let id = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    #expect(await harness.host.nextReload(of: id) == t0.plus(minutes: 20))
    await harness.run(for: 60 * 60)
    #expect(
      provider.callDates == [t0, t0.plus(minutes: 20), t0.plus(minutes: 40), t0.plus(minutes: 60)])
  }

  @Test func afterReloadsAtItsDate() async throws {
    let provider = provider { now in .after(now.plus(minutes: 45)) }
    let harness = try HostHarness([provider.widget()])
    _ = try await harness.host.add(kind: "scripted", family: .systemSmall)
    await harness.run(for: 100 * 60)
    #expect(provider.callDates == [t0, t0.plus(minutes: 45), t0.plus(minutes: 90)])
    let reasons = await harness.host.events.filter { $0.kind == .reload }.map(\.reason)
    #expect(reasons == [.added, .policy, .policy])
  }

  @Test func neverReloadsOnlyWhenTheAppAsks() async throws {
    let provider = provider { _ in .never }
    let harness = try HostHarness([provider.widget()])
    let id = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    #expect(await harness.host.nextReload(of: id) == nil)
    await harness.run(for: 24 * 3600)
    #expect(provider.callDates.count == 1)

    // The app asks through WidgetCenter; the host serves the request at its next step.
    let center = WidgetCenter()
    center.attach(harness.host)
    center.isAppActive = true
    center.reloadTimelines(ofKind: "scripted")
    await harness.run(for: 1)
    #expect(provider.callDates.count == 2)
    #expect(await harness.host.events.last { $0.kind == .reload }?.reason == .app)
  }

  @Test func policyReloadsAreAtLeastFiveMinutesApart() async throws {
    // The policy asks for a reload one minute later, every time.
    let provider = provider(entries: 1) { now in .after(now.plus(minutes: 1)) }
    let harness = try HostHarness([provider.widget()])
    _ = try await harness.host.add(kind: "scripted", family: .systemSmall)
    await harness.run(for: 60 * 60)
    let gaps = zip(provider.callDates, provider.callDates.dropFirst()).map {
      $1.timeIntervalSince($0)
    }
    #expect(gaps.count == 12)
    #expect(gaps.allSatisfy { $0 == 300 })
  }

  @Test func anAtEndTimelineInThePastWaitsTheMinimumInterval() async throws {
    let provider = provider(entries: 1) { _ in .atEnd }
    let harness = try HostHarness([provider.widget()])
    let id = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    #expect(await harness.host.nextReload(of: id) == t0.plus(minutes: 5))
  }

  @Test func widgetCenterRequestsMadeBeforeAHostAttachesAreKept() async throws {
    let provider = provider { _ in .never }
    let harness = try HostHarness([provider.widget()])
    _ = try await harness.host.add(kind: "scripted", family: .systemSmall)
    let center = WidgetCenter()
    center.reloadAllTimelines()
    center.attach(harness.host)
    await harness.run(for: 1)
    #expect(provider.callDates.count == 2)
    #expect(await harness.host.events.last { $0.kind == .reload }?.reason == .appBackground)
    let configurations = try await center.currentConfigurations()
    #expect(configurations.map(\.kind) == ["scripted"])
  }
}

@MainActor
@Suite(.timeLimit(.minutes(3))) struct ZeroIntervalTests {
  /// With no minimum interval, a policy in the past still moves time forward instead of
  /// reloading in a loop at one instant.
  @Test func aPastPolicyWithNoMinimumIntervalDoesNotSpin() async throws {
    var rules = HostConfiguration()
    rules.minimumReloadInterval = 0
    let provider = ScriptedProvider { context, _ in
      .timeline(
        Timeline(
          entries: [LabeledEntry("now", at: context.now)],
          policy: .after(context.now.addingTimeInterval(-60))))
    }
    let harness = try HostHarness([provider.widget()], configuration: rules)
    _ = try await harness.host.add(kind: "scripted", family: .systemSmall)
    await harness.run(for: 0.01)
    #expect(provider.callDates.count <= 12)
    #expect(provider.callDates.count >= 2)
  }
}
