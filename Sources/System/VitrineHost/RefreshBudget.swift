import Foundation

/// How many budgeted reloads a widget has had in the last 24 hours, and whether it may have another.
///
/// The window rolls: a reload stops counting exactly `window` seconds after it happened. When the
/// budget is spent, ``nextAvailableDate(after:)`` says when the oldest counted reload leaves the
/// window, which is when a deferred reload may run.
public struct RefreshBudget: Sendable, Hashable, Codable {
  /// The most budgeted reloads allowed in one window.
  public var limit: Int
  /// The window's length in seconds.
  public var window: TimeInterval
  /// The dates of counted reloads, oldest first, pruned to the window.
  public private(set) var history: [Date] = []

  /// Creates an unused budget.
  public init(limit: Int, window: TimeInterval) {
    self.limit = limit
    self.window = window
  }

  /// The counted reloads in the window that ends at `now`.
  public func used(at now: Date) -> Int {
    history.lazy.filter { $0 > now.addingTimeInterval(-window) && $0 <= now }.count
  }

  /// Whether one more counted reload may happen at `now`.
  public func allows(at now: Date) -> Bool { used(at: now) < limit }

  /// The first moment at or after `now` when a counted reload is allowed; `distantFuture` for a
  /// limit of zero or less.
  public func nextAvailableDate(after now: Date) -> Date {
    // A budget of none (or a negative one read from a damaged store) never frees a slot.
    guard limit > 0 else { return .distantFuture }
    let inWindow = history.filter { $0 > now.addingTimeInterval(-window) && $0 <= now }
    guard inWindow.count >= limit else { return now }
    // The reload that must leave the window for one slot to free up.
    return inWindow[inWindow.count - limit].addingTimeInterval(window)
  }

  /// Counts a reload at `date` and forgets reloads that have left the window.
  public mutating func record(_ date: Date) {
    history.append(date)
    history.sort()
    history.removeAll { $0 <= date.addingTimeInterval(-window) }
  }
}
