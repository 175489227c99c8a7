/// A type that delivers a sequence of values over time to the subscribers attached to it, as
/// Combine's `Publisher`.
///
/// A publisher sends ``Subscriber/receive(subscription:)`` once, then at most as many values as
/// the subscriber demanded, then at most one completion.
public protocol Publisher<Output, Failure> {
  /// The kind of values the publisher sends.
  associatedtype Output
  /// The kind of error the publisher may finish with.
  associatedtype Failure: Error

  /// Attaches `subscriber`: the publisher answers with a subscription.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber` to this publisher, as Combine's `subscribe(_:)`.
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

/// A publisher whose subscriptions start only when ``connect()`` is called.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts publishing; cancel the result to stop.
  func connect() -> any Cancellable
}
