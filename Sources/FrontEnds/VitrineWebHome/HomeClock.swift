import Foundation
import Synchronization
import VitrineHomeScreen
import VitrineHost

/// The host's time as the web home screen runs it: the system clock by default, or a manual
/// clock the developer panel moves.
///
/// The session's clock is a `ManualClock` (it never goes back). Following the system, a loop
/// moves it to the system time plus an offset a few times a second and lets the host do the
/// work due. In manual mode it stays where it is until advanced; the host then steps through
/// every reload and entry change on the way, as in a simulated day. Going back to the system
/// clock keeps the time reached: the offset becomes how far the clock is ahead.
final class HomeClock: Sendable {
  /// Whether the clock follows the system time or is moved by hand.
  enum Mode: String, Codable, Sendable {
    /// Follows the system time (plus the offset).
    case system
    /// Moves only when advanced.
    case manual
  }

  /// The clock's state for the page.
  struct State: Codable, Sendable, Equatable {
    var mode: Mode
    /// The host's time, in milliseconds since 1970.
    var now: Double
    /// How far ahead of the system time the clock runs in system mode, in seconds.
    var offset: Double
  }

  let session: HomeSession
  private let settings = Mutex((mode: Mode.system, offset: 0.0))

  init(session: HomeSession) { self.session = session }

  /// The mode, time and offset.
  var state: State {
    let (mode, offset) = settings.withLock { ($0.mode, $0.offset) }
    return State(mode: mode, now: session.clock.now.timeIntervalSince1970 * 1000, offset: offset)
  }

  /// One step of system mode: the clock to the system time plus the offset, then the host's
  /// due work. Does nothing in manual mode, whose clock moves only when advanced (so the
  /// web home screen never calls the session's `catchUp()`, which follows the system time).
  func tick() async {
    let (mode, offset) = settings.withLock { ($0.mode, $0.offset) }
    guard mode == .system else { return }
    session.clock.advance(to: Date().addingTimeInterval(offset))
    await session.host.processDueWork()
  }

  /// Runs ``tick()`` every `interval` until the task is cancelled.
  func follow(every interval: Duration = .milliseconds(250)) async {
    while !Task.isCancelled {
      await tick()
      try? await Task.sleep(for: interval)
    }
  }

  /// Switches mode; back in system mode the clock keeps the time it reached.
  func setMode(_ mode: Mode) {
    let ahead = max(0, session.clock.now.timeIntervalSinceNow)
    settings.withLock { $0 = (mode, mode == .system ? ahead : $0.offset) }
  }

  /// Back to real time: the system clock with no offset, the clock set back to now, and every
  /// widget reloaded (as the app in the foreground asks, at no budget cost), since what they
  /// planned was planned for the later time.
  func backToRealTime() async {
    settings.withLock { $0 = (.system, 0) }
    session.clock.rewind(to: Date())
    await session.host.reloadTimelines(ofKind: nil, fromActiveApp: true)
    await session.host.processDueWork()
  }

  /// Switches to manual mode and moves the clock forward `seconds`, doing every reload and entry
  /// change due on the way.
  func advance(by seconds: TimeInterval) async {
    setMode(.manual)
    let end = session.clock.now.addingTimeInterval(max(0, seconds))
    await session.host.run(until: end, on: session.clock)
  }

  /// Switches to manual mode and moves the clock to the next reload any widget has scheduled.
  ///
  /// - Returns: The time reached, or `nil` when no reload is scheduled (nothing moves).
  func advanceToNextReload() async -> Date? {
    setMode(.manual)
    var next: Date?
    for instance in await session.host.instances {
      if let date = await session.host.nextReload(of: instance.id), date < (next ?? .distantFuture)
      {
        next = date
      }
    }
    guard let next else { return nil }
    await session.host.run(until: max(next, session.clock.now), on: session.clock)
    return next
  }
}
