import Foundation

/// One subscriber's subscription to a subject: counts its demand and forwards what the subject
/// sends while the subscriber still wants values.
final class Conduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = NSLock()
  private var receiveValue: ((Output) -> Subscribers.Demand)?
  private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
  private var demand = Subscribers.Demand.none
  private let onCancel: (Conduit) -> Void
  private let onFirstDemand: ((Conduit) -> Void)?
  private var asked = false

  init<S: Subscriber>(
    _ subscriber: S, onFirstDemand: ((Conduit) -> Void)? = nil,
    onCancel: @escaping (Conduit) -> Void
  ) where S.Input == Output, S.Failure == Failure {
    receiveValue = { subscriber.receive($0) }
    receiveCompletion = { subscriber.receive(completion: $0) }
    self.onFirstDemand = onFirstDemand
    self.onCancel = onCancel
  }

  /// Whether the subscriber has cancelled or completed.
  var isFinished: Bool {
    lock.lock()
    defer { lock.unlock() }
    return receiveValue == nil
  }

  func request(_ more: Subscribers.Demand) {
    lock.lock()
    demand += more
    let first = !asked && demand > .none
    if first { asked = true }
    lock.unlock()
    if first { onFirstDemand?(self) }
  }

  /// Sends `value` if the subscriber wants one; values nobody asked for are dropped.
  func offer(_ value: Output) {
    lock.lock()
    guard let receive = receiveValue, demand > .none else {
      lock.unlock()
      return
    }
    demand -= 1
    lock.unlock()
    let more = receive(value)
    lock.lock()
    demand += more
    lock.unlock()
  }

  /// Sends the completion, once, and forgets the subscriber.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    let receive = receiveCompletion
    receiveValue = nil
    receiveCompletion = nil
    lock.unlock()
    receive?(completion)
  }

  func cancel() {
    lock.lock()
    let wasLive = receiveValue != nil
    receiveValue = nil
    receiveCompletion = nil
    lock.unlock()
    if wasLive { onCancel(self) }
  }
}
