import Foundation
import Testing
import VitrineAppGroupStore
import VitrineCatalog
import VitrineRecommendationsWidget
import VitrineWidgetCore

@Suite struct RecommendationsLoaderTests {
  let now = Date(timeIntervalSince1970: 1_796_029_200)

  @Test func withoutACacheItFetchesOnceAndStoresSixPosters() async throws {
    let api = ScriptedRecommendationsAPI(count: 10)
    let storage = InMemoryRecommendationsStorage(
      position: CarouselPosition(index: 4, direction: .back))
    let timeline = await RecommendationsLoader(api: api, storage: storage).timeline(at: now)

    #expect(api.callCount == 1)
    let cache = try storage.cachedPosters()
    #expect(cache.posters.count == 6)
    #expect(cache.posters == Array(EmbeddedCatalog.recommendations.prefix(6)))
    #expect(cache.fetchedAt == now)
    #expect(try storage.carouselPosition() == .start)
    #expect(timeline.entries.count == 1)
    #expect(timeline.entries[0].date == now)
    #expect(timeline.entries[0].status == .current)
    #expect(timeline.policy == .after(now.addingTimeInterval(6 * 3600)))
  }

  @Test func aCacheFiveHoursFiftyNineMinutesOldIsUsedWithoutTheNetwork() async throws {
    let api = ScriptedRecommendationsAPI(count: 10)
    let fetchedAt = now.addingTimeInterval(-(5 * 3600 + 59 * 60))
    let storage = InMemoryRecommendationsStorage(
      cache: CachedPosters(posters: titles(6), fetchedAt: fetchedAt))
    let timeline = await RecommendationsLoader(api: api, storage: storage).timeline(at: now)
    #expect(api.callCount == 0)
    #expect(timeline.entries[0].posters == titles(6))
    #expect(timeline.entries[0].status == .current)
    #expect(try storage.cachedPosters().fetchedAt == fetchedAt)
  }

  @Test func aCacheExactlySixHoursOldIsFetchedAgain() async throws {
    let api = ScriptedRecommendationsAPI(count: 10)
    let storage = InMemoryRecommendationsStorage(
      cache: CachedPosters(
        posters: titles(6, from: 20), fetchedAt: now.addingTimeInterval(-6 * 3600)))
    let timeline = await RecommendationsLoader(api: api, storage: storage).timeline(at: now)
    #expect(api.callCount == 1)
    #expect(try storage.cachedPosters().fetchedAt == now)
    #expect(timeline.entries[0].posters == Array(EmbeddedCatalog.recommendations.prefix(6)))
  }

  @Test func aFailedFetchKeepsTheCachedPostersAndRetriesInFifteenMinutes() async throws {
    let api = ScriptedRecommendationsAPI { _ in .failure(.timeout(seconds: 10)) }
    let cached = titles(6, from: 10)
    let storage = InMemoryRecommendationsStorage(
      cache: CachedPosters(posters: cached, fetchedAt: now.addingTimeInterval(-7 * 3600)),
      position: CarouselPosition(index: 3, direction: .forward))
    let timeline = await RecommendationsLoader(api: api, storage: storage).timeline(at: now)
    #expect(api.callCount == 1)
    #expect(timeline.entries[0].status == .outdated)
    #expect(timeline.entries[0].posters == cached)
    #expect(timeline.entries[0].position.index == 3)
    #expect(timeline.policy == .after(now.addingTimeInterval(15 * 60)))
    // The posters stay; only the stale date was forgotten.
    #expect(try storage.cachedPosters() == CachedPosters(posters: cached, fetchedAt: nil))
  }

  @Test func aFailedFetchWithNothingCachedShowsTheErrorState() async throws {
    let api = ScriptedRecommendationsAPI { _ in .failure(.http(status: 500, message: "")) }
    let storage = InMemoryRecommendationsStorage()
    let timeline = await RecommendationsLoader(api: api, storage: storage).timeline(at: now)
    #expect(timeline.entries[0].status == .failed)
    #expect(timeline.entries[0].posters.isEmpty)
    #expect(timeline.policy == .after(now.addingTimeInterval(15 * 60)))
  }

  @Test(arguments: [
    RecommendationsError.network("down"), .timeout(seconds: 10), .http(status: 502, message: ""),
    .malformed("at items.0: missing 'id'"),
  ])
  func everyKindOfFailureLeavesTheCacheAlone(_ failure: RecommendationsError) async throws {
    let api = ScriptedRecommendationsAPI { _ in .failure(failure) }
    let cache = CachedPosters(posters: titles(3), fetchedAt: nil)
    let storage = InMemoryRecommendationsStorage(cache: cache)
    _ = await RecommendationsLoader(api: api, storage: storage).timeline(at: now)
    #expect(try storage.cachedPosters() == cache)
  }

  @Test func anEmptyListIsAFailure() async throws {
    let api = ScriptedRecommendationsAPI { _ in .success([]) }
    let storage = InMemoryRecommendationsStorage(
      cache: CachedPosters(posters: titles(2), fetchedAt: nil))
    let timeline = await RecommendationsLoader(api: api, storage: storage).timeline(at: now)
    #expect(timeline.entries[0].status == .outdated)
    #expect(try storage.cachedPosters().posters == titles(2))
  }

  @Test func fewerThanSixRecommendationsAreAllKept() async throws {
    let api = ScriptedRecommendationsAPI(count: 4)
    let storage = InMemoryRecommendationsStorage()
    let timeline = await RecommendationsLoader(api: api, storage: storage).timeline(at: now)
    #expect(timeline.entries[0].posters.count == 4)
    #expect(try storage.cachedPosters().posters.count == 4)
  }

  @Test func aStoreThatCannotBeOpenedShowsTheErrorStateAndRetries() async throws {
    // A file where the store's folder should be: the store cannot be created.
    let blocker = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vitrine-blocker-\(UUID().uuidString)")
    try Data("not a folder".utf8).write(to: blocker)
    defer { try? FileManager.default.removeItem(at: blocker) }
    let storage = AppGroupRecommendationsStorage(directory: blocker.appendingPathComponent("data"))
    let timeline = await RecommendationsLoader(api: ScriptedRecommendationsAPI(), storage: storage)
      .timeline(at: now)
    #expect(timeline.entries[0].status == .failed)
    #expect(timeline.policy == .after(now.addingTimeInterval(15 * 60)))
    #expect(throws: AppGroupStoreError.self) { try storage.store() }
  }
}
