import Foundation
import Testing
import VitrineCatalog
import VitrineRecommendationsWidget

@Suite struct CarouselTests {
  @Test func forwardWrapsAfterTheLastPoster() {
    var position = CarouselPosition.start
    for expected in [1, 2, 3, 4, 5, 0, 1] {
      position = position.moved(.forward, over: 6)
      #expect(position.index == expected)
      #expect(position.direction == .forward)
    }
  }

  @Test func backWrapsBeforeTheFirstPoster() {
    var position = CarouselPosition.start
    for expected in [5, 4, 3, 2, 1, 0, 5] {
      position = position.moved(.back, over: 6)
      #expect(position.index == expected)
      #expect(position.direction == .back)
    }
  }

  @Test func anIndexBeyondFewerPostersWraps() {
    // Index 5 was valid for six posters; a fetch brings three.
    let position = CarouselPosition(index: 5, direction: .forward)
    #expect(position.index(over: 3) == 2)
    #expect(position.moved(.forward, over: 3).index == 0)
    #expect(position.moved(.back, over: 3).index == 1)
    #expect(position.moved(.back, over: 0).index == 0)
  }

  /// A stored index of Int.max used to overflow on Forward (`index + 1`).
  @Test func anyStoredIndexMovesWithoutOverflow() {
    // Int.max = 9,223,372,036,854,775,807 ≡ 1 (mod 6); Int.min ≡ 4 (mod 6).
    #expect(CarouselPosition(index: .max).moved(.forward, over: 6).index == 2)
    #expect(CarouselPosition(index: .max).moved(.back, over: 6).index == 0)
    #expect(CarouselPosition(index: .min).moved(.back, over: 6).index == 3)
    #expect(CarouselPosition(index: .min).index(over: 6) == 4)
  }

  @Test func theEntryShowsPostersFromTheCurrentOne() {
    let posters = titles(6)
    let entry = RecommendationsEntry(
      date: .now, posters: posters, position: CarouselPosition(index: 5), status: .current)
    #expect(entry.visiblePosters(2) == [posters[5], posters[0]])
    #expect(entry.current == posters[5])
    #expect(entry.visiblePosters(10).count == 6)
  }

  @Test func theIntentsMoveTheStoredPosition() async throws {
    let storage = InMemoryRecommendationsStorage(
      cache: CachedPosters(posters: titles(6), fetchedAt: .now))
    let intents = CarouselIntents(storage: storage)
    _ = try await intents.back.perform()
    #expect(try storage.carouselPosition() == CarouselPosition(index: 5, direction: .back))
    _ = try await intents.forward.perform()
    _ = try await intents.forward.perform()
    #expect(try storage.carouselPosition() == CarouselPosition(index: 1, direction: .forward))
  }

  /// An intent made without storage has no carousel to move: it says so instead of moving the
  /// carousel of some default store.
  @Test func anUnboundIntentFailsAndSaysWhy() async throws {
    await #expect(throws: CarouselIntentError.unbound) { try await ScrollForwardIntent().perform() }
    await #expect(throws: CarouselIntentError.unbound) { try await ScrollBackIntent().perform() }
  }

  /// The loader binds the buttons of every entry it makes to its own storage, so a tap moves
  /// the carousel the entry came from.
  @Test func entriesCarryIntentsBoundToTheirStorage() async throws {
    let storage = InMemoryRecommendationsStorage(
      cache: CachedPosters(posters: titles(6), fetchedAt: .now))
    let loader = RecommendationsLoader(api: ScriptedRecommendationsAPI(), storage: storage)
    let entry = try #require(await loader.timeline(at: .now).entries.first)
    _ = try await entry.intents.forward.perform()
    #expect(try storage.carouselPosition() == CarouselPosition(index: 1, direction: .forward))
  }
}
