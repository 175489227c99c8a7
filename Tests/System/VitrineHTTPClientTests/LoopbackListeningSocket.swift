import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP socket listening on a free loopback port: what the test servers of this target
/// (`SilentListener`, `FixedAnswerServer`) are built on.
struct LoopbackListeningSocket {
  /// The socket's descriptor; the caller closes it.
  let descriptor: Int32
  /// `http://127.0.0.1:<port>`.
  let baseURL: URL

  /// Binds a socket to 127.0.0.1 on a port the system picks and listens with `backlog`.
  init(backlog: Int32) throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw SilentListenerError() }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(descriptor, generic, length) == 0 && listen(descriptor, backlog) == 0
          && getsockname(descriptor, generic, &length) == 0
      }
    }
    guard bound, let url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")
    else {
      close(descriptor)
      throw SilentListenerError()
    }
    self.descriptor = descriptor
    baseURL = url
  }
}
