import Foundation
import VitrineHTTPClient

/// The API over HTTP: `GET /api/v1/recommendations?limit=N` and `GET /api/v1/titles/<id>`.
public struct HTTPRecommendationsClient: RecommendationsAPI {
  /// The server's base URL (`http://127.0.0.1:8080`).
  public let baseURL: URL
  /// How long to wait for an answer, in seconds: both the longest silence and the whole
  /// request.
  public let timeout: TimeInterval
  /// The most bytes (after decompression) an answer may have.
  public let maximumBytes: Int
  private let client: HTTPClient

  /// Creates a client of the server at `baseURL`, on ``HTTPClient``: answers over
  /// `maximumBytes` (4 MiB by default, counted after decompression) are dropped as they arrive,
  /// the whole request ends after `timeout`, and redirects are followed only to the same
  /// scheme, host and port. `https` trusts the system's certificate authorities, or those in
  /// the file `$VITRINE_CA_FILE` names.
  public init(baseURL: URL, timeout: TimeInterval = 10, maximumBytes: Int = 4 << 20) {
    self.baseURL = baseURL
    self.timeout = timeout
    self.maximumBytes = maximumBytes
    client = HTTPClient(
      origin: baseURL,
      limits: HTTPClientLimits(
        maximumBytes: maximumBytes, totalTime: timeout, idleTime: min(timeout, 5)))
  }

  /// The first `limit` recommendations, best first.
  public func recommendations(limit: Int) async throws -> [Title] {
    var components = URLComponents(
      url: baseURL.appendingPathComponent("api/v1/recommendations"), resolvingAgainstBaseURL: false)!
    components.queryItems = [URLQueryItem(name: "limit", value: String(max(0, limit)))]
    let data = try await get(components.url!)
    return try CatalogJSON.decode(RecommendationsPage.self, from: data).items
  }

  /// The title with `id`; throws `notFound` when there is none.
  public func title(id: String) async throws -> Title {
    guard id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
      throw RecommendationsError.notFound(id: id)
    }
    do {
      return try CatalogJSON.decode(
        Title.self, from: try await get(baseURL.appendingPathComponent("api/v1/titles/\(id)")))
    } catch RecommendationsError.http(status: 404, _) {
      throw RecommendationsError.notFound(id: id)
    }
  }

  /// Fetches `url`, mapping every failure to a ``RecommendationsError``.
  func get(_ url: URL) async throws -> Data {
    let answer: HTTPClientResponse
    do {
      answer = try await client.get(url)
    } catch let error as HTTPClientError {
      throw Self.failure(error)
    }
    guard (200..<300).contains(answer.status) else {
      let message =
        (try? JSONDecoder().decode([String: String].self, from: answer.body))?["error"] ?? ""
      throw RecommendationsError.http(status: answer.status, message: String(message.prefix(500)))
    }
    return answer.body
  }

  /// The client's error in the API's terms; the others keep the client's words, URL included.
  static func failure(_ error: HTTPClientError) -> RecommendationsError {
    switch error {
    case .tooLarge(_, let limit): return .tooLarge(limit: limit)
    case .timeout(_, let seconds): return .timeout(seconds: seconds)
    case .redirected(_, let target): return .redirected(to: target)
    case .tooManyRedirects(_, let limit): return .network("more than \(limit) redirects")
    default: return .network(error.description)
    }
  }
}
