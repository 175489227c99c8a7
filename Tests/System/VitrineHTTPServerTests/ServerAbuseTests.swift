import Foundation
import Testing
import VitrineHTTPServer
import VitrineLoopbackClient

/// Attacks on the server from loopback while a legitimate client keeps asking: it must be
/// answered while the attack's connections are still held, every time. Before the hardening,
/// 100 idle connections or 200 slowloris connections starved it until they were dropped.
///
/// The bounds are not speed limits (a loaded machine is slow): the server here drops idle
/// connections after 60 s, so an answer within 30 s proves the client was not waiting for the
/// attackers to go, and the slow handler takes 5 s, so an answer within 4 s proves the client
/// was not queued behind it.
@Suite(.serialized, .timeLimit(.minutes(5))) struct ServerAbuseTests {
  /// `/fast` answers at once, `/slow` after 5 seconds (without holding a thread).
  func server(
    idleTimeout: UInt32 = 60, perClientLimit: UInt32 = 512,
    bodyTimeLimit: Duration = .seconds(30)
  ) throws -> HTTPServer {
    try HTTPServer(
      perClientLimit: perClientLimit, idleTimeout: idleTimeout, bodyTimeLimit: bodyTimeLimit
    ) { request in
      if request.path == "/slow" { try? await Task.sleep(for: .seconds(5)) }
      return .text("ok \(request.path)")
    }
  }

  /// Three legitimate requests, each answered 200 within `limit` seconds.
  func expectLegitimateClientsServed(
    _ server: HTTPServer, during attack: String, within limit: Double = 30
  ) async {
    let port = server.port
    for _ in 0..<3 {
      let (status, seconds) = await offPool {
        RawClient.request(port: port, timeout: .seconds(limit + 5))
      }
      #expect(status == 200, "\(attack)")
      #expect(seconds < limit, "\(attack): answered after \(seconds) s")
    }
  }

  @Test func hundredIdleConnections() async throws {
    let server = try server()
    defer { server.stop() }
    let idle = (0..<100).compactMap { _ in RawClient(port: server.port) }
    #expect(idle.count == 100)
    await expectLegitimateClientsServed(server, during: "100 idle connections")
  }

  @Test func twoHundredSlowlorisConnections() async throws {
    let server = try server()
    defer { server.stop() }
    let slow = (0..<200).compactMap { _ in RawClient(port: server.port) }
    for client in slow { client.send("GET /fast HTTP/1.1\r\nHost: localhost\r\n") }
    for round in 0..<5 {
      for client in slow { client.send("X-Slow-\(round): a\r\n") }
      await expectLegitimateClientsServed(
        server, during: "200 slowloris connections, round \(round)")
    }
  }

  /// Another client (127.0.0.2) opens 3,000 connections and holds them: past its 512 the
  /// server closes them at once, and the legitimate client (127.0.0.1) is still served.
  @Test func aConnectionFloodFromAnotherClient() async throws {
    let server = try server()
    defer { server.stop() }
    var flood: [RawClient] = []
    for index in 0..<3_000 {
      if let client = RawClient(port: server.port, source: "127.0.0.2") { flood.append(client) }
      if index % 1_000 == 999 {
        await expectLegitimateClientsServed(server, during: "a flood of \(index + 1) connections")
      }
    }
    #expect(flood.count > 512)
  }

  /// 500 requests to a 5-second handler: connections are suspended, not threads, so the
  /// legitimate client is answered meanwhile and all 500 are answered in about 5 s.
  @Test func fiveHundredConcurrentRequestsToASlowHandler() async throws {
    let server = try server()
    defer { server.stop() }
    let waiting = (0..<500).compactMap { _ in RawClient(port: server.port) }
    #expect(waiting.count == 500)
    for client in waiting {
      client.send("GET /slow HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
    }
    try await Task.sleep(for: .milliseconds(200))
    await expectLegitimateClientsServed(
      server, during: "500 requests to a slow handler", within: 4)
    let answered = await offPool {
      waiting.filter { $0.receive(timeout: .seconds(10)).hasPrefix("HTTP/1.1 200") }.count
    }
    #expect(answered == 500)
  }

  @Test func idleConnectionsAreClosedAfterTheTimeout() async throws {
    let server = try server(idleTimeout: 1)
    defer { server.stop() }
    let idle = try #require(RawClient(port: server.port))
    idle.send("GET /fast HTTP/1.1\r\n")  // headers begun, never finished
    #expect(await offPool { idle.isClosed(within: .seconds(3)) })
  }

  @Test func aBodyThatTricklesPastTheLimitIsCutOff() async throws {
    let server = try server(bodyTimeLimit: .seconds(1))
    defer { server.stop() }
    let client = try #require(RawClient(port: server.port))
    client.send("POST /fast HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n")
    let closed = await offPool {
      var closed = false
      for _ in 0..<30 where !closed {
        client.send("a")
        closed = client.isClosed(within: .milliseconds(200))
      }
      return closed
    }
    // One byte every 200 ms: the 1-second limit closes it long before the 100th byte.
    #expect(closed)
  }

  /// Ten connections that send nothing from a client allowed five: at most five stay open (a
  /// new one at the limit closes the oldest still waiting for headers, or is refused). With
  /// every connection busy, the next is refused: `SlowHeaderTests`.
  @Test func connectionsFromOneClientAreCapped() async throws {
    let server = try server(perClientLimit: 5)
    defer { server.stop() }
    let held = (0..<10).compactMap { _ in RawClient(port: server.port) }
    try await Task.sleep(for: .milliseconds(500))
    let open = held.filter(\.isOpen).count
    #expect(open >= 1 && open <= 5, "\(open) open")
  }

  @Test(arguments: [
    "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n",
    "Transfer-Encoding: chunked\r\nContent-Length: 5\r\n",
    "Content-Length: 5\r\nContent-Length: 5\r\n",
    "Content-Length: 5\r\nContent-Length: 7\r\n",
  ])
  func ambiguousFramingIsRefused(headers: String) async throws {
    let server = try server()
    defer { server.stop() }
    let client = try #require(RawClient(port: server.port))
    client.send(
      "POST /fast HTTP/1.1\r\nHost: localhost\r\n\(headers)Connection: close\r\n\r\nhello")
    let answer = await offPool { client.receive(timeout: .seconds(3)) }
    #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(80))")
  }
}
