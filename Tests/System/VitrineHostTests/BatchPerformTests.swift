import Foundation
import Synchronization
import Testing
import VitrineHost
import VitrineTestSupport
import VitrineWidgetCore

@MainActor
@Suite(.timeLimit(.minutes(3))) struct BatchPerformTests {
  @Test func intentsTappedTogetherAreEachPerformedAndReloadTheKindOnce() async throws {
    let provider = ScriptedProvider { context, call in
      .timeline(Timeline(entries: [LabeledEntry("\(call)", at: context.now)], policy: .never))
    }
    let harness = try HostHarness([provider.widget()])
    let first = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    let second = try await harness.host.add(kind: "scripted", family: .systemMedium).id
    let before = await harness.host.events.count
    let counter = TapCounter()
    try await harness.host.perform(
      [counter.intent(), counter.intent(), counter.intent()], from: first)
    let events = await harness.host.events.dropFirst(before)
    // Three intents performed, in order, and logged; then one reload per instance of the kind
    // (2), none of them spending budget.
    #expect(counter.count == 3)
    #expect(events.filter { $0.kind == .intent }.map(\.instanceID) == [first, first, first])
    let reloads = events.filter { $0.kind == .reload }
    #expect(reloads.map(\.instanceID) == [first, second])
    #expect(reloads.allSatisfy { $0.reason == .intent })
    #expect(await harness.host.budgetUsed(by: first) == 0)
    // Two adds and one batch: the provider answered 2 + 2 = 4 times.
    #expect(provider.callDates.count == 4)
  }

  @Test func anEmptyBatchDoesNothingAndAnUnknownInstanceIsAnError() async throws {
    let provider = ScriptedProvider { context, _ in
      .timeline(Timeline(entries: [LabeledEntry("e", at: context.now)], policy: .never))
    }
    let harness = try HostHarness([provider.widget()])
    let id = try await harness.host.add(kind: "scripted", family: .systemSmall).id
    let before = await harness.host.events.count
    try await harness.host.perform([], from: id)
    #expect(await harness.host.events.count == before)
    await #expect(throws: WidgetHostError.self) {
      try await harness.host.perform([TapCounter().intent()], from: "w99")
    }
  }
}

/// Counts the performances of its intents.
final class TapCounter: Sendable {
  private let performed = Mutex(0)

  var count: Int { performed.withLock { $0 } }

  func intent() -> TapIntent { TapIntent(counter: self) }

  fileprivate func add() { performed.withLock { $0 += 1 } }
}

/// An intent that counts itself on its counter.
struct TapIntent: AppIntent {
  static let title: LocalizedStringResource = "Tap"
  var counter: TapCounter?

  init() { counter = nil }
  init(counter: TapCounter) { self.counter = counter }

  func perform() async throws -> some IntentResult {
    counter?.add()
    return .result()
  }
}
