import Foundation
import Testing
import VitrineCombine

@Suite("AnyCancellable (Apple: cancels when deinitialized)")
struct CancellableTests {
  @Test("dropping the last reference cancels the subscription")
  func deinitCancels() {
    let subject = PassthroughSubject<Int, Never>()
    var got: [Int] = []
    do {
      let cancellable = subject.sink { got.append($0) }
      subject.send(1)
      _ = cancellable
    }
    subject.send(2)
    #expect(got == [1])
  }

  @Test("store(in:) keeps the subscription alive in a set and in an array")
  func storeKeepsAlive() {
    let subject = PassthroughSubject<Int, Never>()
    var set = Set<AnyCancellable>()
    var array: [AnyCancellable] = []
    var got: [Int] = []
    subject.sink { got.append($0) }.store(in: &set)
    subject.map { $0 * 10 }.sink { got.append($0) }.store(in: &array)
    subject.send(1)
    #expect(got == [1, 10])
    #expect(set.count == 1 && array.count == 1)
    set.removeAll()
    subject.send(2)
    #expect(got == [1, 10, 20])
  }

  @Test("the cancel action runs once, whether cancel is called or not")
  func cancelRunsOnce() {
    var runs = 0
    do {
      let cancellable = AnyCancellable { runs += 1 }
      cancellable.cancel()
      cancellable.cancel()
    }
    #expect(runs == 1)
    do { _ = AnyCancellable { runs += 1 } }
    #expect(runs == 2)
  }

  @Test("demand arithmetic: unlimited absorbs, counts never go below zero or overflow")
  func demandArithmetic() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
    #expect(Subscribers.Demand.max(1) - 3 == .none)
    #expect(Subscribers.Demand.unlimited - 1 == .unlimited)
    #expect(Subscribers.Demand.max(Int.max) + .max(1) == .unlimited)
    #expect(Subscribers.Demand.max(5) < .unlimited)
    #expect(Subscribers.Demand.max(-4) == .none)
    #expect(Subscribers.Demand.max(3).max == 3)
  }
}
