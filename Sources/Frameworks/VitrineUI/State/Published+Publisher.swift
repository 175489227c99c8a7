import Foundation
import VitrineCombine

extension Published {
  /// The publisher of a `@Published` property (`$property`), as Combine's
  /// `Published.Publisher`: it sends the current value when subscribed, then each new value
  /// before the property takes it.
  public struct Publisher: VitrineCombine.Publisher {
    /// The property's values.
    public typealias Output = Value
    /// It never fails.
    public typealias Failure = Never
    private let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    /// Attaches `subscriber` to the property's values.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      let subject: CurrentValueSubject<Value, Never>
      if let existing = storage.subject {
        subject = existing
      } else {
        subject = CurrentValueSubject(storage.value)
        storage.subject = subject
      }
      subject.receive(subscriber: subscriber)
    }
  }
}

extension ObservableObjectPublisher: VitrineCombine.Publisher {
  /// It sends no value, only the fact of a change.
  public typealias Output = Void
  /// It never fails.
  public typealias Failure = Never

  /// Attaches `subscriber`: it receives `()` before each change of the object, while it has
  /// demand, until it cancels.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    let subscription = WillChangeSubscription(subscriber, publisher: self)
    subscribe(ObjectIdentifier(subscription)) { [weak subscription] in subscription?.changed() }
    subscriber.receive(subscription: subscription)
  }
}

/// One subscriber of an ``ObservableObjectPublisher``: counts its demand and unsubscribes when
/// it cancels.
private final class WillChangeSubscription<S: Subscriber>: Subscription, @unchecked Sendable
where S.Input == Void {
  private let lock = NSLock()
  private var subscriber: S?
  private var demand = Subscribers.Demand.none
  private weak var publisher: ObservableObjectPublisher?

  init(_ subscriber: S, publisher: ObservableObjectPublisher) {
    self.subscriber = subscriber
    self.publisher = publisher
  }

  func request(_ more: Subscribers.Demand) {
    lock.lock()
    demand += more
    lock.unlock()
  }

  /// Sends `()` if the subscriber wants a value.
  func changed() {
    lock.lock()
    guard let subscriber, demand > .none else {
      lock.unlock()
      return
    }
    demand -= 1
    lock.unlock()
    let more = subscriber.receive(())
    request(more)
  }

  func cancel() {
    lock.lock()
    subscriber = nil
    lock.unlock()
    publisher?.unsubscribe(ObjectIdentifier(self))
  }
}
