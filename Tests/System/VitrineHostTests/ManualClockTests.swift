import Foundation
import Synchronization
import Testing
import VitrineHost

/// A manual clock tells whoever follows it (a simulation holding the process's wall clock)
/// where it is at the start and after every move, and never goes back.
@Suite struct ManualClockTests {
  @Test func itReportsItsStartAndEveryMove() {
    let seen = Mutex<[TimeInterval]>([])
    let clock = ManualClock(Date(timeIntervalSince1970: 100)) { date in
      seen.withLock { $0.append(date.timeIntervalSince1970) }
    }
    clock.advance(to: Date(timeIntervalSince1970: 160))
    clock.advance(by: 40)
    // A date in the past leaves the clock where it is, and says so.
    clock.advance(to: Date(timeIntervalSince1970: 50))
    clock.advance(by: -10)
    #expect(seen.withLock { $0 } == [100, 160, 200, 200, 200])
    #expect(clock.now == Date(timeIntervalSince1970: 200))
  }

  @Test func rewindingIsTheOneMoveBack() {
    let seen = Mutex<[TimeInterval]>([])
    let clock = ManualClock(Date(timeIntervalSince1970: 100)) { date in
      seen.withLock { $0.append(date.timeIntervalSince1970) }
    }
    clock.advance(by: 21_600)
    // Back to 130 (issue 25: back to real time after six simulated hours), then on from there.
    clock.rewind(to: Date(timeIntervalSince1970: 130))
    clock.advance(by: 10)
    #expect(seen.withLock { $0 } == [100, 21_700, 130, 140])
    #expect(clock.now == Date(timeIntervalSince1970: 140))
  }
}
