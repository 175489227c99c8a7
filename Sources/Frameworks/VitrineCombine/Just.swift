/// A publisher that sends one value and finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
  /// Just never fails.
  public typealias Failure = Never
  /// The value it sends.
  public let output: Output

  /// A publisher of `output`.
  public init(_ output: Output) { self.output = output }

  /// Sends the value at the subscriber's first demand, then finishes.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    let once = OnceSubscription(subscriber, value: output)
    subscriber.receive(subscription: once)
  }
}

extension Just: Equatable where Output: Equatable {}

/// The subscription of a publisher that has one value to give.
final class OnceSubscription<S: Subscriber>: Subscription, @unchecked Sendable {
  private var subscriber: S?
  private let value: S.Input

  init(_ subscriber: S, value: S.Input) {
    self.subscriber = subscriber
    self.value = value
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > .none, let subscriber else { return }
    self.subscriber = nil
    _ = subscriber.receive(value)
    subscriber.receive(completion: .finished)
  }

  func cancel() { subscriber = nil }
}
