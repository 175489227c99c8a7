import Foundation
import Synchronization
import Testing

@testable import VitrineWebHome

@Suite(.timeLimit(.minutes(5))) struct TapBatchTests {
  func tap(_ region: Int) throws -> PendingTap {
    PendingTap(
      instanceID: "w1", region: region, action: "intent Forward",
      appearance: try PageAppearance(query: [:]))
  }

  @Test func tapsArrivingWhileTheQueueIsBusyArePerformedTogether() async throws {
    let queue = ActionQueue()
    let batches = TapBatch()
    let gate = Gate()
    let holder = Task { try await queue.run { await gate.wait() } }
    let performed = Recorded()
    let taps = try (0..<5).map(tap)
    let submitters = taps.map { tap in
      Task {
        try await batches.submit(tap, on: queue) { batch in
          performed.append(batch.map(\.region))
          // The third tap's button is gone; the others go through.
          return batch.map {
            $0.region == 2 ? .failure(RequestError(409, "gone")) : .success(())
          }
        }
      }
    }
    while batches.pendingCount(for: "w1") < 5 { try await Task.sleep(for: .milliseconds(5)) }
    await gate.open()
    _ = try await holder.value
    var outcomes: [Bool] = []
    for submitter in submitters { outcomes.append((try? await submitter.value) != nil) }
    // One batch of all five; only the third failed.
    #expect(performed.batches.count == 1)
    #expect(Set(performed.batches.first ?? []) == [0, 1, 2, 3, 4])
    #expect(outcomes == [true, true, false, true, true])
  }

  @Test func tapsWaitingForTheQueueTakeOneTurnBetweenThem() async throws {
    let queue = ActionQueue()
    let batches = TapBatch()
    let running = Gate()
    let gate = Gate()
    let holder = Task {
      try await queue.run {
        await running.open()
        await gate.wait()
      }
    }
    await running.wait()
    let submitters = try (0..<5).map(tap).map { tap in
      Task { try await batches.submit(tap, on: queue) { batch in batch.map { _ in .success(()) } } }
    }
    while true {
      let waiting = await queue.waitingCount
      if batches.pendingCount(for: "w1") == 5 && waiting >= 1 { break }
      try await Task.sleep(for: .milliseconds(5))
    }
    // Give any further turn time to line up: there must be none.
    try await Task.sleep(for: .milliseconds(50))
    let turns = await queue.waitingCount
    #expect(turns == 1)
    await gate.open()
    _ = try await holder.value
    for submitter in submitters { try await submitter.value }
  }

  @Test func tapsArrivingWhileABatchIsPerformedFormTheNextBatch() async throws {
    let queue = ActionQueue()
    let batches = TapBatch()
    let gate = Gate()
    let performed = Recorded()
    let perform: @Sendable ([PendingTap]) async throws -> [Result<Void, any Error>] = { batch in
      performed.append(batch.map(\.region))
      // The first batch holds the queue until the test has sent the others.
      if batch.first?.region == 0 { await gate.wait() }
      return batch.map { _ in .success(()) }
    }
    let first = Task { try await batches.submit(try tap(0), on: queue, perform: perform) }
    while performed.batches.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
    let later = try (1..<4).map(tap).map { tap in
      Task { try await batches.submit(tap, on: queue, perform: perform) }
    }
    while batches.pendingCount(for: "w1") < 3 { try await Task.sleep(for: .milliseconds(5)) }
    await gate.open()
    try await first.value
    for submitter in later { try await submitter.value }
    #expect(performed.batches.count == 2)
    #expect(performed.batches.first == [0])
    #expect(Set(performed.batches.last ?? []) == [1, 2, 3])
  }

  @Test func aTapOnAnIdleQueueIsPerformedAlone() async throws {
    let batches = TapBatch()
    let performed = Recorded()
    try await batches.submit(try tap(0), on: ActionQueue()) { batch in
      performed.append(batch.map(\.region))
      return [.success(())]
    }
    #expect(performed.batches == [[0]])
  }
}

/// The batches a test's perform function was given.
final class Recorded: Sendable {
  private let values = Mutex<[[Int]]>([])

  var batches: [[Int]] { values.withLock { $0 } }

  func append(_ batch: [Int]) { values.withLock { $0.append(batch) } }
}

/// Holds whoever waits until opened.
actor Gate {
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  func open() {
    isOpen = true
    waiting.forEach { $0.resume() }
    waiting.removeAll()
  }
}
