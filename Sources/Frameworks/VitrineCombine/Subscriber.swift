/// A type that receives values and a completion from a publisher, as Combine's `Subscriber`.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values it receives.
  associatedtype Input
  /// The kind of error it may receive.
  associatedtype Failure: Error

  /// Receives the subscription, through which the subscriber asks for values.
  func receive(subscription: any Subscription)
  /// Receives a value and answers how many more values it wants.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Receives the end of the sequence: finished, or failed with an error.
  func receive(completion: Subscribers.Completion<Failure>)
}

/// The namespace of subscriber types (`Sink`, `Assign`) and their values.
public enum Subscribers {}

extension Subscribers {
  /// How a publisher ended: normally, or with an error.
  public enum Completion<Failure: Error> {
    /// The publisher finished normally.
    case finished
    /// The publisher stopped because of an error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A subscription: how a subscriber asks for values and cancels, as Combine's `Subscription`.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks the publisher for `demand` more values.
  func request(_ demand: Subscribers.Demand)
}

/// Something that can be stopped, as Combine's `Cancellable`.
public protocol Cancellable {
  /// Stops the activity and frees what it holds.
  func cancel()
}

/// A unique identifier of a subscriber or subscription, as Combine's `CombineIdentifier`.
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
  private let value: UInt64

  /// A new identifier, different from every other made this way.
  public init() { value = IdentifierCounter.next() }

  /// The identifier of an object, by identity.
  public init(_ object: AnyObject) {
    value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
  }

  /// The identifier as hexadecimal digits.
  public var description: String { "0x" + String(value, radix: 16) }
}

/// A type with a ``CombineIdentifier``; classes get one by identity.
public protocol CustomCombineIdentifierConvertible {
  /// The identifier of this subscriber or subscription.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The identifier of this object, by identity.
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
