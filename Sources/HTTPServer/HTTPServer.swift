import CMicroHTTPD
import Foundation

/// An HTTP/1.1 server on libmicrohttpd, for loopback use: the web home screen and tests.
///
/// Each connection gets its own thread, so a handler may take its time (it is `async`; the
/// connection's thread waits for it). Request bodies over ``maximumBodySize`` are refused with
/// 413 before the handler runs. A handler cannot crash the server: whatever it returns is sent.
public final class HTTPServer: @unchecked Sendable {
  /// Handles one request.
  public typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

  /// The address the server is bound to.
  public let host: String
  /// The port it listens on (the one the system chose when 0 was asked for).
  public private(set) var port: UInt16 = 0
  /// The largest request body accepted, in bytes.
  public let maximumBodySize: Int

  let handler: Handler
  private var daemon: OpaquePointer?
  private let lock = NSLock()

  /// Starts a server on `host`:`port` (port 0 picks a free one).
  public init(
    host: String = "127.0.0.1", port: UInt16 = 0, maximumBodySize: Int = 1 << 20,
    connectionLimit: UInt32 = 64, handler: @escaping Handler
  ) throws {
    self.host = host
    self.maximumBodySize = maximumBodySize
    self.handler = handler
    let context = Unmanaged.passUnretained(self).toOpaque()
    guard
      let started = cmhd_start(
        host, port, httpServerAccess, context, httpServerCompleted, connectionLimit, 30)
    else {
      throw HTTPServerError.cannotStart(host: host, port: port)
    }
    daemon = started
    self.port = cmhd_bound_port(started)
  }

  /// The server's base URL (`http://127.0.0.1:8080`).
  public var baseURL: URL { URL(string: "http://\(host):\(port)")! }

  /// Stops listening and waits for running requests to end. Safe to call twice.
  public func stop() {
    let running = lock.withLock { () -> OpaquePointer? in
      defer { daemon = nil }
      return daemon
    }
    if let running { MHD_stop_daemon(running) }
  }

  deinit { stop() }
}

/// Why the server did not start.
public enum HTTPServerError: Error, CustomStringConvertible {
  /// The address did not parse, or the port was taken.
  case cannotStart(host: String, port: UInt16)

  public var description: String {
    switch self {
    case .cannotStart(let host, let port):
      return "cannot listen on \(host):\(port) (address invalid or port in use)"
    }
  }
}
