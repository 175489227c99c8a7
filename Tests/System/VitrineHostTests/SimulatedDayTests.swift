import Foundation
import Testing
import VitrineExampleWidgets
import VitrineHost
import VitrineTestSupport
import VitrineWidgetCore

@MainActor
@Suite(.timeLimit(.minutes(3))) struct SimulatedDayTests {
  let t0 = HostHarness.start

  @Test func theClockWidgetRunsADayOnItsPolicyDates() async throws {
    let harness = try HostHarness(ClockWidget().descriptors)
    let id = try await harness.host.add(kind: "clock", family: .systemSmall).id
    await harness.run(for: 24 * 3600)
    let events = await harness.host.events
    let reloads = events.filter { $0.kind == .reload }
    // Four entries 15 minutes apart from 09:00, reloading at the last: every 45 minutes.
    #expect(reloads.count == 1 + 32)
    for (index, reload) in reloads.enumerated() {
      #expect(reload.time == t0.plus(minutes: Double(index) * 45))
      #expect(reload.nextReload == reload.time.plus(minutes: 45))
    }
    // Every quarter hour shows its entry.
    let shownTimes = events.filter { $0.kind != .diagnostic }.map(\.time)
    #expect(Set(shownTimes).count == 24 * 4 + 1)
    #expect(await harness.host.shown(id)?.summary == "09:00 GMT")
    let statistics = ReloadStatistics(events: events)
    #expect(statistics.closestReloads == TimeInterval(45 * 60))
    #expect(statistics.maxCountedInWindow == 32)
    #expect(statistics.diagnostics == 0)
  }

  @Test func configurationIsValidatedAgainstItsOptions() async throws {
    let harness = try HostHarness(ClockWidget().descriptors)
    await #expect(throws: WidgetHostError.self) {
      try await harness.host.add(
        kind: "clock", family: .systemSmall, configuration: ["timeZone": "Mars/Base"])
    }
    await #expect(throws: WidgetHostError.self) {
      try await harness.host.add(kind: "clock", family: .systemLarge)
    }
    let id = try await harness.host.add(
      kind: "clock", family: .systemSmall, configuration: ["timeZone": "Asia/Tokyo"]
    ).id
    #expect(await harness.host.shown(id)?.summary == "18:00 Asia/Tokyo")
    #expect(await harness.host.instances.first?.configuration == ["timeZone": "Asia/Tokyo"])
  }

  @Test func instancesSurviveARestart() async throws {
    let folder = try TemporaryFolder("restart")
    let first = try HostHarness(ClockWidget().descriptors, folder: folder)
    let small = try await first.host.add(kind: "clock", family: .systemSmall)
    let medium = try await first.host.add(
      kind: "clock", family: .systemMedium, configuration: ["interval": "30"])

    let second = try HostHarness(ClockWidget().descriptors, folder: folder)
    #expect(await second.host.instances == [small, medium])
    await second.host.start()
    #expect(await second.host.shown(medium.id)?.summary == "09:00 GMT")
    #expect(await second.host.events.map(\.reason) == [.added, .added])
  }
}
