import Foundation
import VitrineWidgetCore

/// A timeline the host accepted but that iOS would run in a way its developer most likely did
/// not mean: the mistakes that make a widget look stale or spend its budget for nothing.
public enum HostFinding: String, Sendable, Hashable, Codable, CaseIterable {
  /// Every entry is dated more than a minute before the reload that returned it: the provider
  /// dates its entries from another clock (a cached date, a fixed date), so the widget shows
  /// its last entry at once and the others never.
  case entriesInPast = "entries-in-past"
  /// The reload policy asks for a date at or before the reload itself (`.after` a past date, or
  /// `.atEnd` of entries all in the past): iOS reloads as soon as it allows, which spends the
  /// budget in hours.
  case policyInPast = "policy-in-past"
  /// The timeline shows the same content as the previous one (entry dates aside): the reload
  /// changed nothing on screen and spent a reload for nothing.
  case identicalTimeline = "identical-timeline"
}

/// Finds ``HostFinding``s in the timelines a widget returns.
enum TimelineFindings {
  /// How far before the reload an entry may be dated and still count as "now".
  static let pastSlack: TimeInterval = 60
  /// The most entries, and characters of one entry, a content fingerprint reads.
  static let fingerprintEntries = 200
  static let fingerprintCharacters = 500

  /// The findings of `timeline`, returned by a reload started at `startedAt`, whose previous
  /// timeline had `previous` as its fingerprint; with the message to log for each.
  static func check(
    _ timeline: AnyTimeline, startedAt: Date, fingerprint: [String], previous: [String]?
  ) -> [(HostFinding, String)] {
    var findings: [(HostFinding, String)] = []
    let latest = timeline.entries.map(\.date).max() ?? startedAt
    if latest < startedAt.addingTimeInterval(-pastSlack) {
      findings.append(
        (
          .entriesInPast,
          "every entry is dated before this reload (the latest \(ago(latest, startedAt))); "
            + "the widget shows its last entry at once: date entries from the time the provider "
            + "is called (Date(), or context's date in a test)"
        ))
    }
    if let requested = TimelineValidation.reloadDate(for: timeline, earliest: .distantPast),
      requested <= startedAt.addingTimeInterval(1)
    {
      findings.append(
        (
          .policyInPast,
          "the reload policy \(timeline.policy) asks for a date at or before this reload "
            + "(\(ago(requested, startedAt))); the host reloads again as soon as its minimum "
            + "interval allows, which spends the daily budget in hours"
        ))
    }
    if let previous, previous == fingerprint {
      findings.append(
        (
          .identicalTimeline,
          "the timeline is identical to the previous one (\(timeline.entries.count) entries, "
            + "dates aside): this reload changed nothing on screen"
        ))
    }
    return findings
  }

  /// What `timeline` shows, dates aside: each entry's description (its `description`, else its
  /// stored properties other than `date`, or its date when it holds nothing else, as a clock's
  /// entry) and the policy's kind. Bounded in entries and length.
  static func fingerprint(of timeline: AnyTimeline) -> [String] {
    var parts = timeline.entries.prefix(fingerprintEntries).map { entry -> String in
      let text: String
      if let described = entry as? any CustomStringConvertible {
        text = described.description
      } else {
        let content = Mirror(reflecting: entry).children.filter { $0.label != "date" }
        // An entry that holds nothing but its date (a clock's) shows its date: keep it.
        text =
          content.isEmpty
          ? "date=\(entry.date.timeIntervalSince1970)"
          : content.map {
            "\($0.label ?? "_")=\(String(describing: $0.value).prefix(fingerprintCharacters))"
          }.joined(separator: ",")
      }
      return "\(type(of: entry)):\(text.prefix(fingerprintCharacters))"
    }
    parts.append("count=\(timeline.entries.count)")
    switch timeline.policy.kind {
    case .atEnd: parts.append("atEnd")
    case .never: parts.append("never")
    case .after: parts.append("after")
    }
    return parts
  }

  /// `date` relative to `now` in words: "12 min ago", "3 h 5 min ago", "now".
  static func ago(_ date: Date, _ now: Date) -> String {
    let seconds = Int(now.timeIntervalSince(date).rounded())
    guard seconds >= 60 else { return seconds > 0 ? "\(seconds) s ago" : "now" }
    let minutes = seconds / 60
    return minutes < 60 ? "\(minutes) min ago" : "\(minutes / 60) h \(minutes % 60) min ago"
  }
}
