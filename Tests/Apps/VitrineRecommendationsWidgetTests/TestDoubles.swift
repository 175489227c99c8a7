import Foundation
import Synchronization
import VitrineCatalog
import VitrineRecommendationsWidget

/// An API whose answers a test scripts, counting the calls.
final class ScriptedRecommendationsAPI: RecommendationsAPI {
  private let answer: @Sendable (Int) -> Result<[Title], RecommendationsError>
  private let calls = Mutex(0)

  /// Answers call number `n` (from 0) with `answer(n)`.
  init(_ answer: @escaping @Sendable (Int) -> Result<[Title], RecommendationsError>) {
    self.answer = answer
  }

  /// Always answers with the first `count` titles of the embedded selection.
  convenience init(count: Int = 10) {
    self.init { _ in .success(Array(EmbeddedCatalog.recommendations.prefix(count))) }
  }

  var callCount: Int { calls.withLock { $0 } }

  func recommendations(limit: Int) async throws -> [Title] {
    let number = calls.withLock { calls in
      defer { calls += 1 }
      return calls
    }
    return try answer(number).get().prefix(limit).map { $0 }
  }

  func title(id: String) async throws -> Title {
    guard let title = EmbeddedCatalog.title(id: id) else {
      throw RecommendationsError.notFound(id: id)
    }
    return title
  }
}

/// Storage in memory.
final class InMemoryRecommendationsStorage: RecommendationsStorage {
  private let state: Mutex<(CachedPosters, CarouselPosition)>

  init(cache: CachedPosters = CachedPosters(), position: CarouselPosition = .start) {
    state = Mutex((cache, position))
  }

  func cachedPosters() throws -> CachedPosters { state.withLock { $0.0 } }
  func saveCachedPosters(_ cache: CachedPosters) throws { state.withLock { $0.0 = cache } }
  func carouselPosition() throws -> CarouselPosition { state.withLock { $0.1 } }
  func updateCarouselPosition(_ change: (inout CarouselPosition, Int) -> Void) throws {
    state.withLock { state in change(&state.1, state.0.posters.count) }
  }
}

/// The first `count` titles of the embedded selection.
func titles(_ count: Int, from offset: Int = 0) -> [Title] {
  Array(EmbeddedCatalog.titles.dropFirst(offset).prefix(count))
}
