import Foundation
import Synchronization
import VitrineAppGroupStore
import VitrineCatalog

/// The posters the widget keeps, and when they were fetched.
public struct CachedPosters: Sendable, Hashable, Codable {
  /// The posters, at most six, in the API's order.
  public var posters: [Title]
  /// When they were last fetched successfully; `nil` once the cache has gone stale.
  public var fetchedAt: Date?

  /// Creates a cache value.
  public init(posters: [Title] = [], fetchedAt: Date? = nil) {
    self.posters = posters
    self.fetchedAt = fetchedAt
  }
}

/// Where the widget keeps its posters and carousel position: the App Group store in the app,
/// in-memory doubles in tests.
public protocol RecommendationsStorage: Sendable {
  /// The cached posters.
  func cachedPosters() throws -> CachedPosters
  /// Replaces the cached posters.
  func saveCachedPosters(_ cache: CachedPosters) throws
  /// The carousel position.
  func carouselPosition() throws -> CarouselPosition
  /// Changes the carousel position atomically, with the number of cached posters at hand.
  func updateCarouselPosition(_ change: (inout CarouselPosition, _ posterCount: Int) -> Void) throws
  /// Replaces the cached posters and says whether they are other titles than those replaced.
  func replaceCachedPosters(_ cache: CachedPosters) throws -> Bool
}

extension RecommendationsStorage {
  /// Replaces the cached posters and says whether they are other titles than those replaced
  /// (read, then written: storages shared between processes do both in one transaction).
  public func replaceCachedPosters(_ cache: CachedPosters) throws -> Bool {
    let previous = try? cachedPosters()
    try saveCachedPosters(cache)
    return previous?.posters.map(\.id) != cache.posters.map(\.id)
  }
}

/// The widget's storage in the App Group store shared with the app.
///
/// The store is opened on first use, so choosing where it lives costs nothing for a widget
/// that never touches it; an error opening it is thrown from that use (and retried on the next).
public final class AppGroupRecommendationsStorage: RecommendationsStorage {
  private let open: @Sendable () throws -> AppGroupStore
  private let opened = Mutex<AppGroupStore?>(nil)

  static let postersKey = "recommendations.posters"
  static let positionKey = "recommendations.carousel"

  /// Uses `store`.
  public init(store: AppGroupStore) {
    open = { store }
  }

  /// Uses the store of `suiteName` in `directory`, opened when first needed.
  public init(suiteName: String = "group.vitrine", directory: URL) {
    open = { try AppGroupStore(suiteName: suiteName, directory: directory) }
  }

  /// The store, opened now if it was not yet.
  public func store() throws -> AppGroupStore {
    if let store = opened.withLock({ $0 }) { return store }
    let store = try open()
    opened.withLock { $0 = store }
    return store
  }

  /// The cached posters, or an empty cache.
  public func cachedPosters() throws -> CachedPosters {
    try store().value(CachedPosters.self, forKey: Self.postersKey) ?? CachedPosters()
  }

  /// Replaces the cached posters.
  public func saveCachedPosters(_ cache: CachedPosters) throws {
    try store().set(cache, forKey: Self.postersKey)
  }

  /// Replaces the cached posters in one store transaction and says whether they are other
  /// titles than those replaced, so that processes fetching the same posters at once do not
  /// each reset the carousel another process has just moved.
  public func replaceCachedPosters(_ cache: CachedPosters) throws -> Bool {
    try store().update(Self.postersKey, default: CachedPosters()) { current in
      defer { current = cache }
      return current.posters.map(\.id) != cache.posters.map(\.id)
    }
  }

  /// The stored carousel position, or the start.
  public func carouselPosition() throws -> CarouselPosition {
    try store().value(CarouselPosition.self, forKey: Self.positionKey) ?? .start
  }

  /// Changes the carousel position in one store transaction.
  public func updateCarouselPosition(_ change: (inout CarouselPosition, Int) -> Void) throws {
    // The poster count is read first; a fetch between the two only resets the position, which
    // the view wraps anyway.
    let count = try cachedPosters().posters.count
    try store().update(Self.positionKey, default: CarouselPosition.start) { position in
      change(&position, count)
    }
  }
}
