import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The API over HTTP: `GET /api/v1/recommendations?limit=N` and `GET /api/v1/titles/<id>`.
public struct HTTPRecommendationsClient: RecommendationsAPI {
  /// The server's base URL (`http://127.0.0.1:8080`).
  public let baseURL: URL
  /// How long to wait for an answer, in seconds.
  public let timeout: TimeInterval
  private let session: URLSession

  /// Creates a client of the server at `baseURL`.
  public init(baseURL: URL, timeout: TimeInterval = 10) {
    self.baseURL = baseURL
    self.timeout = timeout
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    session = URLSession(configuration: configuration)
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
    var request = URLRequest(url: url, timeoutInterval: timeout)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch let error as URLError where error.code == .timedOut {
      throw RecommendationsError.timeout(seconds: timeout)
    } catch {
      throw RecommendationsError.network(error.localizedDescription)
    }
    guard let http = response as? HTTPURLResponse else {
      throw RecommendationsError.network("not an HTTP response")
    }
    guard (200..<300).contains(http.statusCode) else {
      let message = (try? JSONDecoder().decode([String: String].self, from: data))?["error"] ?? ""
      throw RecommendationsError.http(status: http.statusCode, message: message)
    }
    return data
  }
}
