import Foundation

/// A value saved with the scene and restored when it is shown again, as SwiftUI's
/// `@SceneStorage`: views reading the same key share it, setting it re-renders them, and a
/// screen made again in the same process (the scene restored) starts from the saved value.
///
/// Apple keeps scene storage per scene and in memory until the system saves the scene; here
/// the scene is the process, and values are kept in memory only (never written to disk), up
/// to ``SceneStore/maximumValues`` keys.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let key: String
  let state: State<Value>

  /// Creates storage for `key`, with `wrappedValue` while nothing is saved.
  public init(wrappedValue: Value, _ key: String) {
    self.key = key
    self.state = State(wrappedValue: SceneStore.shared.value(for: key) as? Value ?? wrappedValue)
  }

  /// The saved value.
  @MainActor public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set {
      SceneStore.shared.set(newValue, for: key)
      state.wrappedValue = newValue
    }
  }

  /// A binding to the saved value.
  @MainActor public var projectedValue: Binding<Value> {
    let key = self.key
    let base = state.projectedValue
    return Binding(
      get: { base.wrappedValue },
      set: {
        SceneStore.shared.set($0, for: key)
        base.wrappedValue = $0
      })
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// Creates optional storage for `key`, nil while nothing is saved.
  public init(_ key: String) {
    self.init(wrappedValue: nil, key)
  }
}

extension SceneStorage: RuntimeProperty {
  func install(in node: GraphNode, index: Int, environment: EnvironmentValues) {
    state.install(in: node, index: index, environment: environment)
  }

  func inputMatches(_ other: Any) -> Bool { other is SceneStorage<Value> }
}

/// The saved values of the app's scene.
public final class SceneStore: @unchecked Sendable {
  /// The process's scene.
  public static let shared = SceneStore()
  /// How many keys are kept; setting a new key beyond this is ignored.
  public static let maximumValues = 1_000

  private let lock = NSLock()
  private var values: [String: Any] = [:]

  /// The saved value for `key`.
  public func value(for key: String) -> Any? {
    lock.withLock { values[key] }
  }

  /// Saves `value` for `key`.
  public func set(_ value: Any, for key: String) {
    lock.withLock {
      guard values[key] != nil || values.count < Self.maximumValues else { return }
      values[key] = value
    }
  }

  /// Forgets every saved value (a scene discarded).
  public func removeAll() {
    lock.withLock { values.removeAll() }
  }
}
