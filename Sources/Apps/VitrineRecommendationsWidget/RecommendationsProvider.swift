import Foundation
import VitrineCatalog
import WidgetKit

/// The recommendations widget's provider: placeholder, gallery snapshot and timeline.
public struct RecommendationsProvider: TimelineProvider {
  /// The API and storage every call uses.
  public let dependencies: RecommendationsDependencies

  /// Creates a provider over `dependencies`.
  public init(dependencies: RecommendationsDependencies) {
    self.dependencies = dependencies
  }

  /// Six sample posters from the embedded catalog.
  static var samples: [Title] {
    Array(EmbeddedCatalog.recommendations.prefix(RecommendationsLoader.maximumPosters))
  }

  /// An entry to show at once, with no data; the host draws it redacted.
  public func placeholder(in context: Context) -> RecommendationsEntry {
    RecommendationsEntry(
      date: context.currentDate, posters: Self.samples, position: .start, status: .placeholder)
  }

  /// In the gallery: sample posters at once, without the network. Elsewhere: the cached posters
  /// if there are any, else the samples.
  public func getSnapshot(
    in context: Context, completion: @escaping @Sendable (RecommendationsEntry) -> Void
  ) {
    let cached = context.isPreview ? nil : try? dependencies.storage.cachedPosters()
    let posters = cached?.posters.isEmpty == false ? cached!.posters : Self.samples
    completion(
      RecommendationsEntry(
        date: context.currentDate, posters: posters, position: .start, status: .preview))
  }

  /// The loader's timeline. A store that cannot be opened counts as a failed refresh: the error
  /// state, retried in 15 minutes.
  public func getTimeline(
    in context: Context, completion: @escaping @Sendable (Timeline<RecommendationsEntry>) -> Void
  ) {
    let now = context.currentDate
    let loader = RecommendationsLoader(api: dependencies.api, storage: dependencies.storage)
    Task { completion(await loader.timeline(at: now)) }
  }
}
