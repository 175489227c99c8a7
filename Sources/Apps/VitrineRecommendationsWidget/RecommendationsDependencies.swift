import Foundation
import VitrineAppGroupStore
import VitrineCatalog

/// What the recommendations widget talks to: the API and its storage.
///
/// The widget receives them as a value (``RecommendationsWidget/init(dependencies:)``), passes
/// them to its provider, and the provider binds them into the carousel buttons' intents, so
/// two home screens in one process (two tests, a web server and a command) never share state
/// by accident.
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

  /// The dependencies a home screen gives the widget: the HTTP API at `$VITRINE_API_URL` (else
  /// the embedded catalog in process) and the App Group store `group.vitrine` in `directory`
  /// (else the default data folder).
  ///
  /// Nothing is opened here: the store opens when the widget first reads or writes it. A
  /// `$VITRINE_API_URL` that is not an absolute `http` or `https` URL never silently falls back
  /// to the embedded catalog: every fetch fails with
  /// ``RecommendationsConfigurationError/invalidAPIURL(_:)``, which the widget shows as a failed
  /// refresh.
  public static func standard(
    directory: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> RecommendationsDependencies {
    let storage = AppGroupRecommendationsStorage(
      directory: directory ?? AppGroupStore.defaultDirectory(environment: environment))
    var api: any RecommendationsAPI = LocalRecommendationsAPI()
    if let text = environment["VITRINE_API_URL"], !text.isEmpty {
      guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
        scheme == "http" || scheme == "https", url.host?.isEmpty == false
      else {
        return RecommendationsDependencies(
          api: MisconfiguredAPI(error: .invalidAPIURL(text)), storage: storage)
      }
      api = HTTPRecommendationsClient(baseURL: url)
    }
    return RecommendationsDependencies(api: api, storage: storage)
  }
}

/// Why the recommendations widget's dependencies could not be set up.
public enum RecommendationsConfigurationError: Error, Equatable, CustomStringConvertible {
  /// `$VITRINE_API_URL` is not an absolute http(s) URL.
  case invalidAPIURL(String)

  public var description: String {
    switch self {
    case .invalidAPIURL(let text):
      return "$VITRINE_API_URL is '\(text)', which is not an absolute http:// or https:// URL"
    }
  }
}

/// An API whose every call fails with the configuration error that made it.
struct MisconfiguredAPI: RecommendationsAPI {
  let error: RecommendationsConfigurationError

  func recommendations(limit: Int) async throws -> [Title] { throw error }
  func title(id: String) async throws -> Title { throw error }
}
