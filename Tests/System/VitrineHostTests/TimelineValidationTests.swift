import Foundation
import Testing
import VitrineHost
import VitrineTestSupport
import VitrineWidgetCore

@MainActor
@Suite(.timeLimit(.minutes(3))) struct TimelineValidationTests {
  let t0 = HostHarness.start

  @Test func anEmptyTimelineIsRejectedAndRetriedWithoutLosingWhatIsShown() async throws {
    let t0 = self.t0
    let provider = ScriptedProvider { context, call in
      if call == 1 { return .timeline(Timeline(entries: [], policy: .atEnd)) }
      return .timeline(
        Timeline(
          entries: [LabeledEntry("call \(call)", at: context.now)],
          policy: .after(t0.plus(minutes: 30))))
    }
    let harness = try HostHarness([provider.widget()])
    let id = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    await harness.run(for: 30 * 60)  // the second call answers with nothing
    #expect(await harness.host.shown(id)?.summary == "call 0")
    let diagnostic = try #require(await harness.host.events.last { $0.kind == .diagnostic })
    #expect(diagnostic.message?.contains("no entries") == true)
    #expect(diagnostic.nextReload == t0.plus(minutes: 45))
    await harness.run(for: 15 * 60)
    #expect(await harness.host.shown(id)?.summary == "call 2")
    #expect(await harness.host.events.last { $0.kind == .reload }?.reason == .retry)
  }

  @Test func unsortedEntriesAreSortedWithANote() async throws {
    let t0 = self.t0
    let provider = ScriptedProvider { _, _ in
      .timeline(
        Timeline(
          entries: [
            LabeledEntry("c", at: t0.plus(minutes: 20)), LabeledEntry("a", at: t0),
            LabeledEntry("b", at: t0.plus(minutes: 10)),
          ], policy: .never))
    }
    let harness = try HostHarness([provider.widget()])
    let id = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    #expect(await harness.host.currentTimeline(of: id)?.entries.map(\.summary) == ["a", "b", "c"])
    #expect(await harness.host.shown(id)?.summary == "a")
    #expect(
      await harness.host.events.contains { $0.message?.contains("not in date order") == true })
  }

  @Test func aProviderThatNeverAnswersTimesOutAndTheHostCarriesOn() async throws {
    var rules = HostConfiguration()
    rules.providerTimeout = .milliseconds(50)
    let provider = ScriptedProvider { _, _ in .silence }
    let harness = try HostHarness([provider.widget()], configuration: rules)
    let id = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    #expect(await harness.host.shown(id)?.isPlaceholder == true)
    #expect(await harness.host.events.last?.message?.contains("did not answer") == true)
    #expect(await harness.host.nextReload(of: id) == t0.plus(minutes: 15))
  }

  @Test func aCompletionCalledTwiceCountsOnce() async throws {
    let t0 = self.t0
    let provider = ScriptedProvider { _, _ in
      .twice(
        Timeline(entries: [LabeledEntry("first", at: t0)], policy: .never),
        Timeline(entries: [LabeledEntry("second", at: t0)], policy: .never))
    }
    let harness = try HostHarness([provider.widget()])
    let id = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    #expect(await harness.host.shown(id)?.summary == "first")
    #expect(await harness.host.events.filter { $0.kind == .reload }.count == 1)
  }
}
