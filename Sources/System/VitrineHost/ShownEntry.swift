import Foundation
import Synchronization
import VitrineWidgetCore

/// What a widget shows: an entry of its timeline, or its placeholder.
///
/// An entry's ``summary`` is its `description`, worked out when first read rather than when
/// the host shows the entry: a one-shot command that draws the widget and never prints its
/// events spends nothing on it (describing an entry is string formatting and runtime type
/// lookups, about half a millisecond the first time in a fresh process).
public struct ShownEntry: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The entry's date; `nil` for the placeholder.
  public var date: Date?
  /// A short description of the entry: its `description` if it has one.
  public var summary: String {
    get { described.text }
    set { described = Summary(newValue) }
  }
  /// Whether this is the placeholder (a new widget with no timeline yet).
  public var isPlaceholder: Bool

  private var described: Summary

  /// What a widget shows before its first timeline: the placeholder.
  static let placeholder = ShownEntry(date: nil, summary: "placeholder", isPlaceholder: true)

  /// An entry of the timeline, described by its `description` when it has one (on first read).
  init(entry: any TimelineEntry) {
    date = entry.date
    described = Summary(describing: entry)
    isPlaceholder = false
  }

  private init(date: Date?, summary: String, isPlaceholder: Bool) {
    self.date = date
    self.described = Summary(summary)
    self.isPlaceholder = isPlaceholder
  }

  public var description: String { summary }

  private enum CodingKeys: String, CodingKey {
    case date, summary, isPlaceholder
  }

  /// Decodes the form ``encode(to:)`` writes: the date when there is one, the summary and the
  /// placeholder flag.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    date = try container.decodeIfPresent(Date.self, forKey: .date)
    described = Summary(try container.decode(String.self, forKey: .summary))
    isPlaceholder = try container.decode(Bool.self, forKey: .isPlaceholder)
  }

  /// Encodes the date (left out for the placeholder), the summary and the placeholder flag.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(date, forKey: .date)
    try container.encode(summary, forKey: .summary)
    try container.encode(isPlaceholder, forKey: .isPlaceholder)
  }

  public static func == (lhs: ShownEntry, rhs: ShownEntry) -> Bool {
    lhs.date == rhs.date && lhs.isPlaceholder == rhs.isPlaceholder
      && (lhs.described === rhs.described || lhs.summary == rhs.summary)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(date)
    hasher.combine(summary)
    hasher.combine(isPlaceholder)
  }
}

/// An entry's summary: text, or the entry it is worked out from on first read (then kept).
private final class Summary: Sendable {
  private enum State {
    case text(String)
    case entry(any TimelineEntry)
  }

  private let state: Mutex<State>

  init(_ text: String) {
    state = Mutex(.text(text))
  }

  init(describing entry: any TimelineEntry) {
    state = Mutex(.entry(entry))
  }

  /// The summary, worked out now if it was not yet.
  var text: String {
    state.withLock { state in
      switch state {
      case .text(let text):
        return text
      case .entry(let entry):
        let text =
          (entry as? any CustomStringConvertible)?.description
          ?? "\(type(of: entry)) of \(entry.date.formatted(.iso8601))"
        state = .text(text)
        return text
      }
    }
  }
}
