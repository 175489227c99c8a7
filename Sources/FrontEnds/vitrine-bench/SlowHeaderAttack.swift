import Foundation
import Synchronization
import VitrineLoopbackClient

/// Issue 26's attack on the HTTP server: 512 connections from the legitimate client's own
/// address (all of loopback is 127.0.0.1, the browser's too), each sending its request line and
/// then a header line every 5 s, never finishing. Every line is traffic, so no connection is
/// ever idle; before the header deadline they held the address's 512 slots and every other
/// client there was refused (0 of 25 answered).
///
/// The legitimate requests are timed half a second apart, so they span two rounds of header
/// lines and the server's 10-second header deadline.
enum SlowHeaderAttack {
  /// How many connections the attack opens: the server's per-address limit.
  static let connections = 512
  /// How often each connection sends another header line.
  static let lineInterval = 5.0

  /// The attack, feeding its connections on a thread of its own until stopped.
  static func attack() -> ServerAttack {
    let running = Flag()
    return ServerAttack(
      name: "512 connections from the client's address, a header line every 5 s",
      spacing: .milliseconds(500), stop: { running.lower() }
    ) { port in
      let clients = (0..<connections).compactMap { _ in RawClient(port: port) }
      for client in clients { client.send("GET /fast HTTP/1.1\r\nHost: localhost\r\n") }
      let feeding = FeederClients(clients)
      Thread.detachNewThread {
        var round = 0
        while running.isRaised {
          let start = Date()
          while running.isRaised, Date().timeIntervalSince(start) < lineInterval {
            Thread.sleep(forTimeInterval: 0.05)
          }
          guard running.isRaised else { break }
          for client in feeding.clients { client.send("X-Slow-\(round): a\r\n") }
          round += 1
        }
      }
      return clients
    }
  }
}

/// Whether the attack still runs, shared with its feeding thread.
private final class Flag: Sendable {
  private let raised = Atomic<Bool>(true)
  var isRaised: Bool { raised.load(ordering: .relaxed) }
  func lower() { raised.store(false, ordering: .relaxed) }
}

/// The attack's connections, handed to its feeding thread.
private struct FeederClients: @unchecked Sendable {
  let clients: [RawClient]
  init(_ clients: [RawClient]) { self.clients = clients }
}

/// `duration` in seconds.
func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}
