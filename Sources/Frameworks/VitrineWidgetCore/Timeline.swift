import Foundation

/// The entries a provider returns, and when the host should ask it again.
public struct Timeline<EntryType: TimelineEntry>: Sendable {
  /// The entries, each shown from its date until the next one's.
  public let entries: [EntryType]

  /// When the host asks the provider for the next timeline.
  public let policy: TimelineReloadPolicy

  /// Creates a timeline of `entries` with a reload `policy`.
  public init(entries: [EntryType], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}

/// When the host asks a provider for a new timeline.
public struct TimelineReloadPolicy: Sendable, Hashable, Codable {
  /// The three kinds of policy.
  public enum Kind: Sendable, Hashable, Codable {
    /// Reload once the last entry's date has come.
    case atEnd
    /// Reload at a given date.
    case after(Date)
    /// Reload only when the app asks through `WidgetCenter`.
    case never
  }

  /// Which policy this is.
  public let kind: Kind

  /// Reload after the date of the timeline's last entry has passed.
  public static let atEnd = TimelineReloadPolicy(kind: .atEnd)

  /// Never reload on the host's initiative; only `WidgetCenter` requests reload.
  public static let never = TimelineReloadPolicy(kind: .never)

  /// Reload at `date` (or as soon after it as the budget allows).
  public static func after(_ date: Date) -> TimelineReloadPolicy {
    TimelineReloadPolicy(kind: .after(date))
  }
}

extension TimelineReloadPolicy: CustomStringConvertible {
  public var description: String {
    switch kind {
    case .atEnd: return "atEnd"
    case .never: return "never"
    case .after(let date): return "after(\(date.formatted(.iso8601)))"
    }
  }
}

/// A timeline whose entry type has been erased, as the host handles it.
public struct AnyTimeline: Sendable {
  /// The entries in the order the provider gave them.
  public var entries: [any TimelineEntry]

  /// The reload policy.
  public var policy: TimelineReloadPolicy

  /// Erases the entry type of `timeline`.
  public init<Entry: TimelineEntry>(_ timeline: Timeline<Entry>) {
    self.entries = timeline.entries
    self.policy = timeline.policy
  }

  /// Creates an erased timeline directly.
  public init(entries: [any TimelineEntry], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}
