import Foundation

/// Where the widget gets the viewer's recommendations and titles from.
public protocol RecommendationsAPI: Sendable {
  /// The first `limit` recommendations, best first.
  func recommendations(limit: Int) async throws -> [Title]

  /// One title by identifier.
  func title(id: String) async throws -> Title
}

/// Why the API gave no answer. Every case says what happened in words a person can act on.
public enum RecommendationsError: Error, Equatable, CustomStringConvertible {
  /// The server could not be reached.
  case network(String)
  /// The server did not answer within the timeout.
  case timeout(seconds: Double)
  /// The server answered with an error status.
  case http(status: Int, message: String)
  /// The answer was not the JSON the contract describes.
  case malformed(String)
  /// No title has this identifier.
  case notFound(id: String)
  /// The answer was longer than the client accepts.
  case tooLarge(limit: Int)
  /// The server sent the request to another origin, which the client refuses to follow.
  case redirected(to: String)

  public var description: String {
    switch self {
    case .network(let reason): return "the recommendations service is unreachable: \(reason)"
    case .timeout(let seconds):
      return "the recommendations service did not answer within \(seconds.formatted()) s"
    case .http(let status, let message):
      return "the recommendations service answered \(status)"
        + (message.isEmpty ? "" : ": \(message)")
    case .malformed(let reason):
      return "the recommendations service sent malformed JSON (\(reason))"
    case .notFound(let id): return "no title '\(id)'"
    case .tooLarge(let limit):
      return "the recommendations service sent more than \(limit) bytes; the answer was dropped"
    case .redirected(let target):
      return "the recommendations service redirected to \(target), outside its own address; "
        + "not followed"
    }
  }
}

/// The API answered from the embedded catalog, in process.
public struct LocalRecommendationsAPI: RecommendationsAPI {
  /// The titles it recommends, best first.
  public let titles: [Title]

  /// Serves `titles` (the embedded selection by default).
  public init(titles: [Title] = EmbeddedCatalog.recommendations) { self.titles = titles }

  /// The first `limit` recommendations, best first.
  public func recommendations(limit: Int) async throws -> [Title] {
    Array(titles.prefix(max(0, limit)))
  }

  /// The title with `id`; throws `notFound` when there is none.
  public func title(id: String) async throws -> Title {
    guard let title = titles.first(where: { $0.id == id }) ?? EmbeddedCatalog.title(id: id) else {
      throw RecommendationsError.notFound(id: id)
    }
    return title
  }
}
