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
    let listening = try LoopbackListeningSocket(backlog: 16)
    let descriptor = listening.descriptor
    socketDescriptor = descriptor
    baseURL = listening.baseURL
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
