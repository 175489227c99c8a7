import Foundation

/// A value a view owns: created once for the view's identity, kept across re-renders, and
/// discarded when the identity goes away, as SwiftUI's `@State`.
///
/// ```swift
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View {
///     Button("Count: \(count)") { count += 1 }
///   }
/// }
/// ```
///
/// Setting it marks every view whose body read it dirty; the next frame re-evaluates them.
/// Outside an app runtime (a widget drawn once) the initial value is used.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let slot: StateSlot<Value>

  /// Creates state with `value` as its value the first time the view's identity appears.
  public init(wrappedValue value: Value) {
    slot = StateSlot(initial: value)
  }

  /// Creates state with `value` as its initial value.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value; read and written on the main actor, where views are evaluated.
  @MainActor public var wrappedValue: Value {
    get { slot.location.get() }
    nonmutating set { slot.location.set(newValue) }
  }

  /// A binding to the value, for a child view to read and write it: `$count`.
  @MainActor public var projectedValue: Binding<Value> { Binding(location: slot.location) }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates state whose initial value is `nil`.
  public init() { self.init(wrappedValue: nil) }
}

/// The reference a `State` value holds: its initial value and, once the runtime installs it,
/// the storage of the view's identity.
final class StateSlot<Value> {
  let initial: Value
  private var installed: StoredLocation<Value>?

  init(initial: Value) { self.initial = initial }

  /// The storage: the installed one, else a private one with the initial value.
  var location: StoredLocation<Value> {
    if let installed { return installed }
    let own = StoredLocation(initial, graph: nil)
    installed = own
    return own
  }

  func install(_ location: StoredLocation<Value>) { installed = location }
}

extension State: RuntimeProperty {
  func install(in node: GraphNode, index: Int, environment: EnvironmentValues) {
    if let stored = node.storage[index] as? StoredLocation<Value> {
      slot.install(stored)
    } else {
      let stored = StoredLocation(slot.initial, graph: node.graph)
      node.storage[index] = stored
      slot.install(stored)
    }
  }

  func inputMatches(_ other: Any) -> Bool { other is State<Value> }
}

/// A stored property of a view that the runtime connects to storage before it reads the
/// view's body (`State`, `StateObject`, `ObservedObject`, `EnvironmentObject`, `Environment`).
public protocol DynamicProperty {
  /// Called before the body is read; the built-in properties need nothing here.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
}

/// A property the runtime installs into a view before evaluating its body, and compares
/// specially when deciding whether a view's inputs changed.
protocol RuntimeProperty {
  /// Connects the property to the storage of `node` (field `index` of the view).
  @MainActor func install(in node: GraphNode, index: Int, environment: EnvironmentValues)
  /// Whether `other` (the same field in the view's previous value) is the same input.
  func inputMatches(_ other: Any) -> Bool
}
