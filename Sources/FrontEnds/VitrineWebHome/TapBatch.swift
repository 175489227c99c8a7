import Foundation
import Synchronization

/// A tap the page sent, waiting to be performed.
struct PendingTap: Sendable {
  var instanceID: String
  var region: Int
  var action: String
  var appearance: PageAppearance
}

/// Gathers taps on the same widget that arrive while the home screen is busy, so they are
/// performed together and the widget reloads once for all of them.
///
/// Every tap is added to its instance's pending list. The first tap of a list asks for a turn
/// of the home screen's one queue; the taps that arrive before that turn runs join it, so each
/// instance has at most one turn waiting, however many taps wait. The turn takes every tap
/// pending for the instance and performs them in arrival order; a tap arriving after that asks
/// for the next turn. Each submitter gets its own tap's result.
///
/// One turn per batch rather than one per tap matters under load: a turn that finds its tap
/// already done still waits for the queue and wakes a thread, and such turns ran one after
/// another between batches.
final class TapBatch: Sendable {
  private struct Waiting {
    var tap: PendingTap
    var done: CheckedContinuation<Void, any Error>
  }
  /// The taps of each instance whose turn has not started yet.
  private let pending = Mutex<[String: [Waiting]]>([:])

  /// How many taps on `instanceID` wait for their turn to start.
  func pendingCount(for instanceID: String) -> Int {
    pending.withLock { $0[instanceID]?.count ?? 0 }
  }

  /// Performs `tap` in a turn of `queue`, batched with the taps on its instance pending then:
  /// `perform` answers one result per tap, in order.
  func submit(
    _ tap: PendingTap, on queue: ActionQueue,
    perform: @escaping @Sendable ([PendingTap]) async throws -> [Result<Void, any Error>]
  ) async throws {
    let id = tap.instanceID
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      let first = pending.withLock { pending in
        pending[id, default: []].append(Waiting(tap: tap, done: continuation))
        return pending[id]?.count == 1
      }
      guard first else { return }
      // The turn cannot fail: whatever `perform` throws goes to the batch's submitters.
      Task { _ = try? await queue.run { await self.performPending(of: id, perform) } }
    }
  }

  /// Takes the taps pending for `id` and performs them, resuming each submitter.
  private func performPending(
    of id: String,
    _ perform: @Sendable ([PendingTap]) async throws -> [Result<Void, any Error>]
  ) async {
    let batch = pending.withLock { $0.removeValue(forKey: id) ?? [] }
    guard !batch.isEmpty else { return }
    do {
      let results = try await perform(batch.map(\.tap))
      for (index, waiting) in batch.enumerated() {
        waiting.done.resume(with: index < results.count ? results[index] : .success(()))
      }
    } catch {
      for waiting in batch { waiting.done.resume(throwing: error) }
    }
  }
}
