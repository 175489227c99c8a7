import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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
  private let session: URLSession

  /// Creates a client of the server at `baseURL`.
  public init(baseURL: URL, timeout: TimeInterval = 10, maximumResponseSize: Int = 2 << 20) {
    self.baseURL = baseURL
    self.timeout = timeout
    self.maximumResponseSize = maximumResponseSize
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    session = URLSession(configuration: configuration)
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
    var request = URLRequest(url: baseURL.appendingPathComponent(path), timeoutInterval: timeout)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch let error as URLError where error.code == .timedOut {
      throw StatisticsError.timeout(seconds: timeout)
    } catch {
      throw StatisticsError.network(error.localizedDescription)
    }
    guard let http = response as? HTTPURLResponse else {
      throw StatisticsError.network("not an HTTP response")
    }
    guard data.count <= maximumResponseSize else {
      throw StatisticsError.tooLarge(bytes: data.count, limit: maximumResponseSize)
    }
    guard (200..<300).contains(http.statusCode) else {
      let message = (try? JSONDecoder().decode([String: String].self, from: data))?["message"] ?? ""
      throw StatisticsError.http(status: http.statusCode, message: message)
    }
    return data
  }
}
