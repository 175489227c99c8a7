import Foundation
import Testing
import VitrineCombine

@Suite(
  "Combine operators (Just, map, eraseToAnyPublisher, assign, receive(on:))",
  .timeLimit(.minutes(1)))
struct OperatorTests {
  @Test("Just sends its one value, then finishes")
  func justSendsOnce() {
    var got: [String] = []
    var finished = 0
    let cancellable = Just("hi").sink(
      receiveCompletion: { if case .finished = $0 { finished += 1 } },
      receiveValue: { got.append($0) })
    #expect(got == ["hi"])
    #expect(finished == 1)
    _ = cancellable
  }

  @Test("Just waits for demand")
  func justWaitsForDemand() {
    let recorder = Recorder<Int, Never>(demand: .none)
    Just(7).subscribe(recorder)
    #expect(recorder.values.isEmpty)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == [7])
    #expect(recorder.completions == [.finished])
  }

  @Test("map transforms every value and keeps the completion")
  func mapTransforms() {
    let subject = PassthroughSubject<Int, Boom>()
    var got: [String] = []
    var ends: [Subscribers.Completion<Boom>] = []
    let cancellable = subject.map { "#\($0)" }.sink(
      receiveCompletion: { ends.append($0) }, receiveValue: { got.append($0) })
    subject.send(1)
    subject.send(2)
    subject.send(completion: .failure(Boom()))
    #expect(got == ["#1", "#2"])
    #expect(ends == [.failure(Boom())])
    _ = cancellable
  }

  @Test("an erased publisher passes values through unchanged")
  func eraseToAnyPublisher() {
    let subject = CurrentValueSubject<Int, Never>(3)
    let erased: AnyPublisher<Int, Never> = subject.map { $0 + 1 }.eraseToAnyPublisher()
    var got: [Int] = []
    let cancellable = erased.sink { got.append($0) }
    subject.value = 9
    #expect(got == [4, 10])
    _ = cancellable
  }

  final class Thermometer: @unchecked Sendable {
    var reading = 0
  }

  @Test("assign(to:on:) writes every value to the property")
  func assignWrites() {
    let subject = PassthroughSubject<Int, Never>()
    let thermometer = Thermometer()
    let cancellable = subject.assign(to: \.reading, on: thermometer)
    subject.send(21)
    #expect(thermometer.reading == 21)
    cancellable.cancel()
    subject.send(30)
    #expect(thermometer.reading == 21)
  }

  @Test("receive(on: ImmediateScheduler.shared) delivers at once")
  func immediateScheduler() {
    var got: [Int] = []
    let cancellable = Just(1).receive(on: ImmediateScheduler.shared).sink { got.append($0) }
    #expect(got == [1])
    _ = cancellable
  }

  /// Keeps a subscription alive across an `await`.
  final class Holder: @unchecked Sendable {
    var cancellable: AnyCancellable?
  }

  @Test("receive(on: a queue) delivers the values, in order, on that queue")
  func dispatchQueueScheduler() async {
    let queue = DispatchQueue(label: "receive-on-test")
    let key = DispatchSpecificKey<Int>()
    queue.setSpecific(key: key, value: 42)
    let subject = PassthroughSubject<Int, Never>()
    let holder = Holder()
    let results: [(Int, Int?)] = await withCheckedContinuation { continuation in
      nonisolated(unsafe) var seen: [(Int, Int?)] = []
      holder.cancellable = subject.receive(on: queue).sink(
        receiveCompletion: { _ in continuation.resume(returning: seen) },
        receiveValue: { seen.append(($0, DispatchQueue.getSpecific(key: key))) })
      for value in 1...5 { subject.send(value) }
      subject.send(completion: .finished)
    }
    holder.cancellable = nil
    #expect(results.map { $0.0 } == [1, 2, 3, 4, 5])
    #expect(results.allSatisfy { $0.1 == 42 })
  }
}
