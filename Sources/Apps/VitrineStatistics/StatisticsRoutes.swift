import Foundation
import VitrineHTTPServer

/// covid19api.com's routes over any ``StatisticsAPI``, for the project's ``HTTPServer``.
///
/// `GET /summary`, `GET /countries` and `GET /total/country/<slug>` answer JSON with the real
/// API's field names; other paths are 404 and other methods 405, with a body
/// `{"message": "..."}` as the real API sends. See docs/statistics-api.md.
public struct StatisticsRoutes: Sendable {
  /// Where the answers come from.
  public let api: any StatisticsAPI

  /// Serves `api` (the embedded snapshot by default).
  public init(api: any StatisticsAPI = EmbeddedStatistics()) { self.api = api }

  /// The server's handler.
  public var handler: HTTPServer.Handler {
    { [api] request in await Self.respond(to: request, api: api) }
  }

  /// The answer to one request.
  public static func respond(to request: HTTPRequest, api: any StatisticsAPI) async -> HTTPResponse
  {
    guard request.method == "GET" || request.method == "HEAD" else {
      return message(405, "only GET is supported")
    }
    let path = request.path.hasSuffix("/") ? String(request.path.dropLast()) : request.path
    do {
      switch path {
      case "/summary":
        return .json(try StatisticsJSON.encode(try await api.summary()))
      case "/countries":
        return .json(try StatisticsJSON.encode(try await api.countries()))
      case _ where path.hasPrefix("/total/country/"):
        let slug = String(path.dropFirst("/total/country/".count))
        return .json(try StatisticsJSON.encode(try await api.dayTotals(country: slug)))
      default:
        return message(404, "Not Found")
      }
    } catch StatisticsError.unknownCountry(let slug) {
      return message(404, "no country with slug '\(slug)'")
    } catch {
      return message(502, "\(error)")
    }
  }

  static func message(_ status: Int, _ text: String) -> HTTPResponse {
    let body = (try? JSONEncoder().encode(["message": text])) ?? Data()
    return .json(body, status: status)
  }
}
