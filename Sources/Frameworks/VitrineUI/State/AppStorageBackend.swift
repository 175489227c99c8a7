import Foundation

/// Where `@AppStorage` keeps its values: a `UserDefaults`, or, for a suite, the store a host
/// installed with ``AppStorageSuites/install(_:)`` (Vitrine's App Group store, which
/// `vitrine store` reads).
public protocol AppStorageBackend: AnyObject, Sendable {
  /// The value stored for `key` if it is a `T`; `nil` when none is.
  func value<T: Codable>(_ type: T.Type, forKey key: String) -> T?
  /// Stores `value` for `key`; `nil` removes the key.
  func setValue<T: Codable>(_ value: T?, forKey key: String)
}

/// The stores `@AppStorage(…, store: UserDefaults(suiteName: "group.x"))` uses for each suite.
///
/// A host that has an App Group store (the `@main` command line, the home screen) installs a
/// function that opens the store of a suite, so values an app or widget writes through
/// `@AppStorage` are the ones the widget's provider, `vitrine store` and the other processes
/// read. Without one, a suite's values stay in the `UserDefaults` given.
public enum AppStorageSuites {
  private static let state = AppStorageSuitesState()

  /// Makes `open` the source of every suite's store from now on (`nil` goes back to the
  /// `UserDefaults` given); stores already opened are forgotten.
  public static func install(_ open: (@Sendable (String) -> (any AppStorageBackend)?)?) {
    state.lock.withLock {
      state.open = open
      state.opened = [:]
    }
  }

  /// The store of `suiteName`, opened once, or `nil` when no host installed a function or it
  /// could not open the suite.
  static func backend(forSuite suiteName: String) -> (any AppStorageBackend)? {
    state.lock.withLock {
      if let opened = state.opened[suiteName] { return opened }
      guard let backend = state.open?(suiteName) else { return nil }
      state.opened[suiteName] = backend
      return backend
    }
  }

  /// The suite a `UserDefaults` was made for with `UserDefaults(suiteName:)`; `nil` for the
  /// standard defaults. Foundation does not publish it, so it is read from the object.
  static func suiteName(of defaults: UserDefaults) -> String? {
    var mirror: Mirror? = Mirror(reflecting: defaults)
    while let current = mirror {
      for child in current.children where child.label == "suite" || child.label == "_suiteName" {
        if let name = child.value as? String? { return name }
        if let name = child.value as? String { return name }
      }
      mirror = current.superclassMirror
    }
    return nil
  }
}

/// The function hosts installed and the stores opened, behind one lock.
private final class AppStorageSuitesState: @unchecked Sendable {
  let lock = NSLock()
  var open: (@Sendable (String) -> (any AppStorageBackend)?)?
  var opened: [String: any AppStorageBackend] = [:]
}

/// `@AppStorage`'s values in a `UserDefaults`, through its typed accessors.
final class UserDefaultsBackend: AppStorageBackend, @unchecked Sendable {
  let defaults: UserDefaults

  init(_ defaults: UserDefaults) { self.defaults = defaults }

  func value<T: Codable>(_ type: T.Type, forKey key: String) -> T? {
    guard defaults.object(forKey: key) != nil else { return nil }
    switch type {
    case is Bool.Type: return defaults.bool(forKey: key) as? T
    case is Int.Type: return defaults.integer(forKey: key) as? T
    case is Double.Type: return defaults.double(forKey: key) as? T
    case is String.Type: return defaults.string(forKey: key) as? T
    case is Data.Type: return defaults.data(forKey: key) as? T
    case is URL.Type:
      // Kept as its absolute string: Foundation on Linux reads a stored URL back as a path.
      return defaults.string(forKey: key).flatMap(URL.init(string:)) as? T
    default: return defaults.object(forKey: key) as? T
    }
  }

  func setValue<T: Codable>(_ value: T?, forKey key: String) {
    switch value {
    case nil: defaults.removeObject(forKey: key)
    case let url as URL: defaults.set(url.absoluteString, forKey: key)
    case let value?: defaults.set(value, forKey: key)
    }
  }
}
