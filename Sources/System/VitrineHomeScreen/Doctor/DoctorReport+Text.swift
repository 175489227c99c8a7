import Foundation
import VitrineHost

extension DoctorReport {
  /// The report as a person reads it: the figures, then each fault with its evidence and
  /// advice, or a line saying none was found.
  public var text: String {
    let days = end.timeIntervalSince(start) / (24 * 3600)
    var lines = [
      "Reload doctor: \(kind) over \(days.formatted()) days from \(start.formatted(.iso8601)), "
        + "budget \(budget) reloads per 24 h.",
      "What iOS would do:",
      "  reloads asked \(asked) (\(Self.list(askedByReason))), granted \(granted) "
        + "(\(Self.list(grantedByReason))), deferred by the budget \(deferred), failed \(failed)",
      "  about \(Int((Double(granted) / max(days, 1)).rounded())) reloads a day; "
        + "counted against the budget: \(Self.list(countedByReason))",
      "  wasted reloads (identical timelines): \(wasted)"
        + (wasted > 0 ? " (\(Self.list(wastedByReason)))" : ""),
      "  hours showing stale data: \(Self.hours(staleSeconds)); "
        + "showing the placeholder: \(Self.hours(placeholderSeconds))",
    ]
    if let firstDeferral {
      lines.append(
        "  the budget ran out on day\(exhaustedDays.count == 1 ? "" : "s") "
          + "\(exhaustedDays.map(String.init).joined(separator: ", ")), first at "
          + "\(firstDeferral.formatted(.iso8601)); in the 24 h before, it was spent by "
          + Self.list(spentBeforeFirstDeferral))
    }
    if faults.isEmpty {
      lines.append("No fault found: the widget reloads as it asks and within its budget.")
    } else {
      lines.append(
        "Why it looks stale, and what to do (\(faults.count) fault\(faults.count == 1 ? "" : "s")):"
      )
      for fault in faults {
        lines.append("- \(fault.rawValue): \(evidence(for: fault))")
        lines.append("  \(fault.advice)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The figures behind a fault, in words.
  func evidence(for fault: DoctorFault) -> String {
    switch fault {
    case .policyInPast:
      return "\(findings[.policyInPast, default: 0]) timelines asked to be reloaded in the past; "
        + (findingMessages[.policyInPast] ?? "")
    case .entriesInPast:
      return "\(findings[.entriesInPast, default: 0]) timelines had every entry in the past; "
        + (findingMessages[.entriesInPast] ?? "")
    case .wastedReloads:
      return "\(wasted) of \(granted) reloads returned the same timeline as before "
        + "(\(Self.list(wastedByReason)))"
    case .budgetExhausted:
      return "\(deferred) reloads waited for the budget, on \(exhaustedDays.count) of the days; "
        + "the budget was spent by \(Self.list(spentBeforeFirstDeferral))"
    case .appBackgroundSpending:
      return "the app's background reloadTimelines calls asked for "
        + "\(askedByReason[.appBackground, default: 0]) of the \(budgetedAsks) budgeted reloads "
        + "asked for (\(grantedByReason[.appBackground, default: 0]) ran at once, the others "
        + "waited for the budget)"
    case .failedReloads:
      return "\(failed) reloads returned no entries or no answer (the host retried each later, "
        + "at a budget cost)"
    case .placeholderShown:
      return "the placeholder showed for \(Self.hours(placeholderSeconds)) h"
    }
  }

  /// `3 policy, 2 app` in the order of ``ReloadReason``'s cases; `none` when empty.
  static func list(_ counts: [ReloadReason: Int]) -> String {
    let parts = ReloadReason.allCases.compactMap { reason in
      counts[reason].map { "\($0) \(reason.rawValue)" }
    }
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
  }

  /// Seconds as hours with one decimal: `12.5`.
  static func hours(_ seconds: TimeInterval) -> String {
    ((seconds / 3600 * 10).rounded() / 10).formatted()
  }
}
