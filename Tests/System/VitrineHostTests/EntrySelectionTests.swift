import Foundation
import Testing
import VitrineHost
import VitrineTestSupport
import VitrineWidgetCore

@MainActor
@Suite(.timeLimit(.minutes(3))) struct EntrySelectionTests {
  let t0 = HostHarness.start

  @Test func showsTheLastEntryAtOrBeforeNow() async throws {
    let t0 = self.t0
    let provider = ScriptedProvider { _, _ in
      .timeline(
        Timeline(
          entries: [
            LabeledEntry("a", at: t0), LabeledEntry("b", at: t0.plus(minutes: 10)),
            LabeledEntry("c", at: t0.plus(minutes: 20)),
          ], policy: .never))
    }
    let harness = try HostHarness([provider.widget()])
    let id = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    #expect(await harness.host.shown(id)?.summary == "a")
    await harness.run(for: 9 * 60)
    #expect(await harness.host.shown(id)?.summary == "a")
    await harness.run(for: 60)  // exactly the second entry's date
    #expect(await harness.host.shown(id)?.summary == "b")
    await harness.run(for: 3600)
    #expect(await harness.host.shown(id)?.summary == "c")
    let entryEvents = await harness.host.events.filter { $0.kind == .entry }
    #expect(entryEvents.map(\.time) == [t0.plus(minutes: 10), t0.plus(minutes: 20)])
  }

  @Test func aNewWidgetShowsItsPlaceholderUntilTheFirstEntryIsDue() async throws {
    let t0 = self.t0
    let provider = ScriptedProvider { _, _ in
      .timeline(
        Timeline(entries: [LabeledEntry("later", at: t0.plus(minutes: 30))], policy: .never))
    }
    let harness = try HostHarness([provider.widget()])
    let id = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    #expect(await harness.host.shown(id)?.isPlaceholder == true)
    #expect((try await harness.host.currentEntry(of: id) as? LabeledEntry)?.label == "placeholder")
    await harness.run(for: 30 * 60)
    #expect(await harness.host.shown(id)?.summary == "later")
  }

  @Test func beforeANewTimelineStartsThePreviousEntryStays() async throws {
    let t0 = self.t0
    let provider = ScriptedProvider { context, call in
      // The second timeline starts 20 minutes after it was asked for.
      let start = call == 0 ? t0 : context.now.plus(minutes: 20)
      return .timeline(
        Timeline(entries: [LabeledEntry("timeline \(call)", at: start)], policy: .never))
    }
    let harness = try HostHarness([provider.widget()])
    let id = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    await harness.run(for: 60)
    await harness.host.reloadTimelines(ofKind: "scripted", fromActiveApp: true)
    #expect(await harness.host.shown(id)?.summary == "timeline 0")
    await harness.run(for: 20 * 60)
    #expect(await harness.host.shown(id)?.summary == "timeline 1")
  }
}
