/// Why the web home screen could not start or do what was asked.
public enum WebHomeError: Error, Equatable, CustomStringConvertible {
  /// A file of the page is missing from the module's resources.
  case missingResource(String)
  /// The address or port could not be listened on.
  case cannotListen(host: String, port: UInt16, reason: String)

  public var description: String {
    switch self {
    case .missingResource(let path):
      return "the web home screen's file \(path) is missing (rebuild Vitrine)"
    case .cannotListen(let host, let port, let reason):
      return "cannot listen on \(host):\(port): \(reason)"
    }
  }
}
