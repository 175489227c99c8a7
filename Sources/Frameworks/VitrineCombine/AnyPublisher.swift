/// A publisher that hides the type of the publisher it wraps, as Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribeBody = { publisher.subscribe($0) }
  }

  /// Subscribes to the wrapped publisher.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    subscribeBody(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// This publisher with its type hidden.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// A subscriber that hides the type of the subscriber it wraps, as Combine's `AnySubscriber`.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
  /// The wrapped subscriber's identifier.
  public let combineIdentifier: CombineIdentifier
  private let subscriptionBody: (any Subscription) -> Void
  private let valueBody: (Input) -> Subscribers.Demand
  private let completionBody: (Subscribers.Completion<Failure>) -> Void

  /// Wraps `subscriber`.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    combineIdentifier = subscriber.combineIdentifier
    subscriptionBody = { subscriber.receive(subscription: $0) }
    valueBody = { subscriber.receive($0) }
    completionBody = { subscriber.receive(completion: $0) }
  }

  /// Passes the subscription on.
  public func receive(subscription: any Subscription) { subscriptionBody(subscription) }
  /// Passes the value on.
  public func receive(_ input: Input) -> Subscribers.Demand { valueBody(input) }
  /// Passes the completion on.
  public func receive(completion: Subscribers.Completion<Failure>) { completionBody(completion) }
}
