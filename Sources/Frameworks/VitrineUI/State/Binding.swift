import Foundation

/// A reference to a value owned elsewhere, read and written by a child view, as SwiftUI's
/// `@Binding`.
///
/// ```swift
/// struct Stepper: View {
///   @Binding var value: Int
///   var body: some View { Button("+") { value += 1 } }
/// }
/// Stepper(value: $count)
/// ```
///
/// A body that reads a binding to `@State` depends on that state.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let location: AnyLocation<Value>

  init(location: AnyLocation<Value>) {
    self.location = location
  }

  /// Creates a binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    location = ClosureLocation(get: get, set: set)
  }

  /// Creates a binding from another one (what `@Binding var x` initializers receive).
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes; writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value))
  }

  /// The value, read and written on the main actor.
  @MainActor public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }

  /// The binding itself: `$value` passes it on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value: `$person.name`.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath))
  }

  /// This binding with `withAnimation`'s signature; Vitrine does not animate.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding: RuntimeProperty {
  func install(in node: GraphNode, index: Int, environment: EnvironmentValues) {}

  func inputMatches(_ other: Any) -> Bool {
    guard let other = other as? Binding<Value> else { return false }
    return location.isSame(as: other.location)
  }
}
