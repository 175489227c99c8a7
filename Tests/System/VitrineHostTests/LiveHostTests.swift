import Foundation
import Testing
import VitrineAppGroupStore
import VitrineHost
import VitrineTestSupport
import VitrineWidgetCore

/// The host on the system clock, as the web home screen will run it: real time, shortened rules.
@Suite(.timeLimit(.minutes(3))) struct LiveHostTests {
  /// Waits, up to `seconds` of real time, until `condition` holds.
  func eventually(
    within seconds: Double = 120, _ condition: () async -> Bool
  ) async throws -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if await condition() { return true }
      try await Task.sleep(for: .milliseconds(50))
    }
    return await condition()
  }

  @Test func runFollowsTheSystemClockAndServesWidgetCenter() async throws {
    var rules = HostConfiguration()
    rules.minimumReloadInterval = 0.2
    // Every timeline asks for a reload 0.1 s after it was made; the host waits 0.2 s.
    let provider = ScriptedProvider { context, call in
      .timeline(
        Timeline(
          entries: [LabeledEntry("\(call)", at: context.now)],
          policy: .after(context.now.addingTimeInterval(0.1))))
    }
    let folder = try TemporaryFolder("live-host")
    let store = try AppGroupStore(directory: folder.url)
    let host = try WidgetHost(widgets: [provider.widget()], store: store, configuration: rules)
    _ = try await host.add(kind: "scripted", family: .systemSmall)
    let running = Task { await host.run() }
    defer { running.cancel() }

    #expect(try await eventually { await host.events.filter { $0.reason == .policy }.count >= 3 })

    let center = WidgetCenter()
    center.attach(host)
    center.isAppActive = true
    center.reloadTimelines(ofKind: "scripted")
    #expect(try await eventually { await host.events.contains { $0.reason == .app } })
    running.cancel()
    await running.value

    // Reloads the host starts itself are never closer than the minimum interval.
    let policyTimes = await host.events.filter { $0.reason == .policy }.map(\.time)
    let gaps = zip(policyTimes, policyTimes.dropFirst()).map { $1.timeIntervalSince($0) }
    #expect(gaps.allSatisfy { $0 >= 0.19 })  // the log stamps a moment after the reload began
  }
}
