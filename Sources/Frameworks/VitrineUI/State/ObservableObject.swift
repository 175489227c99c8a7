import Foundation
import VitrineCombine

/// An object whose changes views follow, as Combine's `ObservableObject` (Combine does not
/// exist on Linux, so Vitrine provides the protocol and its publisher).
///
/// ```swift
/// final class Library: ObservableObject {
///   @Published var titles: [String] = []
/// }
/// ```
///
/// Views hold one with `@StateObject`, `@ObservedObject` or `@EnvironmentObject`; every
/// `@Published` change sends ``objectWillChange`` first, which marks those views dirty.
public protocol ObservableObject: AnyObject {
  /// Sends before the object changes.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// A publisher shared by all of the object's `@Published` properties, made on first use.
  public var objectWillChange: ObservableObjectPublisher {
    ObservableObjectPublisher.shared(for: self)
  }
}

/// Tells subscribers that an object is about to change.
public final class ObservableObjectPublisher: @unchecked Sendable {
  private let lock = NSLock()
  private var subscribers: [ObjectIdentifier: () -> Void] = [:]

  /// Creates a publisher.
  public init() {}

  /// Tells every subscriber that the object is about to change.
  public func send() {
    lock.lock()
    let actions = Array(subscribers.values)
    lock.unlock()
    for action in actions { action() }
  }

  /// Calls `action` on every `send()` until `unsubscribe(_:)` with the same key.
  func subscribe(_ key: ObjectIdentifier, _ action: @escaping () -> Void) {
    lock.lock()
    subscribers[key] = action
    lock.unlock()
  }

  /// Stops calling the action subscribed with `key`.
  func unsubscribe(_ key: ObjectIdentifier) {
    lock.lock()
    subscribers[key] = nil
    lock.unlock()
  }

  /// The publisher of an object that declares none: kept by its first `@Published`
  /// property, or in a table for objects without any.
  static func shared(for object: AnyObject) -> ObservableObjectPublisher {
    let boxes = Mirror(reflecting: object).children.compactMap {
      ($0.value as? any PublishedProperty)?.publisherBox
    }
    if let existing = boxes.first?.publisher { return existing }
    if let first = boxes.first {
      let publisher = ObservableObjectPublisher()
      first.publisher = publisher
      for box in boxes.dropFirst() { box.publisher = publisher }
      return publisher
    }
    return PublisherTable.shared.publisher(for: object)
  }
}

/// Publishers of objects that have no `@Published` property to keep one.
private final class PublisherTable: @unchecked Sendable {
  static let shared = PublisherTable()
  private let lock = NSLock()
  private var entries:
    [ObjectIdentifier: (object: Weak<AnyObject>, publisher: ObservableObjectPublisher)] =
      [:]

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    lock.lock()
    defer { lock.unlock() }
    let key = ObjectIdentifier(object)
    if let entry = entries[key], entry.object.value === object { return entry.publisher }
    entries = entries.filter { $0.value.object.value != nil }
    let publisher = ObservableObjectPublisher()
    entries[key] = (Weak(object), publisher)
    return publisher
  }
}

/// Where a `@Published` property keeps its value and its object's publisher.
final class PublisherBox {
  var publisher: ObservableObjectPublisher?
}

/// A `@Published` property, found by reflection.
protocol PublishedProperty {
  var publisherBox: PublisherBox { get }
}

/// A property of an ``ObservableObject`` whose changes are announced by the object's
/// ``ObservableObject/objectWillChange``, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value>: PublishedProperty {
  final class Storage {
    var value: Value
    /// What `$property` publishes through, made when first asked for.
    var subject: CurrentValueSubject<Value, Never>?
    init(_ value: Value) { self.value = value }
  }

  let storage: Storage
  let publisherBox = PublisherBox()

  /// Creates the property with its initial value.
  public init(wrappedValue value: Value) {
    storage = Storage(value)
  }

  /// `$property`: a publisher of the current value and of every new one, sent before the
  /// property changes (see `Published+Publisher.swift`).
  public var projectedValue: Publisher { Publisher(storage) }

  /// Only reachable through the enclosing object.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// Reads and writes the value of `object`'s property, sending its `objectWillChange`
  /// before a write.
  public static subscript<Object: AnyObject>(
    _enclosingInstance object: Object,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage.value }
    set {
      if let observable = object as? any ObservableObject {
        observable.objectWillChange.send()
      }
      object[keyPath: storageKeyPath].storage.subject?.send(newValue)
      object[keyPath: storageKeyPath].storage.value = newValue
    }
  }
}
