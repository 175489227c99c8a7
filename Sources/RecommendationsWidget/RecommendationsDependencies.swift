import AppGroupStore
import Catalog
import Foundation
import Synchronization

/// What the recommendations widget talks to: the API and its storage.
///
/// Providers and intents read ``current``: a task-local override (tests), else what the process
/// configured with ``configure(_:)`` (the `vitrine` command, the web host), else the defaults:
/// the embedded catalog in process, or the HTTP API at `$VITRINE_API_URL`, and the App Group
/// store `group.vitrine` in the default data folder.
public struct RecommendationsDependencies: Sendable {
  /// The API.
  public var api: any RecommendationsAPI
  /// The posters cache and carousel position.
  public var storage: any RecommendationsStorage

  /// Creates a set of dependencies.
  public init(api: any RecommendationsAPI, storage: any RecommendationsStorage) {
    self.api = api
    self.storage = storage
  }

  /// Dependencies for the current task only (tests).
  @TaskLocal public static var override: RecommendationsDependencies?

  private static let configured = Mutex<RecommendationsDependencies?>(nil)

  /// Sets the process's dependencies.
  public static func configure(_ dependencies: RecommendationsDependencies) {
    configured.withLock { $0 = dependencies }
  }

  /// The dependencies in force.
  public static func current() -> RecommendationsDependencies {
    if let override { return override }
    if let configured = configured.withLock({ $0 }) { return configured }
    let made = defaults()
    configure(made)
    return made
  }

  /// The defaults from the environment: `$VITRINE_API_URL` (else the embedded catalog) and the
  /// App Group store in `directory` (else the default data folder).
  ///
  /// Nothing is opened here: the store opens when the widget first reads or writes it.
  public static func defaults(
    directory: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> RecommendationsDependencies {
    let storage = AppGroupRecommendationsStorage(
      directory: directory ?? AppGroupStore.defaultDirectory(environment: environment))
    let api: any RecommendationsAPI =
      environment["VITRINE_API_URL"].flatMap(URL.init(string:)).map {
        HTTPRecommendationsClient(baseURL: $0)
      } ?? LocalRecommendationsAPI()
    return RecommendationsDependencies(
      api: api, storage: storage)
  }
}
