import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP server on loopback that answers every connection with the same bytes, written as
/// given, so a test controls every byte of the status line and headers.
final class FixedAnswerServer: Sendable {
  let baseURL: URL
  private let socketDescriptor: Int32

  init(answer: Data) throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw SilentListenerError() }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(descriptor, generic, length) == 0 && listen(descriptor, 16) == 0
          && getsockname(descriptor, generic, &length) == 0
      }
    }
    guard bound, let url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")
    else {
      close(descriptor)
      throw SilentListenerError()
    }
    socketDescriptor = descriptor
    baseURL = url
    Thread.detachNewThread {
      while true {
        let connection = accept(descriptor, nil, nil)
        guard connection >= 0 else { return }
        Self.serve(connection, answer)
      }
    }
  }

  /// Reads the request up to its blank line, writes the answer, closes.
  private static func serve(_ connection: Int32, _ answer: Data) {
    defer { close(connection) }
    var request: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !request.suffix(4).elementsEqual([13, 10, 13, 10]), request.count < 65_536 {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return }
      request += buffer[..<count]
    }
    answer.withUnsafeBytes { bytes in
      var sent = 0
      while sent < bytes.count {
        let count = send(
          connection, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
        guard count > 0 else { return }
        sent += count
      }
    }
  }

  func stop() {
    shutdown(socketDescriptor, Int32(SHUT_RDWR))
    close(socketDescriptor)
  }
}
