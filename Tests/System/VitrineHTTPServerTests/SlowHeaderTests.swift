import Foundation
import Synchronization
import Testing
import VitrineHTTPServer
import VitrineLoopbackClient

/// Issue 26: one address opened as many connections as it may hold (512) and sent each a
/// header line every 5 s. Every line counted as traffic, so none ever timed out, and every
/// other client on that address (the browser too: all of loopback is one address) was refused.
/// Headers must now arrive within a deadline counted from the connection's start, and a new
/// connection at the address's limit closes that address's oldest connection still waiting
/// for its headers, so a legitimate client is answered while the attack runs.
///
/// This runs the attack at a smaller scale; `vitrine-bench server` times it at full scale.
@Suite(.serialized, .timeLimit(.minutes(3))) struct SlowHeaderTests {
  @Test func headersThatTrickleInPastTheDeadlineAreCutOff() async throws {
    let server = try HTTPServer(idleTimeout: 60, headerTimeLimit: .seconds(1)) { _ in .text("ok") }
    defer { server.stop() }
    let client = try #require(RawClient(port: server.port))
    client.send("GET /fast HTTP/1.1\r\nHost: localhost\r\n")
    let closed = await offPool {
      var closed = false
      for line in 0..<50 where !closed {
        client.send("X-Slow-\(line): a\r\n")
        closed = client.isClosed(within: .milliseconds(200))
      }
      return closed
    }
    // A header line every 200 ms: the connection is never idle, but the 1-second deadline for
    // its headers closes it long before the 50th line (10 s).
    #expect(closed)
  }

  @Test func aKeptAliveConnectionGetsTheDeadlineForEachRequest() async throws {
    let server = try HTTPServer(idleTimeout: 60, headerTimeLimit: .seconds(1)) { _ in .text("ok") }
    defer { server.stop() }
    let client = try #require(RawClient(port: server.port))
    client.send("GET /one HTTP/1.1\r\nHost: localhost\r\n\r\n")
    #expect(await offPool { client.receive(timeout: .milliseconds(500)) }.hasPrefix("HTTP/1.1 200"))
    client.send("GET /two HTTP/1.1\r\nHost: localhost\r\n")
    let closed = await offPool {
      var closed = false
      for line in 0..<50 where !closed {
        client.send("X-Slow-\(line): a\r\n")
        closed = client.isClosed(within: .milliseconds(200))
      }
      return closed
    }
    #expect(closed)
  }

  @Test func aLegitimateClientIsAnsweredWhileOneAddressFillsItsLimitWithSlowHeaders()
    async throws
  {
    // The deadline is long here: what lets the client in is the room made at the limit.
    let server = try HTTPServer(perClientLimit: 32, idleTimeout: 60, headerTimeLimit: .seconds(60))
    { _ in .text("ok") }
    defer { server.stop() }
    let attackers = (0..<32).compactMap { _ in RawClient(port: server.port) }
    #expect(attackers.count == 32)
    for client in attackers { client.send("GET /fast HTTP/1.1\r\nHost: localhost\r\n") }
    for round in 0..<3 {
      for client in attackers { client.send("X-Slow-\(round): a\r\n") }
      for _ in 0..<3 {
        let (status, _) = await offPool {
          RawClient.request(port: server.port, timeout: .seconds(20))
        }
        #expect(status == 200, "round \(round)")
      }
    }
    // The attack never holds more than the limit.
    #expect(attackers.filter(\.isOpen).count < 32)
  }

  /// Connections whose requests are being answered are never closed to make room: at the
  /// limit with every connection busy, the next one is refused.
  @Test func busyConnectionsAreNotClosedToMakeRoom() async throws {
    let started = Atomic<Int>(0)
    let server = try HTTPServer(perClientLimit: 5, idleTimeout: 60) { _ in
      started.add(1, ordering: .relaxed)
      try? await Task.sleep(for: .seconds(4))
      return .text("ok")
    }
    defer { server.stop() }
    var busy: [RawClient] = []
    for index in 0..<5 {
      let client = try #require(RawClient(port: server.port))
      client.send("GET /slow HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
      busy.append(client)
      while started.load(ordering: .relaxed) <= index {
        try await Task.sleep(for: .milliseconds(5))
      }
    }
    let sixth = try #require(RawClient(port: server.port))
    #expect(await offPool { sixth.isClosed(within: .seconds(2)) })
    let held = busy
    let answered = await offPool {
      held.filter { $0.receive(timeout: .seconds(10)).hasPrefix("HTTP/1.1 200") }.count
    }
    #expect(answered == 5)
  }
}
