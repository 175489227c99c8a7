import Foundation

/// The rules the host applies to every widget, with the values iOS is documented or observed to use.
public struct HostConfiguration: Sendable, Hashable {
  /// How many budgeted reloads one widget may have in any 24 hours.
  public var dailyBudget: Int = 70
  /// The length of the budget's rolling window.
  public var budgetWindow: TimeInterval = 24 * 3600
  /// The shortest time between a reload and the next reload the host starts on its own.
  public var minimumReloadInterval: TimeInterval = 5 * 60
  /// How long after an empty or failed timeline the host asks again.
  public var retryInterval: TimeInterval = 15 * 60
  /// How long (real time) the host waits for a provider to call its completion.
  public var providerTimeout: Duration = .seconds(30)

  /// The defaults: 70 reloads a day, 5 minutes apart, retries after 15 minutes.
  public init() {}
}
