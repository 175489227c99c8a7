import Foundation
import VitrineHost
import VitrineWidgetCore

/// Runs a widget through a simulated week of use on a session's host (its real reload policy,
/// minimum interval and budget) and reports what iOS would do with it and why it looks stale.
///
/// ```swift
/// let session = try HomeSession(environment: .process(), start: start)
/// let instance = try await session.add(kind: "clock", family: .systemSmall)
/// let report = try await ReloadDoctor.examine(instance, in: session, scenario: .week())
/// print(report.text)
/// ```
public enum ReloadDoctor {
  /// Plays `scenario` from the session clock's time on `instance` (already added), stepping
  /// the clock from event to event, and reports on the host's events for it.
  ///
  /// During the scenario's outages the process has no network (see `NetworkOutage`).
  @MainActor public static func examine(
    _ instance: WidgetInstance, in session: HomeSession, scenario: DoctorScenario
  ) async throws -> DoctorReport {
    let start = session.clock.now
    let end = start.addingTimeInterval(Double(scenario.days) * 24 * 3600)
    let network = NetworkOutage()
    defer { network.end() }
    var taps = 0
    for (moment, what) in scenario.moments(from: start) {
      guard !Task.isCancelled else { break }
      await session.host.run(until: moment, on: session.clock)
      switch what {
      case .appOpen:
        await session.host.reloadTimelines(ofKind: instance.kind, fromActiveApp: true)
      case .backgroundReload:
        await session.host.reloadTimelines(ofKind: instance.kind, fromActiveApp: false)
      case .tap:
        // A widget that cannot be drawn now (or has no buttons) is not tapped.
        guard let buttons = try? await session.present(instance).buttons, !buttons.isEmpty
        else { continue }
        try await session.tap(buttons[taps % buttons.count], on: instance)
        taps += 1
      case .networkDown: network.begin()
      case .networkUp: network.end()
      }
    }
    await session.host.run(until: end, on: session.clock)
    let events = await session.host.events.filter { $0.instanceID == instance.id }
    return DoctorReport(
      kind: instance.kind, events: events, start: start, end: end,
      configuration: await session.host.configuration, scenario: scenario, taps: taps)
  }
}
