import Foundation
import Testing
import VitrineHTTPClient

/// The header limit at its edge: the status line and headers of exactly `maximumHeaderBytes`
/// bytes (the blank line that ends them included) are accepted, one byte more is refused.
@Suite(.timeLimit(.minutes(5))) struct HeaderLimitBoundaryTests {
  /// A status line and headers padded to 1,000 bytes, then a two-byte body.
  static let head: String = {
    let start = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\nX-Pad: "
    let end = "\r\n\r\n"
    return start + String(repeating: "p", count: 1_000 - start.utf8.count - end.utf8.count) + end
  }()

  @Test(arguments: [-1, 0, 1]) func headersAgainstTheLimit(offset: Int) async throws {
    #expect(Self.head.utf8.count == 1_000)
    let server = try FixedAnswerServer(answer: Data((Self.head + "ok").utf8))
    defer { server.stop() }
    // The limit is the header size plus the offset: below it, at it, above it.
    let limit = 1_000 + offset
    let client = HTTPClient(
      origin: server.baseURL,
      limits: HTTPClientLimits(totalTime: 60, idleTime: 30, maximumHeaderBytes: limit),
      certificateAuthorities: nil)
    if offset >= 0 {
      #expect(try await client.get(server.baseURL).body == Data("ok".utf8))
    } else {
      await #expect(
        throws: HTTPClientError.headersTooLarge(url: server.baseURL.absoluteString, limit: limit)
      ) {
        try await client.get(server.baseURL)
      }
    }
  }
}
