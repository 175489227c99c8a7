import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs blocking socket work on a thread of its own, so Swift's cooperative pool (which the
/// server's callers and other tests need) is never held by a waiting client.
public func offPool<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
  await withCheckedContinuation { continuation in
    Thread.detachNewThread { continuation.resume(returning: work()) }
  }
}

/// A TCP connection to a server on loopback, driven byte by byte as an attacker would: the
/// server-abuse tests and `vitrine-bench server` open hundreds of them.
/// Used from one thread at a time.
public final class RawClient: @unchecked Sendable {
  /// The connection's file descriptor.
  public private(set) var socket: Int32 = -1

  /// Connects to 127.0.0.1:`port` from `source` (another loopback address is another client);
  /// `nil` when the connection is refused.
  public init?(port: UInt16, source: String = "127.0.0.1") {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { return nil }
    var local = sockaddr_in()
    local.sin_family = sa_family_t(AF_INET)
    local.sin_addr.s_addr = inet_addr(source)
    let bound = withUnsafePointer(to: &local) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      return nil
    }
  }

  deinit { if socket >= 0 { close(socket) } }

  /// Sends `text`; false when the server has closed the connection.
  @discardableResult
  public func send(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBytes {
      Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
    }
      == bytes.count
  }

  /// Everything the server sends until it closes the connection or `timeout` passes.
  public func receive(timeout: Duration) -> String {
    var received: [UInt8] = []
    let deadline = ContinuousClock.now + timeout
    var buffer = [UInt8](repeating: 0, count: 4096)
    while ContinuousClock.now < deadline {
      var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      let left = deadline - ContinuousClock.now
      let milliseconds = Int32(
        max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
      )
      guard poll(&poller, 1, milliseconds) > 0 else { break }
      let count = recv(socket, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      received += buffer[0..<count]
    }
    return String(decoding: received, as: UTF8.self)
  }

  /// Whether the connection is still open, looked at without waiting: false once the server
  /// has closed it (data it sent first is left unread).
  public var isOpen: Bool {
    var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, 0) >= 0 else { return false }
    guard poller.revents != 0 else { return true }
    var byte: UInt8 = 0
    let count = recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
    return count > 0 || (count < 0 && errno == EAGAIN)
  }

  /// Whether the server closed the connection within `timeout` (reading and dropping any data).
  public func isClosed(within timeout: Duration) -> Bool {
    let deadline = ContinuousClock.now + timeout
    var buffer = [UInt8](repeating: 0, count: 4096)
    while ContinuousClock.now < deadline {
      var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 50) >= 0 else { return true }
      if poller.revents != 0 {
        let count = recv(socket, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        if count == 0 || (count < 0 && errno != EAGAIN) { return true }
      }
    }
    return false
  }

  /// The status code of the server's answer to one request, and how long it took; `nil` status
  /// when no answer came within `timeout`.
  public static func request(
    port: UInt16, path: String = "/fast", timeout: Duration = .seconds(3)
  ) -> (status: Int?, seconds: Double) {
    let start = ContinuousClock.now
    guard let client = RawClient(port: port) else { return (nil, 0) }
    client.send("GET \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
    let answer = client.receive(timeout: timeout)
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let status = answer.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    return (answer.hasPrefix("HTTP/1.1 ") ? status : nil, seconds)
  }
}
