import Foundation
import Observation

/// The `@Observable` objects put in the environment with `environment(_:)`, by type.
struct ObservableObjects: @unchecked Sendable {
  var byType: [ObjectIdentifier: AnyObject] = [:]
}

private struct ObservableObjectsKey: EnvironmentKey {
  static var defaultValue: ObservableObjects { ObservableObjects() }
}

/// The key path an `@Environment(Model.self)` property reads: the object of that type.
struct ObservableObjectLookup<Object: AnyObject>: Hashable, Sendable {}

extension EnvironmentValues {
  var observableObjects: ObservableObjects {
    get { self[ObservableObjectsKey.self] }
    set { self[ObservableObjectsKey.self] = newValue }
  }

  /// The object of type `Object` a view above put in the environment, or `nil`.
  subscript<Object: AnyObject>(observable lookup: ObservableObjectLookup<Object>) -> Object? {
    observableObjects.byType[ObjectIdentifier(Object.self)] as? Object
  }

  /// The object of type `Object` a view above put in the environment; a stop naming the type
  /// when none did (a programming error, as in SwiftUI).
  subscript<Object: AnyObject>(required lookup: ObservableObjectLookup<Object>) -> Object {
    guard let object = self[observable: lookup] else {
      fatalError(
        "No observable object of type \(Object.self) in the environment: a view above must "
          + "call .environment(_:) with one")
    }
    return object
  }
}

extension Environment where Value: AnyObject & Observable {
  /// Reads the `@Observable` object of `objectType` a view above put in the environment with
  /// `environment(_:)`, as SwiftUI's `@Environment(Model.self)` (iOS 17); a view reading one
  /// that nobody put there stops with a message naming the type, as SwiftUI does.
  public init(_ objectType: Value.Type) {
    self.init(\EnvironmentValues.[required: ObservableObjectLookup<Value>()])
  }
}

nonisolated extension View {
  /// Puts `object` in the environment of the view, for `@Environment(Model.self)` below, as
  /// SwiftUI's `environment(_:)` for `@Observable` objects; `nil` removes it.
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
    let box = ObservableBox(object: object)
    return modifier(
      EnvironmentWriter { environment in
        environment.observableObjects.byType[ObjectIdentifier(Object.self)] = box.object
      })
  }
}

/// An object carried into an environment writer.
struct ObservableBox<Object: AnyObject>: @unchecked Sendable {
  let object: Object?
}
