import Foundation
import VitrineHost

/// What ``ReloadDoctor`` found: the host's figures for one widget over the scenario, the faults
/// that explain them and what to do.
public struct DoctorReport: Sendable {
  /// The widget kind.
  public var kind: String
  /// The simulated span.
  public var start: Date
  /// Its end.
  public var end: Date
  /// The daily budget the host applied.
  public var budget: Int
  /// Reloads asked for, by reason: run, deferred by the budget or failed.
  public var askedByReason: [ReloadReason: Int] = [:]
  /// Reloads the host ran and the provider answered, by reason.
  public var grantedByReason: [ReloadReason: Int] = [:]
  /// Reloads the budget refused (each ran later, as `budget-deferred`).
  public var deferred = 0
  /// Reloads whose provider returned no entries or did not answer.
  public var failed = 0
  /// Reloads that returned the timeline the widget already had, by the reason of the reload.
  public var wastedByReason: [ReloadReason: Int] = [:]
  /// Reloads (and failed attempts) that counted against the budget, by reason.
  public var countedByReason: [ReloadReason: Int] = [:]
  /// The host's warnings, by finding.
  public var findings: [HostFinding: Int] = [:]
  /// The first warning's message for each finding.
  public var findingMessages: [HostFinding: String] = [:]
  /// Seconds spent showing the placeholder.
  public var placeholderSeconds: TimeInterval = 0
  /// Seconds spent past the date the widget's own timeline asked to be reloaded at, or after a
  /// failed reload, waiting for a new timeline.
  public var staleSeconds: TimeInterval = 0
  /// Days (from 1) on which the budget ran out, and when it first did.
  public var exhaustedDays: [Int] = []
  /// When the budget first refused a reload.
  public var firstDeferral: Date?
  /// The counted reloads in the 24 hours before the first deferral, by reason: which calls
  /// spent the budget.
  public var spentBeforeFirstDeferral: [ReloadReason: Int] = [:]
  /// The faults found, most serious first.
  public var faults: [DoctorFault] = []
  /// Taps performed.
  public var taps: Int

  /// All reloads asked for.
  public var asked: Int { askedByReason.values.reduce(0, +) }
  /// All reloads granted.
  public var granted: Int { grantedByReason.values.reduce(0, +) }
  /// All wasted reloads.
  public var wasted: Int { wastedByReason.values.reduce(0, +) }
  /// The budgeted reloads asked for in the first place: by policy, by the app from the
  /// background, and retries (a deferred reload, run later, is not asked for again).
  public var budgetedAsks: Int {
    [ReloadReason.policy, .appBackground, .retry].reduce(0) { $0 + askedByReason[$1, default: 0] }
  }

  /// Works the report out from the host's `events` for one instance.
  public init(
    kind: String, events: [HostEvent], start: Date, end: Date, configuration: HostConfiguration,
    scenario: DoctorScenario, taps: Int = 0
  ) {
    self.kind = kind
    self.start = start
    self.end = end
    self.budget = configuration.dailyBudget
    self.taps = taps
    var lastReason: ReloadReason?
    // The widget is stale from `dueSince` until the next answered reload.
    var dueSince: Date?
    var placeholderSince: Date?
    let events = events.sorted { $0.time < $1.time }
    var counted: [(Date, ReloadReason)] = []
    var stale: TimeInterval = 0

    func closeStale(at time: Date) {
      if let since = dueSince, time > since { stale += time.timeIntervalSince(since) }
      dueSince = nil
    }

    for event in events {
      // Placeholder time: from an event that shows it to the next that does not.
      let showsPlaceholder = event.shown?.isPlaceholder ?? false
      if showsPlaceholder, placeholderSince == nil { placeholderSince = event.time }
      if !showsPlaceholder, event.shown != nil, let since = placeholderSince {
        placeholderSeconds += event.time.timeIntervalSince(since)
        placeholderSince = nil
      }
      switch event.kind {
      case .reload:
        guard let reason = event.reason else { break }
        askedByReason[reason, default: 0] += 1
        grantedByReason[reason, default: 0] += 1
        if reason.countsAgainstBudget { counted.append((event.time, reason)) }
        lastReason = reason
        closeStale(at: event.time)
        if let requested = event.requestedReload {
          // Late by more than the minimum interval's slack: waiting counts as stale.
          dueSince = max(requested, event.time)
        }
      case .deferred:
        if let reason = event.reason { askedByReason[reason, default: 0] += 1 }
        deferred += 1
        if firstDeferral == nil {
          firstDeferral = event.time
          let windowStart = event.time.addingTimeInterval(-configuration.budgetWindow)
          for (time, reason) in counted where time > windowStart {
            spentBeforeFirstDeferral[reason, default: 0] += 1
          }
        }
        let day = Int(event.time.timeIntervalSince(start) / (24 * 3600)) + 1
        if exhaustedDays.last != day { exhaustedDays.append(day) }
      case .diagnostic:
        // A failed attempt carries the reason of the reload it was.
        guard let reason = event.reason else { break }
        askedByReason[reason, default: 0] += 1
        failed += 1
        if reason.countsAgainstBudget { counted.append((event.time, reason)) }
        if dueSince == nil { dueSince = event.time }
      case .warning:
        guard let finding = event.finding else { break }
        findings[finding, default: 0] += 1
        if findingMessages[finding] == nil { findingMessages[finding] = event.message }
        if finding == .identicalTimeline, let lastReason {
          wastedByReason[lastReason, default: 0] += 1
        }
      case .entry, .intent:
        break
      }
    }
    closeStale(at: end)
    staleSeconds = stale
    if let since = placeholderSince { placeholderSeconds += end.timeIntervalSince(since) }
    for (reason, count) in counted.reduce(
      into: [ReloadReason: Int](), { $0[$1.1, default: 0] += 1 })
    {
      countedByReason[reason] = count
    }
    faults = Self.faults(in: self)
  }

  /// The faults the figures show, most serious first.
  static func faults(in report: DoctorReport) -> [DoctorFault] {
    var faults: [DoctorFault] = []
    if report.findings[.policyInPast, default: 0] > 0 { faults.append(.policyInPast) }
    if report.findings[.entriesInPast, default: 0] > 0 { faults.append(.entriesInPast) }
    if report.deferred > 0 { faults.append(.budgetExhausted) }
    // The app's background calls are a fault when they are at least half of the budgeted
    // reloads asked for (a deferred one runs later as `budget-deferred`, so asks are counted)
    // and more than a quarter of the whole budget a day.
    let background = report.askedByReason[.appBackground, default: 0]
    let budgetedAsks = report.budgetedAsks
    let days = max(1, report.end.timeIntervalSince(report.start) / (24 * 3600))
    if background > 0, background * 2 >= budgetedAsks,
      Double(background) * 4 > days * Double(report.budget)
    {
      faults.append(.appBackgroundSpending)
    }
    // One reload in four that changed nothing is more than a widget needs.
    if report.wasted >= 3, report.wasted * 4 >= report.granted { faults.append(.wastedReloads) }
    if report.failed > 0 { faults.append(.failedReloads) }
    if report.placeholderSeconds >= 60 { faults.append(.placeholderShown) }
    return faults
  }
}
