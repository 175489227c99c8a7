import Foundation
import Testing
import VitrineHost
import VitrineTestSupport
import VitrineWidgetCore

/// The host's warnings for what iOS developers get wrong with timelines (Apple's "Keeping a
/// widget up to date": entries are shown from their dates, a reload date is when WidgetKit
/// may ask again): entries dated in the past, a reload policy in the past, identical timelines.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct HostFindingTests {
  let t0 = HostHarness.start

  func warnings(
    hours: Double,
    _ script: @escaping @Sendable (TimelineProviderContext, Int) -> ScriptedProvider.Answer
  ) async throws -> [HostEvent] {
    let harness = try HostHarness([ScriptedProvider(script).widget()])
    try await harness.host.add(kind: "scripted", family: .systemSmall)
    await harness.run(for: hours * 3600)
    return await harness.host.events.filter { $0.kind == .warning }
  }

  /// Entries dated two hours before the reload, and a policy 30 minutes after that: both in
  /// the past at every reload, which the host holds to one per 5 minutes.
  @Test func entriesAndPolicyInThePastAreWarned() async throws {
    let cached = t0.addingTimeInterval(-2 * 3600)
    let events = try await warnings(hours: 1) { _, _ in
      .timeline(
        Timeline(
          entries: [LabeledEntry("cached", at: cached)],
          policy: .after(cached.addingTimeInterval(30 * 60))))
    }
    // Reloads at 09:00, 09:05, …, 10:00: 13, each with both warnings.
    #expect(events.filter { $0.finding == .entriesInPast }.count == 13)
    #expect(events.filter { $0.finding == .policyInPast }.count == 13)
    let first = try #require(events.first { $0.finding == .policyInPast })
    #expect(first.message?.contains("1 h 30 min ago") == true)
  }

  /// The same content every reload: every timeline after the first is identical.
  @Test func identicalTimelinesAreWarned() async throws {
    let events = try await warnings(hours: 1) { context, _ in
      .timeline(
        Timeline(
          entries: [LabeledEntry("21°", at: context.now)],
          policy: .after(context.now.addingTimeInterval(15 * 60))))
    }
    // Reloads at 09:00, 09:15, 09:30, 09:45, 10:00: the last four repeat the first.
    #expect(events.map(\.finding) == Array(repeating: .identicalTimeline, count: 4))
  }

  /// Entries dated now, new content, a policy in the future: nothing to warn about, and an
  /// entry one minute in the past (a provider's `Date()` read before a slow fetch) is "now".
  @Test func aCorrectTimelineHasNoWarning() async throws {
    let events = try await warnings(hours: 2) { context, call in
      .timeline(
        Timeline(
          entries: [LabeledEntry("reading \(call)", at: context.now.addingTimeInterval(-50))],
          policy: .after(context.now.addingTimeInterval(30 * 60))))
    }
    #expect(events.isEmpty)
  }
}
