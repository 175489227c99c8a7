import CVitrineWallClock
import Foundation

/// The process's wall clock held at a simulation's time.
///
/// iOS runs a provider at the time of each reload, and the provider reads that time with
/// `Date()`, as Xcode's template does (`Timeline(entries: …, policy: .after(Date() + 30 min))`).
/// A simulation jumps through a day in milliseconds, so while it runs the process's wall clock
/// (`CLOCK_REALTIME`, which `Date()` reads) is held at the host's simulated time and moves with
/// it; without that, such a provider's entries and reload dates come from the real time and
/// the simulation shows placeholders and reloads every few minutes where iOS reloads every
/// 30. Only a process of its own holds the clock (`vitrine simulate` run as a program, not a
/// command called in-process, whose caller's clock must not move).
enum SimulatedWallClock {
  /// The dates the wall clock can be held at: what 64-bit nanoseconds since 1970 can count,
  /// with room to spare.
  static let range = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 7_258_118_400)  // 2200-01-01

  /// Holds the wall clock at `date`; a date outside ``range`` is refused (`false`) and the clock
  /// is left as it was.
  @discardableResult
  static func hold(at date: Date) -> Bool {
    guard range.contains(date) else { return false }
    let nanoseconds = (date.timeIntervalSince1970 * 1_000_000_000).rounded(.down)
    vitrine_wall_clock_hold(Int64(nanoseconds))
    return true
  }

  /// Gives the process back the machine's real wall clock.
  static func release() { vitrine_wall_clock_release() }

  /// Whether the wall clock is held.
  static var isHeld: Bool { vitrine_wall_clock_is_held() != 0 }
}
