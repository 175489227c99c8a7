import Foundation
import Synchronization
import Testing
import VitrineHTTPClient
import VitrineHTTPServer
import VitrineTestSupport

/// The libcurl client against real servers on loopback: answers, decompression, every limit,
/// redirects, cancellation. Requests meant to succeed get a minute (bounded, but never racing
/// a loaded machine); those meant to fail get limits far from the server's behaviour.
@Suite(.timeLimit(.minutes(5))) struct HTTPClientTests {
  static let relaxed = HTTPClientLimits(totalTime: 60, idleTime: 30)

  func client(_ server: HTTPServer, _ limits: HTTPClientLimits = relaxed) -> HTTPClient {
    HTTPClient(origin: server.baseURL, limits: limits, certificateAuthorities: nil)
  }

  @Test func aBodyAndItsStatusArrive() async throws {
    let server = try HTTPServer { request in
      request.path == "/missing"
        ? HTTPResponse(status: 404, body: Data("no".utf8)) : .json(Data(#"{"a":1}"#.utf8))
    }
    defer { server.stop() }
    let answer = try await client(server).get(server.baseURL.appendingPathComponent("x"))
    #expect(answer.status == 200)
    #expect(String(decoding: answer.body, as: UTF8.self) == #"{"a":1}"#)
    // An error status is an answer, not a failure.
    let missing = try await client(server).get(server.baseURL.appendingPathComponent("missing"))
    #expect(missing.status == 404 && missing.body == Data("no".utf8))
  }

  @Test func aGzipBodyIsDecompressed() async throws {
    let original = Data(String(repeating: #"{"title":"Brother 2"},"#, count: 1_000).utf8)
    let compressed = try #require(Gzip.compress(original))
    let server = try HTTPServer { _ in
      HTTPResponse(headers: ["Content-Encoding": "gzip"], body: compressed)
    }
    defer { server.stop() }
    let answer = try await client(server).get(server.baseURL)
    // 22 bytes × 1,000 = 22,000 bytes once decompressed.
    #expect(answer.body.count == 22_000)
    #expect(answer.body == original)
  }

  @Test func aBodyOverTheLimitIsDropped() async throws {
    let server = try HTTPServer { _ in .json(Data(repeating: 0x20, count: 2_000)) }
    defer { server.stop() }
    let limits = HTTPClientLimits(maximumBytes: 1_000, totalTime: 60, idleTime: 30)
    let url = server.baseURL.appendingPathComponent("big")
    await #expect(throws: HTTPClientError.tooLarge(url: url.absoluteString, limit: 1_000)) {
      try await client(server, limits).get(url)
    }
  }

  @Test func theLimitCountsDecompressedBytes() async throws {
    // 64 MiB of zeros compress to about 64 KiB: under the 1 MiB limit on the wire, far over it
    // once decompressed.
    let bomb = try #require(Gzip.compress(Data(count: 64 << 20)))
    #expect(bomb.count < 1 << 20)
    let server = try HTTPServer { _ in
      HTTPResponse(headers: ["Content-Encoding": "gzip"], body: bomb)
    }
    defer { server.stop() }
    let limits = HTTPClientLimits(maximumBytes: 1 << 20, totalTime: 60, idleTime: 30)
    await #expect(
      throws: HTTPClientError.tooLarge(url: server.baseURL.absoluteString, limit: 1 << 20)
    ) {
      try await client(server, limits).get(server.baseURL)
    }
  }

  @Test func anEndlessBodyEndsAtTheLimit() async throws {
    let server = try HTTPServer { _ in
      HTTPResponse(stream: HTTPBodyStream { Data(repeating: 0x20, count: 64 << 10) })
    }
    defer { server.stop() }
    let limits = HTTPClientLimits(maximumBytes: 4 << 20, totalTime: 60, idleTime: 30)
    await #expect(
      throws: HTTPClientError.tooLarge(url: server.baseURL.absoluteString, limit: 4 << 20)
    ) {
      try await client(server, limits).get(server.baseURL)
    }
  }

  @Test func aSlowDripEndsAtTheTotalTime() async throws {
    // A byte every 0.1 s is 10 bytes a second: never idle, never done.
    let server = try HTTPServer { _ in
      HTTPResponse(
        stream: HTTPBodyStream {
          Thread.sleep(forTimeInterval: 0.1)
          return Data(" ".utf8)
        })
    }
    defer { server.stop() }
    let limits = HTTPClientLimits(totalTime: 1.5, idleTime: 30)
    let start = ContinuousClock.now
    await #expect(throws: HTTPClientError.timeout(url: server.baseURL.absoluteString, seconds: 1.5))
    {
      try await client(server, limits).get(server.baseURL)
    }
    // Ended by the 1.5 s limit, not by the server (which never stops).
    #expect(ContinuousClock.now - start < .seconds(30))
  }

  @Test func aSilentServerIsIdle() async throws {
    let silent = try SilentListener()
    defer { silent.stop() }
    let client = HTTPClient(
      origin: silent.baseURL, limits: HTTPClientLimits(totalTime: 60, idleTime: 1),
      certificateAuthorities: nil)
    await #expect(throws: HTTPClientError.stalled(url: silent.baseURL.absoluteString, seconds: 1)) {
      try await client.get(silent.baseURL)
    }
  }

  @Test func redirectsStayInTheOrigin() async throws {
    let elsewhere = try HTTPServer(host: "127.0.0.2") { _ in .json(Data("elsewhere".utf8)) }
    defer { elsewhere.stop() }
    let server = try HTTPServer { request in
      switch request.path {
      case "/old": return HTTPResponse(status: 307, headers: ["Location": "/new"])
      case "/away":
        return HTTPResponse(
          status: 302, headers: ["Location": elsewhere.baseURL.absoluteString + "/x"])
      case "/loop": return HTTPResponse(status: 302, headers: ["Location": "/loop"])
      default: return .json(Data("here".utf8))
      }
    }
    defer { server.stop() }
    let followed = try await client(server).get(server.baseURL.appendingPathComponent("old"))
    #expect(followed.body == Data("here".utf8))
    #expect(followed.url == server.baseURL.appendingPathComponent("new"))

    let away = server.baseURL.appendingPathComponent("away")
    await #expect(
      throws: HTTPClientError.redirected(
        url: away.absoluteString, to: elsewhere.baseURL.absoluteString + "/x")
    ) {
      try await client(server).get(away)
    }
    let loop = server.baseURL.appendingPathComponent("loop")
    await #expect(throws: HTTPClientError.tooManyRedirects(url: loop.absoluteString, limit: 5)) {
      try await client(server).get(loop)
    }
    await #expect(
      throws: HTTPClientError.outsideOrigin(
        url: elsewhere.baseURL.absoluteString, origin: server.baseURL.absoluteString)
    ) {
      try await client(server).get(elsewhere.baseURL)
    }
  }

  @Test func onlyHTTPAndHTTPSAreSpoken() async throws {
    let ftp = try #require(URL(string: "ftp://127.0.0.1/file"))
    let client = HTTPClient(origin: ftp, limits: Self.relaxed, certificateAuthorities: nil)
    await #expect(throws: HTTPClientError.unsupportedURL("ftp://127.0.0.1/file")) {
      try await client.get(ftp)
    }
  }

  @Test func cancellingTheTaskEndsTheTransfer() async throws {
    let silent = try SilentListener()
    defer { silent.stop() }
    let client = HTTPClient(
      origin: silent.baseURL, limits: Self.relaxed, certificateAuthorities: nil)
    let start = ContinuousClock.now
    let request = Task { try await client.get(silent.baseURL) }
    try await Task.sleep(for: .milliseconds(200))
    request.cancel()
    await #expect(throws: HTTPClientError.cancelled(url: silent.baseURL.absoluteString)) {
      try await request.value
    }
    // The limits were a minute; the cancellation ended it long before.
    #expect(ContinuousClock.now - start < .seconds(30))
  }

  @Test func waitingRequestsLeaveTheConcurrencyPoolFree() async throws {
    let silent = try SilentListener()
    defer { silent.stop() }
    let client = HTTPClient(
      origin: silent.baseURL, limits: HTTPClientLimits(totalTime: 60, idleTime: 30),
      certificateAuthorities: nil)
    // Eight requests wait on a server that never answers, more than the pool has threads.
    let requests = (0..<8).map { _ in Task { try await client.get(silent.baseURL) } }
    try await Task.sleep(for: .milliseconds(300))
    // Work on the pool still runs: eight child tasks each add one.
    let total = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 { group.addTask { 1 } }
      return await group.reduce(0, +)
    }
    #expect(total == 8)
    for request in requests { request.cancel() }
    for request in requests {
      await #expect(throws: HTTPClientError.self) { try await request.value }
    }
  }
}
