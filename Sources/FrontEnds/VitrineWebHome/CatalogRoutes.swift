import Foundation
import VitrineCatalog
import VitrineHTTPServer

/// The streaming service's API the recommendations widget reads (docs/api.md), answered from
/// the embedded catalog, so a widget can be pointed at the home screen over real HTTP
/// (`VITRINE_API_URL=http://127.0.0.1:8080`).
enum CatalogRoutes {
  /// The most titles one recommendations request returns.
  static let maximumLimit = 100

  /// Answers `GET /api/v1/recommendations?limit=N` and `GET /api/v1/titles/<id>`.
  static func answer(_ path: String, query: [String: String]) async throws -> HTTPResponse {
    let api = LocalRecommendationsAPI()
    if path == "/api/v1/recommendations" {
      var limit = 10
      if let text = query["limit"] {
        guard let number = Int(text), (0...maximumLimit).contains(number) else {
          throw RequestError(400, "limit must be an integer from 0 to \(maximumLimit)")
        }
        limit = number
      }
      let titles = try await api.recommendations(limit: limit)
      return .json(try CatalogJSON.encode(RecommendationsPage(items: titles)))
    }
    let prefix = "/api/v1/titles/"
    if path.hasPrefix(prefix) {
      let id = String(path.dropFirst(prefix.count))
      guard !id.isEmpty, id.count <= 200,
        id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
      else { throw RequestError(404, "no title '\(id.prefix(40))'") }
      do {
        return .json(try CatalogJSON.encode(try await api.title(id: id)))
      } catch RecommendationsError.notFound {
        throw RequestError(404, "no title '\(id)'")
      }
    }
    throw RequestError(404, "no such API")
  }
}
