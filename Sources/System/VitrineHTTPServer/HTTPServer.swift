import CVitrineMicroHTTPD
import Foundation

/// An HTTP/1.1 server on libmicrohttpd, for loopback use: the web home screen and tests.
///
/// A few threads poll every connection with epoll, so an idle or slow connection costs a
/// socket, not a thread. A handler may take its time (it is `async`): its connection is
/// suspended while it runs and the threads go on serving others. What one client can hold is
/// bounded: at most ``connectionLimit`` connections in all and ``perClientLimit`` from one
/// address, a connection silent for ``idleTimeout`` seconds is closed, so is one whose headers
/// take longer than ``headerTimeLimit`` or whose body takes longer than ``bodyTimeLimit``, and
/// headers are bounded by libmicrohttpd's 32 KiB per connection. A new connection that fills its
/// address's share closes that address's oldest connection still waiting for headers (see
/// ``ConnectionWatch``), so slow headers cannot lock a client out. Request bodies over
/// ``maximumBodySize`` are refused with 413 before the handler runs; a request whose length is
/// ambiguous (Content-Length with Transfer-Encoding, or two Content-Lengths) or with a header
/// name that is not a token (`Transfer-Encoding : chunked`) with 400, and its connection closed.
/// A handler cannot crash the server: whatever it returns is sent.
public final class HTTPServer: @unchecked Sendable {
  /// Handles one request.
  public typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

  /// The address the server is bound to.
  public let host: String
  /// The port it listens on (the one the system chose when 0 was asked for).
  public private(set) var port: UInt16 = 0
  /// The largest request body accepted, in bytes.
  public let maximumBodySize: Int
  /// The most connections open at once; more are refused as they arrive.
  public let connectionLimit: UInt32
  /// The most connections open at once from one address.
  public let perClientLimit: UInt32
  /// Seconds without traffic after which a connection is closed.
  public let idleTimeout: UInt32
  /// How long a request body may take to arrive after its headers.
  public let bodyTimeLimit: Duration
  /// How long a request's headers may take to arrive, from the connection's start (or the end
  /// of its previous request).
  public let headerTimeLimit: Duration

  let handler: Handler
  /// The open connections, and which wait for headers (see ``ConnectionWatch``).
  let watch: ConnectionWatch
  /// Runs handlers off Swift's cooperative pool, so a busy pool cannot hold requests.
  let handlerExecutor = HandlerExecutor()
  private var daemon: OpaquePointer?
  private let lock = NSLock()
  // Connections suspended while their handler runs; guarded by `lock`. Whoever removes one
  // resumes it, exactly once: the handler's task, or `stop()`.
  private var suspended: Set<ConnectionKey> = []

  /// Starts a server on `host`:`port` (port 0 picks a free one), polling with `threads`
  /// threads.
  public init(
    host: String = "127.0.0.1", port: UInt16 = 0, maximumBodySize: Int = 1 << 20,
    connectionLimit: UInt32 = 1024, perClientLimit: UInt32 = 512, idleTimeout: UInt32 = 10,
    bodyTimeLimit: Duration = .seconds(30), headerTimeLimit: Duration = .seconds(10),
    threads: UInt32 = 2, handler: @escaping Handler
  ) throws {
    self.host = host
    self.maximumBodySize = maximumBodySize
    self.connectionLimit = connectionLimit
    self.perClientLimit = perClientLimit
    self.idleTimeout = idleTimeout
    self.bodyTimeLimit = bodyTimeLimit
    self.headerTimeLimit = headerTimeLimit
    self.handler = handler
    watch = ConnectionWatch(
      perAddressLimit: perClientLimit, totalLimit: connectionLimit, threads: max(1, threads),
      headerTimeLimit: headerTimeLimit)
    let context = Unmanaged.passUnretained(self).toOpaque()
    guard
      let started = cmhd_start(
        host, port, httpServerAccess, context, httpServerCompleted, httpServerConnectionNotify,
        connectionLimit,
        Self.hardLimit(perClientLimit), idleTimeout, max(1, threads))
    else {
      throw HTTPServerError.cannotStart(host: host, port: port)
    }
    daemon = started
    self.port = cmhd_bound_port(started)
    watch.start()
  }

  /// The server's base URL (`http://127.0.0.1:8080`).
  public var baseURL: URL { URL(string: "http://\(host):\(port)")! }

  /// Stops listening and closes every connection; requests whose handler is still running are
  /// closed unanswered. Safe to call twice.
  public func stop() {
    let (running, waiting) = lock.withLock { () -> (OpaquePointer?, Set<ConnectionKey>) in
      defer {
        daemon = nil
        suspended = []
      }
      return (daemon, suspended)
    }
    guard let running else { return }
    watch.stop()
    // libmicrohttpd must not be stopped with suspended connections.
    for connection in waiting { MHD_resume_connection(connection.pointer) }
    MHD_stop_daemon(running)
  }

  /// libmicrohttpd's own cap per address: a few above ``perClientLimit``, because a connection
  /// closed to make room is counted until its thread notices; ``ConnectionWatch`` holds an
  /// address to ``perClientLimit``.
  static func hardLimit(_ perClientLimit: UInt32) -> UInt32 {
    perClientLimit + max(1, min(16, perClientLimit / 8))
  }

  /// Suspends `connection` while its handler runs.
  func suspend(_ connection: OpaquePointer) {
    lock.withLock { _ = suspended.insert(ConnectionKey(connection)) }
    MHD_suspend_connection(connection)
  }

  /// Resumes `connection` once its handler has answered, unless the server stopped meanwhile.
  func resume(_ connection: ConnectionKey) {
    let mine = lock.withLock { suspended.remove(connection) != nil && daemon != nil }
    if mine { MHD_resume_connection(connection.pointer) }
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
