import Foundation
import VitrineAppGroupStore
import VitrineUI

/// `@AppStorage`'s values for a suite kept in that suite's App Group store in a data folder,
/// so the widgets' providers, `vitrine store` and other processes read what an app or widget
/// wrote through `@AppStorage(…, store: UserDefaults(suiteName:))`.
final class AppGroupStorageBackend: AppStorageBackend {
  let store: AppGroupStore

  init(_ store: AppGroupStore) { self.store = store }

  /// A function that opens each suite's store in `directory`, for ``AppStorageSuites``.
  static func opener(in directory: URL) -> @Sendable (String) -> (any AppStorageBackend)? {
    { suiteName in
      (try? AppGroupStore(suiteName: suiteName, directory: directory)).map(
        AppGroupStorageBackend.init)
    }
  }

  /// The stored value, or `nil` when there is none, it is of another type or the store
  /// cannot be read (the view shows its default, as with an unreadable `UserDefaults`).
  func value<T: Codable>(_ type: T.Type, forKey key: String) -> T? {
    (try? store.value(T.self, forKey: key)) ?? nil
  }

  /// Stores `value`, or removes the key for `nil`; a store that cannot be written keeps its
  /// old value, as `UserDefaults` does.
  func setValue<T: Codable>(_ value: T?, forKey key: String) {
    if let value {
      try? store.set(value, forKey: key)
    } else {
      try? store.removeObject(forKey: key)
    }
  }
}

extension AppStorageSuites {
  /// Keeps every suite's `@AppStorage` values in the App Group stores of `directory`, as a
  /// home-screen session and `vitrine app` do.
  public static func useAppGroupStores(in directory: URL) {
    install(AppGroupStorageBackend.opener(in: directory))
  }
}
