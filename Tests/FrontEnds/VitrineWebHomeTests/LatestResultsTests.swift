import Foundation
import Synchronization
import Testing

@testable import VitrineWebHome

@Suite(.timeLimit(.minutes(5))) struct LatestResultsTests {
  /// Counts the pieces of work started, and answers each with its number.
  final class Counter: Sendable {
    private let count = Mutex(0)
    var started: Int { count.withLock { $0 } }
    func next() -> Int {
      count.withLock {
        $0 += 1; return $0
      }
    }
  }

  @Test func requestsForAVersionAlreadyWorkedOutShareIt() async throws {
    let results = LatestResults<Int>()
    let counter = Counter()
    let first = try await results.value(of: "w1", appearance: "light-en", wanted: 3, current: 3) {
      counter.next()
    }
    // Version 3 is kept: asking for 3 again, or for an older 2, shares it.
    let again = try await results.value(of: "w1", appearance: "light-en", wanted: 3, current: 3) {
      counter.next()
    }
    let older = try await results.value(of: "w1", appearance: "light-en", wanted: 2, current: 3) {
      counter.next()
    }
    #expect(first.value == 1 && first.version == 3)
    #expect(again.value == 1 && older.value == 1)
    #expect(counter.started == 1)
  }

  @Test func aNewerVersionIsWorkedOutAgainAndReplacesTheKeptOne() async throws {
    let results = LatestResults<Int>()
    let counter = Counter()
    _ = try await results.value(of: "w1", appearance: "light-en", wanted: 3, current: 3) {
      counter.next()
    }
    let newer = try await results.value(of: "w1", appearance: "light-en", wanted: 4, current: 4) {
      counter.next()
    }
    #expect(newer.value == 2 && newer.version == 4)
    #expect(results.keptVersion(of: "w1", appearance: "light-en") == 4)
    // Another appearance or instance has its own result.
    _ = try await results.value(of: "w1", appearance: "dark-en", wanted: 4, current: 4) {
      counter.next()
    }
    _ = try await results.value(of: "w2", appearance: "light-en", wanted: 4, current: 4) {
      counter.next()
    }
    #expect(counter.started == 4)
  }

  @Test func aPageAskingForAVersionAheadOfTheCurrentOneGetsTheCurrentOne() async throws {
    let results = LatestResults<Int>()
    // `wanted` above `current` (a made-up `v=` in the address) is capped at `current`.
    let answer = try await results.value(of: "w1", appearance: "light-en", wanted: 99, current: 5) {
      7
    }
    #expect(answer.value == 7 && answer.version == 5)
    let again = try await results.value(of: "w1", appearance: "light-en", wanted: 99, current: 5) {
      8
    }
    #expect(again.value == 7)
  }

  @Test func requestsWhileWorkIsUnderWayWaitForIt() async throws {
    let results = LatestResults<Int>()
    let counter = Counter()
    let gate = Gate()
    let waiting = (0..<5).map { _ in
      Task {
        try await results.value(of: "w1", appearance: "light-en", wanted: 1, current: 1) {
          await gate.wait()
          return counter.next()
        }
      }
    }
    while results.keptVersion(of: "w1", appearance: "light-en") == nil {
      try await Task.sleep(for: .milliseconds(5))
    }
    await gate.open()
    var values: [Int] = []
    for task in waiting { values.append(try await task.value.value) }
    #expect(values == [1, 1, 1, 1, 1])
    #expect(counter.started == 1)
  }

  @Test func aFailureIsPassedOnAndNotKept() async throws {
    let results = LatestResults<Int>()
    await #expect(throws: RequestError.self) {
      _ = try await results.value(of: "w9", appearance: "light-en", wanted: 0, current: 0) {
        throw RequestError(404, "no widget 'w9'")
      }
    }
    #expect(results.keptVersion(of: "w9", appearance: "light-en") == nil)
    let retried = try await results.value(of: "w9", appearance: "light-en", wanted: 0, current: 0) {
      3
    }
    #expect(retried.value == 3)
  }

  @Test func forgettingAnInstanceDropsItsResults() async throws {
    let results = LatestResults<Int>()
    _ = try await results.value(of: "w1", appearance: "light-en", wanted: 2, current: 2) { 1 }
    results.forget("w1")
    #expect(results.keptVersion(of: "w1", appearance: "light-en") == nil)
  }
}
