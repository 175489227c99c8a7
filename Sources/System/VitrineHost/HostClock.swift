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
  private let onMove: (@Sendable (Date) -> Void)?

  /// Creates a clock that reads `start` until advanced; `onMove`, if given, is told the time
  /// now and after every move (a simulation holds the process's wall clock with it).
  public init(_ start: Date, onMove: (@Sendable (Date) -> Void)? = nil) {
    current = Mutex(start)
    self.onMove = onMove
    onMove?(start)
  }

  /// The current time.
  public var now: Date { current.withLock { $0 } }

  /// Moves the clock to `date`; a clock never moves backwards, so an earlier date is ignored.
  public func advance(to date: Date) {
    let moved = current.withLock {
      $0 = max($0, date)
      return $0
    }
    onMove?(moved)
  }

  /// Sets the clock to `date`, earlier or later: the one move that may go back, for a person
  /// who ran a simulation ahead and returns to real time. Whoever plans by the clock must plan
  /// anew after it (the web home screen reloads every widget).
  public func rewind(to date: Date) {
    current.withLock { $0 = date }
    onMove?(date)
  }

  /// Moves the clock forward by `interval` seconds.
  public func advance(by interval: TimeInterval) {
    let moved = current.withLock {
      $0 = $0.addingTimeInterval(max(0, interval))
      return $0
    }
    onMove?(moved)
  }
}
