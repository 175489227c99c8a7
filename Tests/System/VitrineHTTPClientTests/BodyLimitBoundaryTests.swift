import Foundation
import Synchronization
import Testing
import VitrineHTTPClient
import VitrineHTTPServer
import VitrineTestSupport

/// The body limit at its edge: a body of exactly `maximumBytes` is the largest accepted, one
/// byte more is refused, whether it arrives in one piece, in many, or compressed.
@Suite(.timeLimit(.minutes(5))) struct BodyLimitBoundaryTests {
  static let limit = 10_000

  /// How far from the limit a body is: below, at, above.
  static let offsets = [-1, 0, 1]

  func fetch(_ server: HTTPServer) async throws -> Data {
    let limits = HTTPClientLimits(maximumBytes: Self.limit, totalTime: 60, idleTime: 30)
    let client = HTTPClient(origin: server.baseURL, limits: limits, certificateAuthorities: nil)
    return try await client.get(server.baseURL).body
  }

  func expectVerdict(_ size: Int, _ server: HTTPServer) async throws {
    if size <= Self.limit {
      #expect(try await fetch(server).count == size, "\(size) bytes against \(Self.limit)")
    } else {
      await #expect(
        throws: HTTPClientError.tooLarge(url: server.baseURL.absoluteString, limit: Self.limit)
      ) {
        try await fetch(server)
      }
    }
  }

  @Test(arguments: offsets) func aBodyInOnePiece(offset: Int) async throws {
    let size = Self.limit + offset
    let server = try HTTPServer { _ in .json(Data(repeating: 0x20, count: size)) }
    defer { server.stop() }
    try await expectVerdict(size, server)
  }

  /// Streamed in 1,000-byte pieces: the last piece fills exactly what the limit leaves.
  @Test(arguments: offsets) func aBodyInPieces(offset: Int) async throws {
    let size = Self.limit + offset
    let server = try HTTPServer { _ in
      let sent = Mutex(0)
      return HTTPResponse(
        stream: HTTPBodyStream {
          sent.withLock { sent in
            let piece = min(1_000, size - sent)
            guard piece > 0 else { return nil }
            sent += piece
            return Data(repeating: 0x41, count: piece)
          }
        })
    }
    defer { server.stop() }
    try await expectVerdict(size, server)
  }

  /// Counted after decompression: the limit applies to the bytes the caller gets.
  @Test(arguments: offsets) func aCompressedBody(offset: Int) async throws {
    let size = Self.limit + offset
    let compressed = try #require(Gzip.compress(Data(repeating: 0x42, count: size)))
    let server = try HTTPServer { _ in
      HTTPResponse(headers: ["Content-Encoding": "gzip"], body: compressed)
    }
    defer { server.stop() }
    try await expectVerdict(size, server)
  }

  @Test func theSmallestLimitIsOneByte() async throws {
    let server = try HTTPServer { _ in .json(Data("x".utf8)) }
    defer { server.stop() }
    let limits = HTTPClientLimits(maximumBytes: 0, totalTime: 60, idleTime: 30)
    #expect(limits.maximumBytes == 1)
    let client = HTTPClient(origin: server.baseURL, limits: limits, certificateAuthorities: nil)
    #expect(try await client.get(server.baseURL).body == Data("x".utf8))
  }
}
