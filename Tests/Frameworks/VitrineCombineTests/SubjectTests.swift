import Foundation
import Testing
import VitrineCombine

/// A subscriber that asks for a fixed number of values and records what arrives.
final class Recorder<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  var values: [Input] = []
  var completions: [Subscribers.Completion<Failure>] = []
  var subscription: (any Subscription)?
  let initial: Subscribers.Demand

  init(demand: Subscribers.Demand) { initial = demand }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    if initial > .none { subscription.request(initial) }
  }
  func receive(_ input: Input) -> Subscribers.Demand {
    values.append(input)
    return .none
  }
  func receive(completion: Subscribers.Completion<Failure>) { completions.append(completion) }
}

struct Boom: Error, Equatable {}

@Suite("Combine subjects (Apple's PassthroughSubject and CurrentValueSubject documentation)")
struct SubjectTests {
  @Test("a passthrough subject has no initial value and drops what it sends with nobody there")
  func passthroughDropsEarlyValues() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(1)
    var got: [Int] = []
    let cancellable = subject.sink { got.append($0) }
    subject.send(2)
    subject.send(3)
    #expect(got == [2, 3])
    cancellable.cancel()
    subject.send(4)
    #expect(got == [2, 3])
  }

  @Test("a passthrough subject drops values while the subscriber's demand is zero")
  func passthroughRespectsDemand() {
    let subject = PassthroughSubject<String, Never>()
    let recorder = Recorder<String, Never>(demand: .max(2))
    subject.subscribe(recorder)
    for word in ["a", "b", "c"] { subject.send(word) }
    #expect(recorder.values == ["a", "b"])
    recorder.subscription?.request(.max(1))
    subject.send("d")
    #expect(recorder.values == ["a", "b", "d"])
  }

  @Test("after completion nothing more is delivered, and a late subscriber gets the completion")
  func completionEndsTheSequence() {
    let subject = PassthroughSubject<Int, Boom>()
    var got: [Int] = []
    var ends: [Subscribers.Completion<Boom>] = []
    let first = subject.sink(
      receiveCompletion: { ends.append($0) }, receiveValue: { got.append($0) })
    subject.send(1)
    subject.send(completion: .failure(Boom()))
    subject.send(2)
    subject.send(completion: .finished)
    #expect(got == [1])
    #expect(ends == [.failure(Boom())])
    let late = Recorder<Int, Boom>(demand: .unlimited)
    subject.subscribe(late)
    #expect(late.completions == [.failure(Boom())])
    #expect(late.values.isEmpty)
    _ = first
  }

  @Test("a current value subject gives its value to a new subscriber; send updates the value")
  func currentValueReplaysAndUpdates() {
    let subject = CurrentValueSubject<Int, Never>(0)
    var got: [Int] = []
    let cancellable = subject.sink { got.append($0) }
    subject.send(1)
    subject.value = 2
    #expect(got == [0, 1, 2])
    #expect(subject.value == 2)
    cancellable.cancel()
  }

  @Test("a current value subject keeps the most recent value for a subscriber without demand")
  func currentValueBuffersLatest() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let recorder = Recorder<Int, Never>(demand: .none)
    subject.subscribe(recorder)
    subject.send(1)
    subject.send(2)
    #expect(recorder.values.isEmpty)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == [2])
  }

  @Test("sending to a Void subject with send()")
  func voidSend() {
    let subject = PassthroughSubject<Void, Never>()
    var count = 0
    let cancellable = subject.sink { count += 1 }
    subject.send()
    subject.send()
    #expect(count == 2)
    _ = cancellable
  }
}
