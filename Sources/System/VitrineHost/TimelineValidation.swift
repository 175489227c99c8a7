import Foundation
import VitrineWidgetCore

/// Checks a provider's timeline before the host uses it.
enum TimelineValidation {
  /// The outcome: a timeline sorted by date, with notes about what was fixed, or a rejection.
  enum Outcome {
    case accepted(AnyTimeline, notes: [String])
    case rejected(String)
  }

  /// Rejects an empty timeline; sorts an unsorted one (stably, so equal dates keep their order).
  static func validate(_ timeline: AnyTimeline) -> Outcome {
    guard !timeline.entries.isEmpty else {
      return .rejected("the provider returned a timeline with no entries")
    }
    let dates = timeline.entries.map(\.date)
    guard zip(dates, dates.dropFirst()).contains(where: { $0 > $1 }) else {
      return .accepted(timeline, notes: [])
    }
    let sorted = timeline.entries.enumerated()
      .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
      .map(\.element)
    return .accepted(
      AnyTimeline(entries: sorted, policy: timeline.policy),
      notes: ["the provider's entries were not in date order; the host sorted them"])
  }

  /// The entry to show at `now`: the last one whose date is at or before `now`, if any.
  static func entryIndex(in entries: [any TimelineEntry], at now: Date) -> Int? {
    entries.lastIndex { $0.date <= now }
  }

  /// When the policy asks for the next reload, not sooner than `earliest`; `nil` for `.never`.
  static func reloadDate(for timeline: AnyTimeline, earliest: Date) -> Date? {
    switch timeline.policy.kind {
    case .never: return nil
    case .after(let date): return max(date, earliest)
    case .atEnd:
      let end = timeline.entries.map(\.date).max() ?? earliest
      return max(end, earliest)
    }
  }
}
