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
/// Every tap is added to its instance's pending list, then its submitter asks for a turn (the
/// home screen's one queue). The first turn to run takes every tap pending for the instance
/// and performs them in arrival order; later turns find their taps already done and return.
/// Each submitter gets its own tap's result.
final class TapBatch: Sendable {
  private struct Waiting {
    var tap: PendingTap
    var done: CheckedContinuation<Void, any Error>
  }
  private let pending = Mutex<[String: [Waiting]]>([:])

  /// How many taps on `instanceID` wait for a turn.
  func pendingCount(for instanceID: String) -> Int {
    pending.withLock { $0[instanceID]?.count ?? 0 }
  }

  /// Performs `tap` in a turn of `queue`, batched with the taps on its instance pending then:
  /// `perform` answers one result per tap, in order.
  func submit(
    _ tap: PendingTap, on queue: ActionQueue,
    perform: @escaping @Sendable ([PendingTap]) async throws -> [Result<Void, any Error>]
  ) async throws {
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      pending.withLock {
        $0[tap.instanceID, default: []].append(Waiting(tap: tap, done: continuation))
      }
      Task {
        try? await queue.run {
          let batch = self.pending.withLock { $0.removeValue(forKey: tap.instanceID) ?? [] }
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
    }
  }
}
