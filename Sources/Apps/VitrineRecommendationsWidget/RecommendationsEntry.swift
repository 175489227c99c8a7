import Foundation
import VitrineCatalog
import WidgetKit

/// What the recommendations widget shows at one moment.
public struct RecommendationsEntry: FailureReportingEntry, CustomStringConvertible {
  /// How the posters came to be shown.
  public enum Status: String, Sendable, Hashable, Codable {
    /// Fresh from the API or from a cache younger than six hours.
    case current
    /// The last good posters, shown because the latest fetch failed.
    case outdated
    /// Nothing to show: the fetch failed and nothing was cached.
    case failed
    /// The placeholder, drawn redacted.
    case placeholder
    /// Sample posters for the widget gallery.
    case preview
  }

  /// The moment from which the host shows this entry.
  public let date: Date
  /// The posters in the API's order.
  public let posters: [Title]
  /// The carousel position; the shown posters start at its index.
  public let position: CarouselPosition
  /// How the posters came to be shown.
  public let status: Status
  /// When the posters were fetched, if they came from the API.
  public let fetchedAt: Date?
  /// Why the latest fetch failed, for ``Status/outdated`` and ``Status/failed`` entries.
  public let failure: (any Error)?
  /// The Back and Forward buttons' intents, bound to the widget's storage.
  public let intents: CarouselIntents

  /// Creates an entry; `intents` default to unbound ones, for views that are only drawn.
  public init(
    date: Date, posters: [Title], position: CarouselPosition, status: Status,
    fetchedAt: Date? = nil, failure: (any Error)? = nil,
    intents: CarouselIntents = CarouselIntents(storage: nil)
  ) {
    self.date = date
    self.posters = posters
    self.position = position
    self.status = status
    self.fetchedAt = fetchedAt
    self.failure = failure
    self.intents = intents
  }

  /// The posters from the current one on, wrapping around: `count` of them at most.
  public func visiblePosters(_ count: Int) -> [Title] {
    guard !posters.isEmpty else { return [] }
    let start = position.index(over: posters.count)
    return (0..<min(count, posters.count)).map { posters[(start + $0) % posters.count] }
  }

  /// The current poster, if any.
  public var current: Title? { visiblePosters(1).first }

  public var description: String {
    let because = failure.map { " (the fetch failed: \($0))" } ?? ""
    guard let current else { return "\(status): no posters\(because)" }
    let fetched = fetchedAt.map { " fetched \($0.formatted(.iso8601))" } ?? ""
    return "\(status): \(posters.count) posters\(fetched), "
      + "#\(position.index(over: posters.count) + 1) \(current.name.en) (\(position.direction))"
      + because
  }
}
