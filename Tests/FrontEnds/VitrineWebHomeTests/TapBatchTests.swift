import Foundation
import Synchronization
import Testing

@testable import VitrineWebHome

@Suite struct TapBatchTests {
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
