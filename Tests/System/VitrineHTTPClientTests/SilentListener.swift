import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP port on loopback that accepts connections (in its backlog) and never answers.
final class SilentListener: Sendable {
  let baseURL: URL
  private let socketDescriptor: Int32

  init() throws {
    let listening = try LoopbackListeningSocket(backlog: 64)
    socketDescriptor = listening.descriptor
    baseURL = listening.baseURL
  }

  func stop() { close(socketDescriptor) }
}

/// A loopback socket could not be opened, bound or listened on.
struct SilentListenerError: Error {}
