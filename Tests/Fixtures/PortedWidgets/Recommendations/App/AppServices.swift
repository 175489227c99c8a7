import Foundation
import VitrineCatalog

// The app's own services as the widget extension sees them, supplied by the test: a catalog
// that answers from memory and storage kept in memory.

public struct RecommendationsDependencies: Sendable {
  public var api: any RecommendationsAPI
  public var storage: any RecommendationsStorage

  public static func standard() -> RecommendationsDependencies {
    RecommendationsDependencies(api: MemoryCatalog(), storage: MemoryStorage())
  }
}

public struct CachedPosters: Sendable {
  public var posters: [Title] = []
  public var fetchedAt: Date?
}

public protocol RecommendationsStorage: Sendable {
  func cachedPosters() throws -> CachedPosters
  func saveCachedPosters(_ cache: CachedPosters) throws
  func carouselPosition() throws -> CarouselPosition
  func updateCarouselPosition(_ change: (inout CarouselPosition, _ posterCount: Int) -> Void) throws
  func replaceCachedPosters(_ cache: CachedPosters) throws -> Bool
}

struct MemoryStorage: RecommendationsStorage {
  func cachedPosters() throws -> CachedPosters { CachedPosters() }
  func saveCachedPosters(_ cache: CachedPosters) throws {}
  func carouselPosition() throws -> CarouselPosition { .start }
  func updateCarouselPosition(_ change: (inout CarouselPosition, _ posterCount: Int) -> Void) throws
  {}
  func replaceCachedPosters(_ cache: CachedPosters) throws -> Bool { true }
}

struct MemoryCatalog: RecommendationsAPI {
  func recommendations(limit: Int) async throws -> [Title] {
    Array(EmbeddedCatalog.recommendations.prefix(limit))
  }
}
