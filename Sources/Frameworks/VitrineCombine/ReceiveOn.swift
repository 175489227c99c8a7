import Foundation

extension Publishers {
  /// A publisher that delivers the upstream's values and completion on a scheduler, as
  /// Combine's `Publishers.ReceiveOn`.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher whose events are moved.
    public let upstream: Upstream
    /// Where they are delivered.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?

    /// A publisher delivering `upstream`'s events on `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Subscribes to the upstream; each value and the completion are scheduled in order.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Hop(downstream: subscriber, scheduler: scheduler, options: options))
    }
  }
}

extension Publisher {
  /// Delivers values and the completion on `scheduler` (the subscription itself is not moved).
  public func receive<S: Scheduler>(
    on scheduler: S, options: S.SchedulerOptions? = nil
  )
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}

/// The subscriber behind `receive(on:)`: schedules each event for the downstream.
private final class Hop<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure
  let downstream: Downstream
  let scheduler: Context
  let options: Context.SchedulerOptions?

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
  }

  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }

  func receive(_ input: Input) -> Subscribers.Demand {
    scheduler.schedule(options: options) { [downstream] in
      _ = downstream.receive(input)
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    scheduler.schedule(options: options) { [downstream] in
      downstream.receive(completion: completion)
    }
  }
}
