import Synchronization

/// The latest result worked out for each widget instance and appearance, tagged with the
/// version of the instance it shows, so that requests wanting that version or an older one
/// share it instead of working it out again.
///
/// While a result is being worked out, everyone wanting its version or an older one waits for
/// it (several tabs, or a burst of taps); a request for a newer version starts one new piece
/// of work, which replaces the older result. A result that fails is not kept.
final class LatestResults<Value: Sendable>: Sendable {
  /// A result, worked out or under way.
  private struct Work {
    var version: Int
    var task: Task<Value, any Error>
  }

  /// The latest work by instance, then appearance.
  private let latest = Mutex<[String: [String: Work]]>([:])

  /// The result for `id` in `appearance` showing version `wanted` or later: the kept one when
  /// it is that new, or else the one `work` answers, tagged `current`.
  ///
  /// `current` must be the instance's version read before calling, and `work` must read the
  /// state it shows after it starts: then its result shows version `current` or a newer one,
  /// never an older one. `wanted` is at most `current`.
  func value(
    of id: String, appearance: String, wanted: Int, current: Int,
    work: @escaping @Sendable () async throws -> Value
  ) async throws -> (value: Value, version: Int) {
    let wanted = min(wanted, current)
    let chosen = latest.withLock { latest -> Work in
      if let kept = latest[id]?[appearance], kept.version >= wanted { return kept }
      let fresh = Work(version: current, task: Task { try await work() })
      latest[id, default: [:]][appearance] = fresh
      return fresh
    }
    do {
      return (try await chosen.task.value, chosen.version)
    } catch {
      // A failed piece of work is not kept: the next request tries again.
      latest.withLock { latest in
        if latest[id]?[appearance]?.version == chosen.version {
          latest[id]?[appearance] = nil
          if latest[id]?.isEmpty == true { latest[id] = nil }
        }
      }
      throw error
    }
  }

  /// The version of the result kept for `id` in `appearance`, if any.
  func keptVersion(of id: String, appearance: String) -> Int? {
    latest.withLock { $0[id]?[appearance]?.version }
  }

  /// Forgets every result for an instance.
  func forget(_ id: String) {
    _ = latest.withLock { $0.removeValue(forKey: id) }
  }
}
