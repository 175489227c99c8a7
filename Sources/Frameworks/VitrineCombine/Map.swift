/// The namespace of operator publishers (`Map`, `ReceiveOn`, …).
public enum Publishers {}

extension Publishers {
  /// A publisher that sends each upstream value transformed, as Combine's `Publishers.Map`.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// The transformation.
    public let transform: (Upstream.Output) -> Output

    /// A publisher transforming `upstream`'s values with `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Subscribes to the upstream, transforming its values on the way down.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        Relay<Upstream.Output, Failure, S>(downstream: subscriber) { [transform] in
          transform($0)
        })
    }
  }
}

extension Publisher {
  /// Transforms every value with `transform`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }
}

/// A subscriber that passes an upstream's events to a downstream subscriber, converting
/// values; subscription and completion pass through unchanged.
final class Relay<Input, Failure, Downstream: Subscriber>: Subscriber, @unchecked Sendable
where Downstream.Failure == Failure {
  let downstream: Downstream
  let convert: (Input) -> Downstream.Input

  init(downstream: Downstream, convert: @escaping (Input) -> Downstream.Input) {
    self.downstream = downstream
    self.convert = convert
  }

  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
  func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(convert(input)) }
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
