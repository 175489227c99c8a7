import Foundation

extension WidgetHost {
  /// Defers a reload the budget refused at `now` to the moment the budget frees a slot.
  ///
  /// A deferral must move time forward. A budget that refuses a reload now yet names now (or
  /// earlier) as its next free moment contradicts itself — a window edge counted on one side
  /// and freed on the other, or a window shorter than the clock's precision — and deferring
  /// to that instant would bring the reload due again at once, forever. The host refuses: it
  /// logs a diagnostic naming both dates and tries again after the retry interval.
  func deferByBudget(_ id: String, reason: ReloadReason, budget: RefreshBudget, now: Date) {
    let until = budget.nextAvailableDate(after: now)
    if until > now {
      states[id]?.scheduled = ScheduledReload(date: until, reason: .budgetDeferred)
      log(.deferred, id, reason: reason, nextReload: until)
      return
    }
    let retry = now.addingTimeInterval(Self.retryDelay(configuration.retryInterval))
    states[id]?.scheduled = ScheduledReload(date: retry, reason: .budgetDeferred)
    log(
      .diagnostic, id, nextReload: retry,
      message:
        "the budget refused a reload (\(reason.rawValue)) at \(Self.stamp(now)) with "
        + "\(budget.used(at: now)) of \(budget.limit) used, yet named \(Self.stamp(until)) as "
        + "its next free moment; not deferring to the instant the host is at, retrying later")
  }

  /// The wait before a retry: the configured interval, at least one second, so a retry never
  /// comes due at the instant it was scheduled (15 minutes for a value that is not a number).
  static func retryDelay(_ configured: TimeInterval) -> TimeInterval {
    configured.isNaN ? 15 * 60 : min(max(configured, 1), 24 * 3600)
  }

  /// A date as ISO 8601 with milliseconds, for diagnostics.
  static func stamp(_ date: Date) -> String {
    date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true))
  }
}
