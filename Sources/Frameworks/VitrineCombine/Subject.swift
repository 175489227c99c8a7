import Foundation

/// A publisher whose values are sent from outside it, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends `value` to the subscribers.
  func send(_ value: Output)
  /// Ends the sequence for every subscriber; later values are ignored.
  func send(completion: Subscribers.Completion<Failure>)
  /// Passes an upstream subscription on, asking it for unlimited values.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends the empty value.
  public func send() { send(()) }
}

/// What the two subjects share: their subscribers and whether they have completed.
class SubjectBase<Output, Failure: Error>: @unchecked Sendable {
  let lock = NSLock()
  var conduits: [Conduit<Output, Failure>] = []
  var completion: Subscribers.Completion<Failure>?
  var upstreams: [any Subscription] = []

  func attach<S: Subscriber>(_ subscriber: S, onFirstDemand: ((Conduit<Output, Failure>) -> Void)?)
  where S.Input == Output, S.Failure == Failure {
    lock.lock()
    if let completion {
      lock.unlock()
      subscriber.receive(subscription: EmptySubscription())
      subscriber.receive(completion: completion)
      return
    }
    let conduit = Conduit(subscriber, onFirstDemand: onFirstDemand) { [weak self] gone in
      guard let self else { return }
      self.lock.lock()
      self.conduits.removeAll { $0 === gone }
      self.lock.unlock()
    }
    conduits.append(conduit)
    lock.unlock()
    subscriber.receive(subscription: conduit)
  }

  /// The live subscribers, or none once completed.
  func live() -> [Conduit<Output, Failure>] {
    lock.lock()
    defer { lock.unlock() }
    return completion == nil ? conduits : []
  }

  func complete(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard self.completion == nil else {
      lock.unlock()
      return
    }
    self.completion = completion
    let all = conduits
    conduits = []
    lock.unlock()
    for conduit in all { conduit.finish(completion) }
  }

  func keep(_ subscription: any Subscription) {
    lock.lock()
    upstreams.append(subscription)
    lock.unlock()
    subscription.request(.unlimited)
  }
}

/// A subscription with nothing behind it, for a subscriber that arrives after the end.
struct EmptySubscription: Subscription {
  let combineIdentifier = CombineIdentifier()
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}

/// A subject that passes each value to the subscribers that want one at that moment and
/// keeps no value, as Combine's `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let base = SubjectBase<Output, Failure>()

  /// A subject with no subscribers.
  public init() {}

  /// Attaches a subscriber; it gets the values sent after it asks for them.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    base.attach(subscriber, onFirstDemand: nil)
  }

  /// Sends `value` to every subscriber with outstanding demand.
  public func send(_ value: Output) {
    for conduit in base.live() { conduit.offer(value) }
  }

  /// Ends the sequence for every subscriber, present and future.
  public func send(completion: Subscribers.Completion<Failure>) { base.complete(completion) }

  /// Keeps an upstream subscription and asks it for unlimited values.
  public func send(subscription: any Subscription) { base.keep(subscription) }
}

/// A subject that holds a current value, gives it to each new subscriber and sends every
/// change, as Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let base = SubjectBase<Output, Failure>()
  private var current: Output

  /// A subject whose current value is `value`.
  public init(_ value: Output) { current = value }

  /// The current value; setting it sends the new value to the subscribers.
  public var value: Output {
    get {
      base.lock.lock()
      defer { base.lock.unlock() }
      return current
    }
    set { send(newValue) }
  }

  /// Attaches a subscriber; its first demand is answered with the current value.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    base.attach(subscriber) { [weak self] conduit in
      guard let self else { return }
      conduit.offer(self.value)
    }
  }

  /// Makes `value` current and sends it to every subscriber with outstanding demand; after
  /// the subject completed, nothing changes.
  public func send(_ value: Output) {
    base.lock.lock()
    guard base.completion == nil else {
      base.lock.unlock()
      return
    }
    current = value
    base.lock.unlock()
    for conduit in base.live() { conduit.offer(value) }
  }

  /// Ends the sequence for every subscriber, present and future.
  public func send(completion: Subscribers.Completion<Failure>) { base.complete(completion) }

  /// Keeps an upstream subscription and asks it for unlimited values.
  public func send(subscription: any Subscription) { base.keep(subscription) }
}
