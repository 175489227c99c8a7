import Foundation
import VitrineWidgetCore

/// A reload the host will start on its own, and why.
struct ScheduledReload: Sendable {
  var date: Date
  var reason: ReloadReason
}

/// What the host knows about one running widget.
struct InstanceState: Sendable {
  var instance: WidgetInstance
  var budget: RefreshBudget
  /// The current timeline's entries, sorted by date.
  var entries: [any TimelineEntry] = []
  /// The current timeline's reload policy.
  var policy: TimelineReloadPolicy?
  /// Which of `entries` is on screen; `nil` while none of them is due yet.
  var shownIndex: Int?
  /// The entry on screen: from this timeline, or kept from the previous one until this one's
  /// first entry is due; `nil` while the placeholder shows.
  var shownEntry: (any TimelineEntry)?
  /// What is on screen in the log's terms; `nil` until the first timeline was asked for.
  var shown: ShownEntry?
  /// The next reload the host will start on its own.
  var scheduled: ScheduledReload?
  /// What the current timeline shows, dates aside, to tell an identical next timeline.
  var fingerprint: [String]?

  /// The date at which a later entry of the timeline becomes due, if any.
  func nextEntryDate(after now: Date) -> Date? {
    entries.lazy.map(\.date).first { $0 > now }
  }
}
