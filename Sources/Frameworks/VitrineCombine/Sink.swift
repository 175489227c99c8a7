import Foundation

extension Subscribers {
  /// A subscriber that asks for every value and hands each to a closure, as Combine's `Sink`.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    /// Called with each value.
    public let receiveValue: (Input) -> Void
    /// Called once with the completion.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var done = false

    /// A sink calling the two closures.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    /// Keeps the subscription and asks for unlimited values.
    public func receive(subscription: any Subscription) {
      lock.lock()
      guard !done, self.subscription == nil else {
        lock.unlock()
        subscription.cancel()
        return
      }
      self.subscription = subscription
      lock.unlock()
      subscription.request(.unlimited)
    }

    /// Passes the value to ``receiveValue`` unless cancelled.
    public func receive(_ input: Input) -> Subscribers.Demand {
      lock.lock()
      let live = !done
      lock.unlock()
      if live { receiveValue(input) }
      return .none
    }

    /// Passes the completion to ``receiveCompletion``, once.
    public func receive(completion: Subscribers.Completion<Failure>) {
      lock.lock()
      let live = !done
      done = true
      subscription = nil
      lock.unlock()
      if live { receiveCompletion(completion) }
    }

    /// Cancels the subscription; no more values arrive.
    public func cancel() {
      lock.lock()
      let pending = subscription
      subscription = nil
      done = true
      lock.unlock()
      pending?.cancel()
    }
  }

  /// A subscriber that writes each value to a property of an object, as Combine's `Assign`.
  public final class Assign<Root, Input>: Subscriber, Cancellable, @unchecked Sendable {
    /// The kind of error: none.
    public typealias Failure = Never
    /// The object written to, held until the subscription ends.
    public private(set) var object: Root?
    /// The property written.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private var subscription: (any Subscription)?
    private let lock = NSLock()

    /// A subscriber writing to `object[keyPath:]`.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    /// Keeps the subscription and asks for unlimited values.
    public func receive(subscription: any Subscription) {
      lock.lock()
      guard object != nil, self.subscription == nil else {
        lock.unlock()
        subscription.cancel()
        return
      }
      self.subscription = subscription
      lock.unlock()
      subscription.request(.unlimited)
    }

    /// Writes the value to the property.
    public func receive(_ input: Input) -> Subscribers.Demand {
      lock.lock()
      let target = object
      lock.unlock()
      target?[keyPath: keyPath] = input
      return .none
    }

    /// Lets go of the object.
    public func receive(completion: Subscribers.Completion<Never>) {
      lock.lock()
      object = nil
      subscription = nil
      lock.unlock()
    }

    /// Cancels the subscription and lets go of the object.
    public func cancel() {
      lock.lock()
      let pending = subscription
      subscription = nil
      object = nil
      lock.unlock()
      pending?.cancel()
    }
  }
}

extension Publisher {
  /// Subscribes with closures for the values and the completion; keep the result, or the
  /// subscription ends.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for the values of a publisher that cannot fail.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes every value to `object[keyPath:]`; the subscription holds `object` strongly.
  public func assign<Root>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root
  ) -> AnyCancellable {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}
