import Foundation
import Testing
import VitrineHTTPServer
import VitrineLoopbackClient

/// Issue 26: `Transfer-Encoding : chunked` (whitespace before the colon) beside a
/// Content-Length reached the server as a header named "Transfer-Encoding " that nothing
/// recognised, so the body was framed by Content-Length and the chunked body's tail was read as
/// a second request: two responses on one connection. RFC 9112 §5.1: a field name followed by
/// whitespace before its colon must be answered 400, and the connection closed.
@Suite(.timeLimit(.minutes(2))) struct HeaderFieldNameTests {
  func server() throws -> HTTPServer {
    try HTTPServer(idleTimeout: 60) { request in .text("ok \(request.path)") }
  }

  /// Sends `request` on one kept-alive connection; answers the status lines that came back
  /// and whether the server closed the connection.
  func exchange(_ request: String, port: UInt16) async throws -> (statuses: [String], closed: Bool)
  {
    let client = try #require(RawClient(port: port))
    client.send(request)
    let answer = await offPool { client.receive(timeout: .seconds(3)) }
    let statuses = answer.components(separatedBy: "\r\n").filter { $0.hasPrefix("HTTP/1.1 ") }
    return (statuses, await offPool { client.isClosed(within: .seconds(3)) })
  }

  @Test(arguments: ["Transfer-Encoding : chunked", "Transfer-Encoding\t: chunked"])
  func whitespaceBeforeTheColonIsRefusedAndTheConnectionClosed(field: String) async throws {
    let server = try server()
    defer { server.stop() }
    let smuggled = "GET /smuggled HTTP/1.1\r\nHost: localhost\r\n\r\n"
    let body = "0\r\n\r\n" + smuggled
    let request =
      "POST /first HTTP/1.1\r\nHost: localhost\r\n\(field)\r\nContent-Length: 5\r\n\r\n" + body
    let (statuses, closed) = try await exchange(request, port: server.port)
    #expect(statuses.count == 1, "\(statuses)")
    #expect(statuses.first?.hasPrefix("HTTP/1.1 400") == true, "\(statuses)")
    #expect(closed)
  }

  @Test(arguments: ["Content-Length : 5", "X-Other : 1", "Bad[Name]: 1", "X\u{1}: 1"])
  func fieldNamesThatAreNotTokensAreRefused(field: String) async throws {
    let server = try server()
    defer { server.stop() }
    let request = "POST /first HTTP/1.1\r\nHost: localhost\r\n\(field)\r\n\r\nhello"
    let (statuses, closed) = try await exchange(request, port: server.port)
    #expect(statuses.count == 1 && statuses.first?.hasPrefix("HTTP/1.1 400") == true, "\(statuses)")
    #expect(closed)
  }

  @Test func ordinaryFieldsStillPass() async throws {
    let server = try server()
    defer { server.stop() }
    let request =
      "GET /fine HTTP/1.1\r\nHost: localhost\r\nX-Custom_Field.1~!#$%&'*+^`|: a : b\r\n"
      + "Connection: close\r\n\r\n"
    let (statuses, _) = try await exchange(request, port: server.port)
    #expect(statuses == ["HTTP/1.1 200 OK"])
  }
}
