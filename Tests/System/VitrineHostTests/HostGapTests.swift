import Foundation
import Testing
import VitrineHost
import VitrineTestSupport
import VitrineWidgetCore

/// Behaviours that breaking the host on purpose showed no test held.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct HostGapTests {
  func steady() -> ScriptedProvider {
    ScriptedProvider { context, call in
      .timeline(Timeline(entries: [LabeledEntry("\(call)", at: context.now)], policy: .never))
    }
  }

  /// A tap reloads every instance of the tapped widget's kind, not only the tapped one, and no
  /// instance of another kind.
  @Test func aTapReloadsEveryInstanceOfTheKind() async throws {
    let harness = try HostHarness([steady().widget(), steady().widget(kind: "other")])
    var ids: [String] = []
    for _ in 0..<3 {
      ids.append(try await harness.host.add(kind: "scripted", family: .systemSmall).id)
    }
    let other = try await harness.host.add(kind: "other", family: .systemSmall).id
    try await harness.host.perform(CountingIntent(), from: ids[1])
    let reloaded = await harness.host.events
      .filter { $0.kind == .reload && $0.reason == .intent }.map(\.instanceID)
    #expect(reloaded.sorted() == ids.sorted())
    #expect(!reloaded.contains(other))
  }

  /// The gallery shows the provider's snapshot, not the placeholder.
  @Test func theGalleryPreviewIsTheProvidersSnapshot() async throws {
    let harness = try HostHarness([steady().widget()])
    let id = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    let preview = try await harness.host.previewEntry(of: id)
    #expect((preview as? LabeledEntry)?.label == "snapshot")
    let placeholder = try await harness.host.placeholderEntry(of: id)
    #expect((placeholder as? LabeledEntry)?.label == "placeholder")
  }

  /// A removed instance is gone: not listed, not reloaded by a tap on its kind, not restored by
  /// a restarted host; removing it again names it.
  @Test func removeForgetsTheInstance() async throws {
    let folder = try TemporaryFolder("host-remove")
    let harness = try HostHarness([steady().widget()], folder: folder)
    let kept = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    let removed = try await harness.host.add(kind: "scripted", family: .systemMedium).id
    try await harness.host.remove(removed)
    #expect(await harness.host.instances.map(\.id) == [kept])
    try await harness.host.perform(CountingIntent(), from: kept)
    let reloadedAfter = await harness.host.events
      .filter { $0.kind == .reload && $0.reason == .intent }.map(\.instanceID)
    #expect(reloadedAfter == [kept])
    await #expect(throws: WidgetHostError.self) { try await harness.host.remove(removed) }

    let restarted = try HostHarness(
      [steady().widget()], start: harness.clock.now, folder: folder)
    #expect(await restarted.host.instances.map(\.id) == [kept])
  }
}
