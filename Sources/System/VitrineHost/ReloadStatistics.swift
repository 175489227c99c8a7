import Foundation

/// Figures about the reloads in an event log: how many, why, how close, how many per window.
public struct ReloadStatistics: Sendable, Hashable, Codable {
  /// Reloads by reason.
  public var reloadsByReason: [String: Int]
  /// All reloads.
  public var reloads: Int
  /// Reloads the budget refused (each runs later).
  public var deferred: Int
  /// Diagnostics logged.
  public var diagnostics: Int
  /// Warnings logged (see ``HostFinding``), by finding.
  public var warningsByFinding: [String: Int] = [:]
  /// All warnings.
  public var warnings: Int { warningsByFinding.values.reduce(0, +) }
  /// The shortest time between two consecutive reloads of one instance, in seconds.
  public var closestReloads: TimeInterval?
  /// The most reloads that counted against the budget in any window of `window` seconds.
  public var maxCountedInWindow: Int

  /// Computes the figures from `events`, with a budget window of `window` seconds.
  public init(events: [HostEvent], window: TimeInterval = 24 * 3600) {
    let reloadEvents = events.filter { $0.kind == .reload }
    reloads = reloadEvents.count
    reloadsByReason = Dictionary(grouping: reloadEvents) { $0.reason?.rawValue ?? "?" }
      .mapValues(\.count)
    deferred = events.filter { $0.kind == .deferred }.count
    diagnostics = events.filter { $0.kind == .diagnostic }.count
    warningsByFinding = Dictionary(
      grouping: events.filter { $0.kind == .warning }, by: { $0.finding?.rawValue ?? "?" }
    ).mapValues(\.count)

    var closest: TimeInterval?
    var maxCounted = 0
    for (_, own) in Dictionary(grouping: events, by: \.instanceID) {
      // Budget-counted attempts: reloads and retries after failures both count.
      let attempts = own.filter {
        ($0.kind == .reload || ($0.kind == .diagnostic && $0.reason != nil))
      }
      let times = attempts.map(\.time)
      for (earlier, later) in zip(times, times.dropFirst()) {
        // Dates are binary fractions of seconds; keep gaps to the millisecond.
        let gap = (later.timeIntervalSince(earlier) * 1000).rounded() / 1000
        closest = min(closest ?? gap, gap)
      }
      let counted = attempts.filter { $0.reason?.countsAgainstBudget ?? false }.map(\.time)
      var start = 0
      for end in counted.indices {
        while counted[end].timeIntervalSince(counted[start]) >= window { start += 1 }
        maxCounted = max(maxCounted, end - start + 1)
      }
    }
    closestReloads = closest
    maxCountedInWindow = maxCounted
  }
}
