import CVitrineMicroHTTPD
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The server's open connections and which of them are still waiting for a request's
/// headers, so that no client can hold connections by sending headers slowly.
///
/// libmicrohttpd closes a connection only after ``HTTPServer/idleTimeout`` seconds *without
/// traffic*: a client that sends a header line every few seconds is never idle, and 512 such
/// connections from one address used to fill its limit, refusing every other client there (on
/// loopback, the browser included). So:
///
/// - a request's headers must arrive within ``HTTPServer/headerTimeLimit`` of the connection's
///   start (or of the end of its previous request, for a connection kept alive); a connection
///   past it is closed;
/// - a new connection that brings an address to its limit (or the server to its own) closes
///   that address's (the server's) oldest connection still waiting for headers: a waiting
///   connection has cost its client nothing, while one being answered is never cut.
///
/// A connection is closed by shutting its socket down: libmicrohttpd then reads the end of the
/// stream and closes it as it does any other; the descriptor stays libmicrohttpd's, and an
/// entry is removed (under the lock) before libmicrohttpd closes the descriptor.
final class ConnectionWatch: @unchecked Sendable {
  private struct Entry {
    var socket: Int32
    var address: UInt32
    /// When the connection began waiting for a request's headers; `nil` while a request is
    /// being received or answered, or once it is being closed.
    var waitingSince: ContinuousClock.Instant?
  }

  private let perAddressLimit: Int
  private let totalLimit: Int
  private let headerTimeLimit: Duration
  private let lock = NSLock()
  private var entries: [ConnectionKey: Entry] = [:]
  private var perAddress: [UInt32: Int] = [:]
  private var timer: (any DispatchSourceTimer)?

  /// Watches connections of a server holding at most `perAddressLimit` connections from one
  /// address and `totalLimit` in all (less a little: libmicrohttpd splits its limit between
  /// its threads, so room is made before the fullest thread refuses).
  init(perAddressLimit: UInt32, totalLimit: UInt32, threads: UInt32, headerTimeLimit: Duration) {
    self.perAddressLimit = Int(max(1, perAddressLimit))
    self.totalLimit = max(1, Int(totalLimit) - 2 * Int(max(1, threads)))
    self.headerTimeLimit = headerTimeLimit
  }

  /// Starts closing connections whose headers are late, looking a few times per time limit.
  func start() {
    let interval = min(Duration.seconds(1), max(Duration.milliseconds(50), headerTimeLimit / 4))
    let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
    let nanoseconds =
      Int(interval.components.seconds) * 1_000_000_000
      + Int(interval.components.attoseconds / 1_000_000_000)
    timer.schedule(
      deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds))
    timer.setEventHandler { [weak self] in self?.closeLate() }
    timer.resume()
    lock.withLock { self.timer = timer }
  }

  /// Stops looking.
  func stop() {
    let running = lock.withLock { () -> (any DispatchSourceTimer)? in
      defer { timer = nil }
      return timer
    }
    running?.cancel()
  }

  /// A connection was accepted: it waits for its first request's headers. Makes room when it
  /// fills its address's share or the server's.
  func opened(_ connection: OpaquePointer) {
    let key = ConnectionKey(connection)
    let entry = Entry(
      socket: cmhd_connection_socket(connection), address: cmhd_connection_ipv4(connection),
      waitingSince: .now)
    lock.withLock {
      entries[key] = entry
      let count = (perAddress[entry.address] ?? 0) + 1
      perAddress[entry.address] = count
      if count >= perAddressLimit {
        let madeRoom = closeOldestWaiting(except: key) { $0.address == entry.address }
        // libmicrohttpd's own cap is a little higher (see `HTTPServer.hardLimit(_:)`); past
        // this one, with nothing to make room with, the new connection goes.
        if !madeRoom && count > perAddressLimit { close(key) }
      }
      if entries.count >= totalLimit {
        closeOldestWaiting(except: key) { _ in true }
      }
    }
  }

  /// A connection was closed (before libmicrohttpd closes its socket).
  func closed(_ connection: OpaquePointer) {
    lock.withLock {
      guard let entry = entries.removeValue(forKey: ConnectionKey(connection)) else { return }
      let left = (perAddress[entry.address] ?? 1) - 1
      perAddress[entry.address] = left > 0 ? left : nil
    }
  }

  /// A request's headers have all arrived.
  func headersArrived(_ connection: OpaquePointer) {
    lock.withLock { entries[ConnectionKey(connection)]?.waitingSince = nil }
  }

  /// A request was answered (or abandoned): a connection kept alive waits for the next one's
  /// headers from now.
  func requestFinished(_ connection: OpaquePointer) {
    lock.withLock {
      let key = ConnectionKey(connection)
      guard entries[key] != nil else { return }
      entries[key]?.waitingSince = .now
    }
  }

  /// How many connections are open, and how many of them wait for headers.
  var counts: (open: Int, waiting: Int) {
    lock.withLock { (entries.count, entries.values.filter { $0.waitingSince != nil }.count) }
  }

  /// Closes every connection that has waited for its headers longer than the limit.
  private func closeLate() {
    let now = ContinuousClock.now
    lock.withLock {
      for (key, entry) in entries {
        if let since = entry.waitingSince, now - since > headerTimeLimit { close(key) }
      }
    }
  }

  /// Closes the connection that has waited longest for its headers among those `matching`,
  /// other than `newest`. Holds the lock.
  @discardableResult
  private func closeOldestWaiting(except newest: ConnectionKey, matching: (Entry) -> Bool) -> Bool {
    var oldest: (key: ConnectionKey, since: ContinuousClock.Instant)?
    for (key, entry) in entries where key != newest && matching(entry) {
      guard let since = entry.waitingSince else { continue }
      if oldest == nil || since < oldest!.since { oldest = (key, since) }
    }
    if let oldest { close(oldest.key) }
    return oldest != nil
  }

  /// Shuts the connection's socket down; libmicrohttpd closes it. Holds the lock.
  private func close(_ key: ConnectionKey) {
    guard let entry = entries[key], entry.socket >= 0 else { return }
    entries[key]?.waitingSince = nil
    _ = Glibc.shutdown(entry.socket, Int32(SHUT_RDWR))
  }
}

/// libmicrohttpd's connection notifications: opened and closed.
let httpServerConnectionNotify: MHD_NotifyConnectionCallback = {
  context, connection, _, code in
  guard let context, let connection else { return }
  let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
  if code == .CONNECTION_NOTIFY_STARTED {
    server.watch.opened(connection)
  } else {
    server.watch.closed(connection)
  }
}
