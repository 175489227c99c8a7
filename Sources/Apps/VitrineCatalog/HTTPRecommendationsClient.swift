import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The API over HTTP: `GET /api/v1/recommendations?limit=N` and `GET /api/v1/titles/<id>`.
public struct HTTPRecommendationsClient: RecommendationsAPI {
  /// The server's base URL (`http://127.0.0.1:8080`).
  public let baseURL: URL
  /// How long to wait for an answer, in seconds: both the longest silence and the whole
  /// request.
  public let timeout: TimeInterval
  /// The most bytes (after decompression) an answer may have.
  public let maximumBytes: Int
  private let configuration: URLSessionConfiguration

  /// Creates a client of the server at `baseURL`; answers over `maximumBytes` (4 MiB by
  /// default, counted after decompression) are dropped as they arrive, and redirects are
  /// followed only to the same scheme, host and port.
  public init(baseURL: URL, timeout: TimeInterval = 10, maximumBytes: Int = 4 << 20) {
    self.baseURL = baseURL
    self.timeout = timeout
    self.maximumBytes = maximumBytes
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    self.configuration = configuration
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
  ///
  /// `http://` addresses are read by ``PlainHTTPGet``, where every limit holds byte by byte;
  /// others (`https://`) go through URLSession with the same limits checked by its delegate.
  func get(_ url: URL) async throws -> Data {
    let limits = DownloadLimits(maximumBytes: maximumBytes, totalTime: timeout)
    let status: Int
    let data: Data
    if url.scheme?.lowercased() == "http" {
      let getter = PlainHTTPGet(limits: limits, origin: baseURL)
      (status, _, data) = try await Self.onThread {
        do {
          return try getter.fetch(url)
        } catch RecommendationsError.timeout {
          throw RecommendationsError.timeout(seconds: limits.totalTime)
        }
      }
    } else {
      var request = URLRequest(url: url, timeoutInterval: timeout)
      request.setValue("application/json", forHTTPHeaderField: "Accept")
      let response: URLResponse
      (data, response) = try await BoundedDownload.fetch(
        request, limits: limits, origin: baseURL, configuration: configuration)
      guard let http = response as? HTTPURLResponse else {
        throw RecommendationsError.network("not an HTTP response")
      }
      status = http.statusCode
    }
    guard (200..<300).contains(status) else {
      let message = (try? JSONDecoder().decode([String: String].self, from: data))?["error"] ?? ""
      throw RecommendationsError.http(status: status, message: String(message.prefix(500)))
    }
    return data
  }

  /// Runs blocking socket work on a thread of its own, so no concurrency thread waits on it.
  private static func onThread<Result: Sendable>(
    _ work: @escaping @Sendable () throws -> Result
  ) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread { continuation.resume(with: Swift.Result { try work() }) }
    }
  }
}
