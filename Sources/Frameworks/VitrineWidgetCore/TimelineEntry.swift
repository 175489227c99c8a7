import Foundation

/// A type that tells the host when to show a widget's view and what it shows.
///
/// Conform your entry struct to this protocol exactly as in WidgetKit. Entries cross from the
/// provider to the host, so they must be `Sendable`; a struct of `Sendable` values is.
public protocol TimelineEntry: Sendable {
  /// The moment from which the host shows this entry.
  var date: Date { get }

  /// How relevant the entry is compared with other widgets' entries; `nil` means no opinion.
  var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
  /// Entries have no relevance unless they say so.
  public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, and for how long, used to rank widgets in a stack.
public struct TimelineEntryRelevance: Sendable, Hashable, Codable {
  /// The relevance score; only its order relative to other scores matters.
  public var score: Float

  /// How long the score holds from the entry's date; zero means until the next entry.
  public var duration: TimeInterval

  /// Creates a relevance with a score that lasts for `duration` seconds (0: until the next entry).
  public init(score: Float, duration: TimeInterval = 0) {
    self.score = score
    self.duration = duration
  }
}
