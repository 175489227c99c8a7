import Foundation
import Synchronization

/// What changed on the home screen, numbered, for the page's Server-Sent Events stream.
///
/// Every update gets the next sequence number. A stream request names the last number it saw
/// and is answered with everything after it, or, when nothing is newer, waits until something
/// is published or the wait ends. The last ``capacity`` updates are kept; a request for older
/// ones gets a `reset` update, after which the page reloads its state.
final class UpdateFeed: Sendable {
  /// One published update.
  struct Update: Sendable, Equatable {
    /// Its number, from 1.
    var sequence: Int
    /// The event name the page listens for (`event`, `widget`, `clock`, `layout`, `reset`).
    var type: String
    /// Its JSON payload.
    var json: String
  }

  /// How many updates are kept for late readers.
  let capacity: Int

  private struct State {
    var sequence = 0
    var recent: [Update] = []
    var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]
    var closed = false
  }
  private let state = Mutex(State())

  /// Creates an empty feed keeping `capacity` updates.
  init(capacity: Int = 1000) { self.capacity = max(1, capacity) }

  /// The number of the last update published.
  var lastSequence: Int { state.withLock { $0.sequence } }

  /// The kept updates of `type` and the number of the last update of any type, read together,
  /// so a reader that continues from that number misses nothing and sees nothing twice.
  func snapshot(of type: String) -> (sequence: Int, updates: [Update]) {
    state.withLock { state in (state.sequence, state.recent.filter { $0.type == type }) }
  }

  /// Publishes an update and wakes every waiting reader.
  func publish(_ type: String, _ json: String) {
    let woken = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.sequence += 1
      state.recent.append(Update(sequence: state.sequence, type: type, json: json))
      if state.recent.count > capacity { state.recent.removeFirst(state.recent.count - capacity) }
      defer { state.waiters.removeAll() }
      return Array(state.waiters.values)
    }
    woken.forEach { $0.resume() }
  }

  /// Wakes every waiting reader and answers later ones at once: the server is stopping.
  func close() {
    let woken = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.closed = true
      defer { state.waiters.removeAll() }
      return Array(state.waiters.values)
    }
    woken.forEach { $0.resume() }
  }

  /// The updates after `sequence`, waiting up to `timeout` for one when there is none yet.
  func updates(after sequence: Int, timeout: Duration) async -> [Update] {
    let ready = self.ready(after: sequence)
    if !ready.isEmpty { return ready }
    let id = UUID()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let waitsNow = state.withLock { state -> Bool in
        // Something may have been published between the check above and now.
        guard state.sequence <= sequence, !state.closed else { return false }
        state.waiters[id] = continuation
        return true
      }
      guard waitsNow else { return continuation.resume() }
      Task { [weak self] in
        try? await Task.sleep(for: timeout)
        self?.state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
      }
    }
    return self.ready(after: sequence)
  }

  private func ready(after sequence: Int) -> [Update] {
    state.withLock { state in
      guard sequence < state.sequence else { return [] }
      let oldest = state.recent.first?.sequence ?? state.sequence + 1
      if sequence < oldest - 1 || sequence < 0 {
        return [Update(sequence: state.sequence, type: "reset", json: "{}")]
      }
      return state.recent.filter { $0.sequence > sequence }
    }
  }

  /// The stream's body for `updates`: each as `id`, `event` and `data` lines, after a `retry`
  /// line asking the browser to reconnect at once (each response carries what was ready and
  /// ends; the browser's `EventSource` reconnects with `Last-Event-ID`).
  static func eventStream(_ updates: [Update], retryMilliseconds: Int) -> String {
    var text = "retry: \(retryMilliseconds)\n\n"
    if updates.isEmpty { text += ": nothing new\n\n" }
    for update in updates {
      // JSON never holds a raw newline, so one data line carries it.
      text += "id: \(update.sequence)\nevent: \(update.type)\ndata: \(update.json)\n\n"
    }
    return text
  }
}
