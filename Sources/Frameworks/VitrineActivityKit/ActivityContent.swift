import Foundation

/// One state of a Live Activity's dynamic content, with when it goes stale and how relevant it
/// is beside the app's other activities.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Hashable {
  /// The content state the activity shows.
  public var state: State
  /// When the content becomes out of date (the activity's state turns `stale`); `nil` for never.
  public var staleDate: Date?
  /// Orders several activities of the app: the highest shows in the Dynamic Island.
  public var relevanceScore: Double

  /// Creates content with `state`, stale after `staleDate` and ranked by `relevanceScore`.
  public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
    self.state = state
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
  }
}

extension ActivityContent: Sendable where State: Sendable {}
