import Foundation
import Synchronization

/// Where the host reads the time, so a whole day can be simulated in milliseconds.
public protocol HostClock: Sendable {
  /// The current time.
  var now: Date { get }
}

/// The real time of the machine.
public struct SystemClock: HostClock {
  /// Creates the system clock.
  public init() {}

  /// The current time.
  public var now: Date { Date() }
}

/// A clock that moves only when told to, for simulations and tests.
public final class ManualClock: HostClock {
  private let current: Mutex<Date>

  /// Creates a clock that reads `start` until advanced.
  public init(_ start: Date) { current = Mutex(start) }

  /// The current time.
  public var now: Date { current.withLock { $0 } }

  /// Moves the clock to `date`; a clock never moves backwards, so an earlier date is ignored.
  public func advance(to date: Date) {
    current.withLock { $0 = max($0, date) }
  }

  /// Moves the clock forward by `interval` seconds.
  public func advance(by interval: TimeInterval) {
    current.withLock { $0 = $0.addingTimeInterval(max(0, interval)) }
  }
}
