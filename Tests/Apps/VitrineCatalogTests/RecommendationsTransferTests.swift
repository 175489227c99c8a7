import Foundation
import Synchronization
import Testing
import VitrineCatalog
import VitrineHTTPServer

/// What the recommendations client gets through ``HTTPClient``: chunked bodies, redirects within
/// the origin, the size limit, each mapped to the API's errors.
@Suite(.timeLimit(.minutes(5))) struct RecommendationsTransferTests {
  static let page: Data = {
    let titles = Array(EmbeddedCatalog.recommendations.prefix(6))
    return (try? CatalogJSON.encode(RecommendationsPage(items: titles))) ?? Data()
  }()

  @Test func aChunkedBodyIsReassembled() async throws {
    // A streamed body goes out chunked, 100 bytes a chunk.
    let server = try HTTPServer { _ in
      let sent = Mutex(0)
      return HTTPResponse(
        headers: ["Content-Type": "application/json"],
        stream: HTTPBodyStream {
          sent.withLock { offset in
            guard offset < Self.page.count else { return nil }
            defer { offset += 100 }
            return Self.page.subdata(in: offset..<min(offset + 100, Self.page.count))
          }
        })
    }
    defer { server.stop() }
    let titles = try await HTTPRecommendationsClient(baseURL: server.baseURL, timeout: 60)
      .recommendations(limit: 6)
    #expect(titles == Array(EmbeddedCatalog.recommendations.prefix(6)))
  }

  @Test func aRedirectWithinTheOriginIsFollowed() async throws {
    let server = try HTTPServer { request in
      request.path == "/api/v1/recommendations"
        ? HTTPResponse(status: 307, headers: ["Location": "/v2/recommendations?limit=6"])
        : .json(Self.page)
    }
    defer { server.stop() }
    let titles = try await HTTPRecommendationsClient(baseURL: server.baseURL, timeout: 60)
      .recommendations(limit: 6)
    #expect(titles.count == 6)
  }

  @Test func endlessRedirectsEnd() async throws {
    let server = try HTTPServer { request in
      HTTPResponse(status: 302, headers: ["Location": request.path + "x"])
    }
    defer { server.stop() }
    await #expect(throws: RecommendationsError.network("more than 5 redirects")) {
      try await HTTPRecommendationsClient(baseURL: server.baseURL, timeout: 60).recommendations(
        limit: 6)
    }
  }

  @Test func aBodyOverTheLimitIsRefusedByItsLength() async throws {
    let server = try HTTPServer { _ in .json(Data(repeating: 0x20, count: 2_000)) }
    defer { server.stop() }
    let client = HTTPRecommendationsClient(
      baseURL: server.baseURL, timeout: 60, maximumBytes: 1_000)
    await #expect(throws: RecommendationsError.tooLarge(limit: 1_000)) {
      try await client.recommendations(limit: 6)
    }
  }
}
