import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A connected TCP socket read with a deadline and a byte limit on every read.
final class SocketReader {
  private var descriptor: Int32
  private var buffered: [UInt8] = []

  private init(descriptor: Int32) { self.descriptor = descriptor }

  /// Connects to `host`:`port` (a name or an address) before `deadline`.
  static func connect(
    host: String, port: Int, deadline: ContinuousClock.Instant
  ) throws
    -> SocketReader
  {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var found: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else {
      throw RecommendationsError.network("cannot resolve \(host)")
    }
    defer { freeaddrinfo(found) }
    var candidate: UnsafeMutablePointer<addrinfo>? = first
    while let address = candidate {
      candidate = address.pointee.ai_next
      let socket = Glibc.socket(address.pointee.ai_family, address.pointee.ai_socktype, 0)
      guard socket >= 0 else { continue }
      let reader = SocketReader(descriptor: socket)
      _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
      if Glibc.connect(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0
        || (errno == EINPROGRESS && reader.wait(for: Int16(POLLOUT), deadline: deadline)
          && reader.socketError() == 0)
      {
        return reader
      }
      reader.close()
    }
    throw RecommendationsError.network("cannot connect to \(host):\(port)")
  }

  func close() {
    if descriptor >= 0 { Glibc.close(descriptor) }
    descriptor = -1
  }

  deinit { close() }

  private func socketError() -> Int32 {
    var error: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length)
    return error
  }

  /// Waits until the socket is ready for `events`; false when the deadline passes first.
  private func wait(for events: Int16, deadline: ContinuousClock.Instant) -> Bool {
    while true {
      let left = deadline - ContinuousClock.now
      guard left > .zero else { return false }
      let milliseconds = Int32(
        clamping: left.components.seconds * 1000 + left.components.attoseconds
          / 1_000_000_000_000_000
          + 1)
      var poller = pollfd(fd: descriptor, events: events, revents: 0)
      let ready = poll(&poller, 1, milliseconds)
      if ready > 0 { return true }
      if ready < 0 && errno != EINTR { return true }  // the next call reports the error
    }
  }

  func write(_ text: String, deadline: ContinuousClock.Instant) throws {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      guard wait(for: Int16(POLLOUT), deadline: deadline) else { throw timeout(deadline) }
      let sent = bytes.withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if sent < 0 && (errno == EAGAIN || errno == EINTR) { continue }
      guard sent > 0 else { throw RecommendationsError.network("the connection was closed") }
      bytes = bytes.dropFirst(sent)
    }
  }

  /// Reads more bytes into the buffer; false at the end of the stream.
  private func fill(deadline: ContinuousClock.Instant) throws -> Bool {
    var chunk = [UInt8](repeating: 0, count: 16 << 10)
    while true {
      guard wait(for: Int16(POLLIN), deadline: deadline) else { throw timeout(deadline) }
      let count = recv(descriptor, &chunk, chunk.count, 0)
      if count < 0 && (errno == EAGAIN || errno == EINTR) { continue }
      guard count >= 0 else { throw RecommendationsError.network("the connection failed") }
      buffered += chunk[0..<count]
      return count > 0
    }
  }

  private func timeout(_ deadline: ContinuousClock.Instant) -> RecommendationsError {
    .timeout(seconds: 0)
  }

  /// The status line and headers, up to the blank line (which is consumed).
  func readHead(limit: Int, deadline: ContinuousClock.Instant) throws -> [UInt8] {
    let end: [UInt8] = [13, 10, 13, 10]
    var searched = 0
    while true {
      if buffered.count >= 4 {
        for index in max(0, searched - 3)...(buffered.count - 4)
        where buffered[index..<(index + 4)].elementsEqual(end) {
          let head = Array(buffered[0..<index])
          buffered.removeFirst(index + 4)
          return head
        }
        searched = buffered.count
      }
      guard buffered.count <= limit else {
        throw RecommendationsError.network("the headers are longer than \(limit) bytes")
      }
      guard try fill(deadline: deadline) else {
        throw RecommendationsError.network("the connection closed before the headers ended")
      }
    }
  }

  /// Exactly `count` bytes.
  func read(exactly count: Int, deadline: ContinuousClock.Instant) throws -> Data {
    while buffered.count < count {
      guard try fill(deadline: deadline) else {
        throw RecommendationsError.network("the connection closed in the middle of the body")
      }
    }
    defer { buffered.removeFirst(count) }
    return Data(buffered[0..<count])
  }

  /// Everything until the server closes, at most `limit` bytes.
  func readToEnd(limit: Int, deadline: ContinuousClock.Instant) throws -> Data {
    while try fill(deadline: deadline) {
      guard buffered.count <= limit else { throw RecommendationsError.tooLarge(limit: limit) }
    }
    guard buffered.count <= limit else { throw RecommendationsError.tooLarge(limit: limit) }
    return Data(buffered)
  }

  /// A chunked body, at most `limit` bytes once decoded.
  func readChunked(limit: Int, deadline: ContinuousClock.Instant) throws -> Data {
    var body = Data()
    while true {
      let line = try readLine(limit: 1024, deadline: deadline)
      let sizeText = line.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
      guard let size = Int(sizeText, radix: 16), size >= 0, sizeText.count <= 15 else {
        throw RecommendationsError.network("a chunk size '\(sizeText.prefix(20))'")
      }
      if size == 0 { return body }
      guard body.count + size <= limit else { throw RecommendationsError.tooLarge(limit: limit) }
      body.append(try read(exactly: size, deadline: deadline))
      _ = try readLine(limit: 2, deadline: deadline)
    }
  }

  private func readLine(limit: Int, deadline: ContinuousClock.Instant) throws -> String {
    while true {
      if let newline = buffered.firstIndex(of: 10) {
        let line = buffered[0..<newline]
        buffered.removeFirst(newline + 1)
        return String(decoding: line.last == 13 ? line.dropLast() : line, as: UTF8.self)
      }
      guard buffered.count <= limit + 2 else {
        throw RecommendationsError.network("a chunk line longer than \(limit) bytes")
      }
      guard try fill(deadline: deadline) else {
        throw RecommendationsError.network("the connection closed in the middle of a chunk")
      }
    }
  }
}
