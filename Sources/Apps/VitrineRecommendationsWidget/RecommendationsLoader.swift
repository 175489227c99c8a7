import Foundation
import VitrineCatalog
import WidgetKit

/// The recommendations widget's rules for building a timeline: the 6-hour cache, fetching, and
/// what to show when a fetch fails.
///
/// 1. At most ``maximumPosters`` posters are kept: the first the API returns.
/// 2. A cache fetched ``freshness`` or more ago is stale: its date is forgotten.
/// 3. A fresh cache with posters is used without touching the network.
/// 4. Otherwise the API is asked. Success stores the posters and the fetch time and, when they
///    are other titles than those cached, resets the carousel; the timeline has one entry, now,
///    and reloads after ``freshness``.
/// 5. Failure (an error or an empty list) keeps the cache untouched: its posters are shown as
///    outdated, or the error state when there are none, and the reload comes after
///    ``retryInterval``.
public struct RecommendationsLoader: Sendable {
  /// How many posters the widget keeps.
  public static let maximumPosters = 6
  /// How long fetched posters stay fresh.
  public static let freshness: TimeInterval = 6 * 3600
  /// How soon a failed fetch is retried.
  public static let retryInterval: TimeInterval = 15 * 60

  let api: any RecommendationsAPI
  let storage: any RecommendationsStorage

  /// Creates a loader over an API and the widget's storage.
  public init(api: any RecommendationsAPI, storage: any RecommendationsStorage) {
    self.api = api
    self.storage = storage
  }

  /// The timeline at `now`.
  public func timeline(at now: Date) async -> Timeline<RecommendationsEntry> {
    var cache = (try? storage.cachedPosters()) ?? CachedPosters()
    if let fetchedAt = cache.fetchedAt, now.timeIntervalSince(fetchedAt) >= Self.freshness {
      cache.fetchedAt = nil
      try? storage.saveCachedPosters(cache)
    }
    if cache.fetchedAt != nil, !cache.posters.isEmpty {
      return timeline(
        cache.posters, status: .current, fetchedAt: cache.fetchedAt, at: now,
        reloadAfter: Self.freshness)
    }
    do {
      let fetched = try await api.recommendations(limit: Self.maximumPosters)
      guard !fetched.isEmpty else { throw RecommendationsError.malformed("an empty list") }
      let posters = Array(fetched.prefix(Self.maximumPosters))
      // The carousel starts over only for other titles: several processes loading at once
      // fetch the same posters, and a tap made meanwhile in one must not be undone by another.
      if try storage.replaceCachedPosters(CachedPosters(posters: posters, fetchedAt: now)) {
        try storage.updateCarouselPosition { position, _ in position = .start }
      }
      return timeline(
        posters, status: .current, fetchedAt: now, at: now, reloadAfter: Self.freshness)
    } catch {
      let status: RecommendationsEntry.Status = cache.posters.isEmpty ? .failed : .outdated
      return timeline(
        cache.posters, status: status, failure: error, at: now,
        reloadAfter: Self.retryInterval)
    }
  }

  private func timeline(
    _ posters: [Title], status: RecommendationsEntry.Status, fetchedAt: Date? = nil,
    failure: (any Error)? = nil, at now: Date, reloadAfter interval: TimeInterval
  ) -> Timeline<RecommendationsEntry> {
    let position = (try? storage.carouselPosition()) ?? .start
    let entry = RecommendationsEntry(
      date: now, posters: posters, position: position, status: status, fetchedAt: fetchedAt,
      failure: failure, intents: CarouselIntents(storage: storage))
    return Timeline(entries: [entry], policy: .after(now.addingTimeInterval(interval)))
  }
}
