import Foundation
import VitrineHTTPClient

/// The API over HTTP, on covid19api.com's routes: `/summary`, `/countries`,
/// `/total/country/<slug>`.
///
/// Every failure is a ``StatisticsError``: unreachable, too slow, an error status, an answer
/// over ``maximumResponseSize``, or JSON whose error names the field.
public struct HTTPStatisticsClient: StatisticsAPI {
  /// The server's base URL (`http://127.0.0.1:8080`).
  public let baseURL: URL
  /// How long to wait for an answer, in seconds.
  public let timeout: TimeInterval
  /// The largest answer accepted, in bytes.
  public let maximumResponseSize: Int
  private let client: HTTPClient

  /// Creates a client of the server at `baseURL`, on ``HTTPClient``: answers over
  /// `maximumResponseSize` (counted after decompression) are dropped as they arrive, the whole
  /// request ends after `timeout`, and redirects leave neither scheme, host nor port.
  public init(baseURL: URL, timeout: TimeInterval = 10, maximumResponseSize: Int = 2 << 20) {
    self.baseURL = baseURL
    self.timeout = timeout
    self.maximumResponseSize = maximumResponseSize
    client = HTTPClient(
      origin: baseURL,
      limits: HTTPClientLimits(
        maximumBytes: maximumResponseSize, totalTime: timeout, idleTime: min(timeout, 5)))
  }

  /// `GET /summary`.
  public func summary() async throws -> StatisticsSummary {
    try StatisticsJSON.summary(from: try await get("summary"))
  }

  /// `GET /countries`.
  public func countries() async throws -> [CountryListing] {
    try StatisticsJSON.countries(from: try await get("countries"))
  }

  /// `GET /total/country/<slug>`; an unknown slug is ``StatisticsError/unknownCountry(_:)``.
  public func dayTotals(country slug: String) async throws -> [DayTotals] {
    guard !slug.isEmpty, slug.count <= 100,
      slug.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    else {
      throw StatisticsError.unknownCountry(slug)
    }
    do {
      return try StatisticsJSON.dayTotals(from: try await get("total/country/\(slug)"))
    } catch StatisticsError.http(status: 404, _) {
      throw StatisticsError.unknownCountry(slug)
    }
  }

  /// Fetches `path` under the base URL, mapping every failure to a ``StatisticsError``.
  func get(_ path: String) async throws -> Data {
    let answer: HTTPClientResponse
    do {
      answer = try await client.get(baseURL.appendingPathComponent(path))
    } catch HTTPClientError.timeout {
      throw StatisticsError.timeout(seconds: timeout)
    } catch HTTPClientError.tooLarge(_, let limit) {
      // The answer was dropped at the first byte past the limit.
      throw StatisticsError.tooLarge(bytes: limit + 1, limit: limit)
    } catch let error as HTTPClientError {
      throw StatisticsError.network(error.description)
    }
    guard (200..<300).contains(answer.status) else {
      let message =
        (try? JSONDecoder().decode([String: String].self, from: answer.body))?["message"] ?? ""
      throw StatisticsError.http(status: answer.status, message: String(message.prefix(500)))
    }
    return answer.body
  }
}
