import Foundation
import Testing
import VitrineHTTPClient
import VitrineTestSupport

/// The client over TLS, against Python's `ssl` server with a certificate made for the test and
/// trusted through the client's configuration (`CURLOPT_CAINFO`), never by turning checks off.
@Suite(.timeLimit(.minutes(5))) struct HTTPSClientTests {
  @Test func aTrustedCertificateGivesTheAnswer() async throws {
    let server = try TLSTestServer(.file, body: Data(#"{"items":[]}"#.utf8))
    defer { server.stop() }
    let client = HTTPClient(
      origin: server.baseURL, limits: HTTPClientLimits(totalTime: 60, idleTime: 30),
      certificateAuthorities: server.certificate)
    let answer = try await client.get(server.baseURL.appendingPathComponent("api"))
    #expect(answer.status == 200)
    #expect(answer.body == Data(#"{"items":[]}"#.utf8))
  }

  @Test func anUntrustedCertificateIsRefused() async throws {
    let server = try TLSTestServer(.file, body: Data("{}".utf8))
    defer { server.stop() }
    // No file of authorities: the system's, which do not know the test's certificate.
    let client = HTTPClient(
      origin: server.baseURL, limits: HTTPClientLimits(totalTime: 60, idleTime: 30),
      certificateAuthorities: nil)
    do {
      _ = try await client.get(server.baseURL)
      Issue.record("a self-signed certificate was trusted")
    } catch HTTPClientError.network(let url, let reason) {
      #expect(url == server.baseURL.absoluteString)
      #expect(reason.lowercased().contains("certificate"))
    }
  }

  @Test(arguments: [TLSTestServer.Behaviour.endless, .gzipBomb])
  func hostileBodiesEndAtTheLimit(_ behaviour: TLSTestServer.Behaviour) async throws {
    let server = try TLSTestServer(behaviour)
    defer { server.stop() }
    let client = HTTPClient(
      origin: server.baseURL,
      limits: HTTPClientLimits(maximumBytes: 4 << 20, totalTime: 60, idleTime: 30),
      certificateAuthorities: server.certificate)
    await #expect(
      throws: HTTPClientError.tooLarge(url: server.baseURL.absoluteString, limit: 4 << 20)
    ) {
      try await client.get(server.baseURL)
    }
  }
}
