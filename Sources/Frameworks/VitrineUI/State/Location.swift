import Foundation

/// Storage a binding reads and writes: a state's value, a closure pair, a constant or a
/// property of another location.
class AnyLocation<Value> {
  /// The current value; reading it inside a body makes the body depend on it.
  @MainActor func get() -> Value { fatalError("AnyLocation is abstract") }
  /// Stores `value` and invalidates the views that read the location.
  @MainActor func set(_ value: Value) {}
  /// Whether `other` reads and writes the same storage, so bindings to it are the same input.
  func isSame(as other: AnyLocation<Value>) -> Bool { self === other }
}

/// The storage of one `@State` or other runtime-owned value, with the views that read it.
final class StoredLocation<Value>: AnyLocation<Value> {
  private var value: Value
  /// The graph whose views read this location; `nil` outside an app runtime.
  weak var graph: ViewGraph?
  let dependents = Dependents()

  init(_ value: Value, graph: ViewGraph?) {
    self.value = value
    self.graph = graph
  }

  @MainActor override func get() -> Value {
    if let graph { dependents.recordRead(in: graph) }
    return value
  }

  @MainActor override func set(_ newValue: Value) {
    value = newValue
    if let graph { dependents.invalidate(in: graph) }
  }
}

/// A location read and written through closures: `Binding(get:set:)`.
final class ClosureLocation<Value>: AnyLocation<Value> {
  let getter: () -> Value
  let setter: (Value) -> Void

  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  @MainActor override func get() -> Value { getter() }
  @MainActor override func set(_ value: Value) { setter(value) }
}

/// A value that never changes: `Binding.constant(_:)`.
final class ConstantLocation<Value>: AnyLocation<Value> {
  let value: Value
  init(_ value: Value) { self.value = value }
  @MainActor override func get() -> Value { value }
}

/// A property of the value at another location: `$model.name`.
final class KeyPathLocation<Base, Value>: AnyLocation<Value> {
  let base: AnyLocation<Base>
  let keyPath: WritableKeyPath<Base, Value>

  init(base: AnyLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  @MainActor override func get() -> Value { base.get()[keyPath: keyPath] }

  @MainActor override func set(_ value: Value) {
    var whole = base.get()
    whole[keyPath: keyPath] = value
    base.set(whole)
  }

  override func isSame(as other: AnyLocation<Value>) -> Bool {
    guard let other = other as? KeyPathLocation<Base, Value> else { return false }
    return other.keyPath == keyPath && other.base.isSame(as: base)
  }
}

/// A property of an object: `$model.name` for an observed or bindable object.
final class ObjectPropertyLocation<Object: AnyObject, Value>: AnyLocation<Value> {
  let object: Object
  let keyPath: ReferenceWritableKeyPath<Object, Value>

  init(object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
    self.object = object
    self.keyPath = keyPath
  }

  @MainActor override func get() -> Value { object[keyPath: keyPath] }
  @MainActor override func set(_ value: Value) { object[keyPath: keyPath] = value }

  override func isSame(as other: AnyLocation<Value>) -> Bool {
    guard let other = other as? ObjectPropertyLocation<Object, Value> else { return false }
    return other.object === object && other.keyPath == keyPath
  }
}

/// The views whose bodies read a piece of state, so a change marks exactly them dirty.
@MainActor
final class Dependents {
  private var readers: [ObjectIdentifier: Weak<GraphNode>] = [:]

  nonisolated init() {}

  /// Records that the body being evaluated in `graph` read the state.
  func recordRead(in graph: ViewGraph) {
    guard let reader = graph.currentReader else { return }
    readers[ObjectIdentifier(reader)] = Weak(reader)
  }

  /// Marks every reader dirty; they record their reads again when re-evaluated.
  func invalidate(in graph: ViewGraph) {
    let current = readers.values.compactMap(\.value)
    readers.removeAll(keepingCapacity: true)
    for node in current { graph.markDirty(node) }
  }
}

/// A weak reference, for tables that must not keep views alive.
struct Weak<Object: AnyObject> {
  weak var value: Object?
  init(_ value: Object) { self.value = value }
}
