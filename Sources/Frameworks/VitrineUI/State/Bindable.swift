import Foundation
@_exported import Observation

/// Makes bindings to the properties of an `@Observable` object: `$model.name`, as SwiftUI's
/// `@Bindable`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
  /// The object.
  public var wrappedValue: Value

  /// Makes bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Makes bindings to `object`'s properties.
  public init(_ object: Value) {
    self.wrappedValue = object
  }

  /// Itself, so `$model.name` reaches the subscript.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to the object's property at `keyPath`.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    Binding(location: ObjectPropertyLocation(object: wrappedValue, keyPath: keyPath))
  }
}

extension Bindable: RuntimeProperty {
  func install(in node: GraphNode, index: Int, environment: EnvironmentValues) {}

  func inputMatches(_ other: Any) -> Bool {
    (other as? Bindable<Value>)?.wrappedValue === wrappedValue
  }
}
