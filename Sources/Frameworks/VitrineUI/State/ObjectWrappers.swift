import Foundation

/// An observable object a view creates and owns: made once for the view's identity (the
/// closure is not called again on re-renders) and released when the identity goes away.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let slot: ObjectSlot<ObjectType>

  /// Creates the object with `thunk` the first time the view's identity appears.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    slot = ObjectSlot(make: thunk)
  }

  /// The object.
  public var wrappedValue: ObjectType { slot.object }

  /// Bindings to the object's properties: `$model.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: slot.object)
  }
}

/// The object a ``StateObject`` or ``EnvironmentObject`` holds once installed.
final class ObjectSlot<ObjectType: AnyObject> {
  private let make: (() -> ObjectType)?
  var installed: ObjectType?

  init(make: (() -> ObjectType)?) { self.make = make }

  var object: ObjectType {
    if let installed { return installed }
    guard let make else {
      fatalError(
        "No object of type \(ObjectType.self) in the environment: a view above must call "
          + ".environmentObject(_:) with one")
    }
    let made = make()
    installed = made
    return made
  }
}

extension StateObject: RuntimeProperty {
  func install(in node: GraphNode, index: Int, environment: EnvironmentValues) {
    let object: ObjectType
    if let stored = node.storage[index] as? ObjectType {
      object = stored
    } else {
      object = slot.object
      node.storage[index] = object
    }
    slot.installed = object
    node.observe(object.objectWillChange)
  }

  func inputMatches(_ other: Any) -> Bool { other is StateObject<ObjectType> }
}

/// An observable object passed to a view from outside; the view re-renders when it changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Observes `initialValue`.
  public init(initialValue: ObjectType) {
    self.wrappedValue = initialValue
  }

  /// Bindings to the object's properties: `$model.name`.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to the properties of an observed object.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(location: ObjectPropertyLocation(object: object, keyPath: keyPath))
    }
  }
}

extension ObservedObject: RuntimeProperty {
  func install(in node: GraphNode, index: Int, environment: EnvironmentValues) {
    node.observe(wrappedValue.objectWillChange)
  }

  func inputMatches(_ other: Any) -> Bool {
    (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
  }
}

/// An observable object put in the environment by a view above with
/// ``View/environmentObject(_:)``.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let slot = ObjectSlot<ObjectType>(make: nil)

  /// Reads the object of this type from the environment.
  public init() {}

  /// The object; reading it when no view above provided one stops the program, as in
  /// SwiftUI, naming the type.
  public var wrappedValue: ObjectType { slot.object }

  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: slot.object)
  }
}

extension EnvironmentObject: RuntimeProperty {
  func install(in node: GraphNode, index: Int, environment: EnvironmentValues) {
    guard
      let object = environment.environmentObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType
    else { return }
    slot.installed = object
    node.observe(object.objectWillChange)
  }

  func inputMatches(_ other: Any) -> Bool { other is EnvironmentObject<ObjectType> }
}

/// Objects put in the environment, by type.
struct EnvironmentObjects: @unchecked Sendable {
  private var objects: [ObjectIdentifier: AnyObject] = [:]

  subscript(key: ObjectIdentifier) -> AnyObject? {
    get { objects[key] }
    set { objects[key] = newValue }
  }

  /// Whether both hold the same objects.
  func matches(_ other: EnvironmentObjects) -> Bool {
    objects.count == other.objects.count
      && objects.allSatisfy { other.objects[$0.key] === $0.value }
  }
}

nonisolated extension View {
  /// Puts `object` in the environment of this view, for ``EnvironmentObject`` properties below.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentWriter { $0.environmentObjects[ObjectIdentifier(T.self)] = object })
  }
}
