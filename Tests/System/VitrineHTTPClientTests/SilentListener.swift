import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP port on loopback that accepts connections (in its backlog) and never answers.
final class SilentListener: Sendable {
  let baseURL: URL
  private let socketDescriptor: Int32

  init() throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw SilentListenerError() }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(descriptor, generic, length) == 0 && listen(descriptor, 64) == 0
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
  }

  func stop() { close(socketDescriptor) }
}

struct SilentListenerError: Error {}
