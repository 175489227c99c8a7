import Foundation
import Testing
import VitrineCatalog
import VitrineHTTPServer

/// The client against a real HTTP server on loopback, serving the API's JSON contract.
@Suite(.timeLimit(.minutes(5))) struct HTTPRecommendationsClientTests {
  /// A server that serves the embedded catalog, or misbehaves as `mode` says.
  func server(
    _ mode: @escaping @Sendable (HTTPRequest) async -> HTTPResponse? = { _ in nil }
  )
    throws -> HTTPServer
  {
    try HTTPServer { request in
      if let override = await mode(request) { return override }
      if request.path == "/api/v1/recommendations" {
        let limit = Int(request.query["limit"] ?? "") ?? 10
        let page = RecommendationsPage(items: Array(EmbeddedCatalog.recommendations.prefix(limit)))
        return .json(try! CatalogJSON.encode(page))
      }
      if request.path.hasPrefix("/api/v1/titles/") {
        let id = String(request.path.dropFirst("/api/v1/titles/".count))
        guard let title = EmbeddedCatalog.title(id: id) else { return .error(404, "no title") }
        return .json(try! CatalogJSON.encode(title))
      }
      return .error(404, "no route")
    }
  }

  @Test func fetchesRecommendationsWithTheLimit() async throws {
    let server = try server()
    defer { server.stop() }
    let client = HTTPRecommendationsClient(baseURL: server.baseURL, timeout: 60)
    let titles = try await client.recommendations(limit: 6)
    #expect(titles == Array(EmbeddedCatalog.recommendations.prefix(6)))
  }

  @Test func fetchesOneTitleAndReportsAMissingOne() async throws {
    let server = try server()
    defer { server.stop() }
    let client = HTTPRecommendationsClient(baseURL: server.baseURL, timeout: 60)
    #expect(try await client.title(id: "stalker").name.ru == "Сталкер")
    await #expect(throws: RecommendationsError.notFound(id: "nothing")) {
      try await client.title(id: "nothing")
    }
  }

  @Test func anHTTPErrorCarriesTheServersMessage() async throws {
    let server = try server { _ in .error(503, "maintenance") }
    defer { server.stop() }
    await #expect(throws: RecommendationsError.http(status: 503, message: "maintenance")) {
      try await HTTPRecommendationsClient(baseURL: server.baseURL, timeout: 60).recommendations(
        limit: 6)
    }
  }

  @Test func malformedJSONIsReported() async throws {
    let server = try server { _ in .json(Data(#"{"items": [{"id": 5}]}"#.utf8)) }
    defer { server.stop() }
    await #expect(
      throws: RecommendationsError.malformed(
        "at items.0.id: Expected to decode String but found number instead.")
    ) {
      try await HTTPRecommendationsClient(baseURL: server.baseURL, timeout: 60).recommendations(
        limit: 6)
    }
  }

  @Test func aSlowServerTimesOut() async throws {
    let server = try server { _ in
      try? await Task.sleep(for: .seconds(1))
      return nil
    }
    defer { server.stop() }
    let client = HTTPRecommendationsClient(baseURL: server.baseURL, timeout: 0.3)
    await #expect(throws: RecommendationsError.timeout(seconds: 0.3)) {
      try await client.recommendations(limit: 6)
    }
  }

  @Test func anUnreachableServerIsANetworkError() async throws {
    let server = try server()
    let url = server.baseURL
    server.stop()
    do {
      _ = try await HTTPRecommendationsClient(baseURL: url, timeout: 60).recommendations(limit: 6)
      Issue.record("expected a network error")
    } catch let error as RecommendationsError {
      guard case .network = error else {
        Issue.record("expected .network, got \(error)")
        return
      }
    }
  }
}
