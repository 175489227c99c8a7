import Foundation

/// Vitrine's one outgoing HTTP client, on libcurl: GET requests to one origin, within limits.
///
/// Every API client (the catalog's recommendations, the statistics) fetches through it. The
/// limits (``HTTPClientLimits``) hold while the answer arrives: the body is counted after
/// decompression and dropped past its limit, the whole request (redirects included) has a total
/// time, and a transfer slower than a byte a second for the idle time ends. Redirects are never
/// followed by libcurl: the client follows at most ``HTTPClientLimits/maximumRedirects`` whose
/// scheme, host and port are the origin's, and refuses any other. Only `http` and `https` are
/// spoken; `https` verifies the server's certificate, against ``certificateAuthorities`` when
/// set (else the system's).
///
/// libcurl blocks, so each request runs on a thread of its own and resumes the caller when done:
/// no thread of Swift concurrency's pool waits on the network. Cancelling the calling task ends
/// the transfer at once.
public struct HTTPClient: Sendable {
  /// The environment variable naming a PEM file of certificate authorities to trust for
  /// `https` instead of the system's.
  public static let certificateAuthoritiesVariable = "VITRINE_CA_FILE"

  /// Where requests and redirects may go: its scheme, host and port.
  public let origin: URL
  /// What each request may cost.
  public let limits: HTTPClientLimits
  /// A PEM file of the certificate authorities trusted for `https`, or `nil` for the system's.
  public let certificateAuthorities: String?

  /// Creates a client of `origin`; the certificate authorities default to the file named by
  /// `$VITRINE_CA_FILE`, if set.
  public init(
    origin: URL, limits: HTTPClientLimits = HTTPClientLimits(),
    certificateAuthorities: String? = HTTPClient.environmentCertificateAuthorities()
  ) {
    self.origin = origin
    self.limits = limits
    self.certificateAuthorities = certificateAuthorities
  }

  /// The file named by `$VITRINE_CA_FILE`, or `nil` when it is unset or empty.
  public static func environmentCertificateAuthorities(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    guard let path = environment[certificateAuthoritiesVariable], !path.isEmpty else { return nil }
    return path
  }

  /// GETs `url` (which must share the origin), following redirects only within the origin.
  ///
  /// Any status is an answer; only what keeps an answer from arriving in full within the
  /// limits is an ``HTTPClientError``.
  public func get(
    _ url: URL, accept: String = "application/json"
  ) async throws -> HTTPClientResponse {
    let cancellation = CurlCancellation()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
          continuation.resume(with: Result { try fetch(url, accept: accept, cancellation) })
        }
      }
    } onCancel: {
      cancellation.cancel()
    }
  }

  /// The request and its redirects, blocking.
  func fetch(
    _ url: URL, accept: String, _ cancellation: CurlCancellation
  ) throws -> HTTPClientResponse {
    guard Self.isSupported(url) else {
      throw HTTPClientError.unsupportedURL(CurlTransfer.shown(url))
    }
    guard Self.sameOrigin(url, origin) else {
      throw HTTPClientError.outsideOrigin(
        url: CurlTransfer.shown(url), origin: CurlTransfer.shown(origin))
    }
    let deadline = ContinuousClock.now + .milliseconds(limits.totalMilliseconds)
    var current = url
    for _ in 0...limits.maximumRedirects {
      let left = ContinuousClock.now.duration(to: deadline)
      let milliseconds = Int(
        left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
      guard milliseconds > 0 else {
        throw HTTPClientError.timeout(url: CurlTransfer.shown(url), seconds: limits.totalTime)
      }
      let transfer = CurlTransfer(
        url: current, limits: limits, totalMilliseconds: milliseconds,
        certificateAuthorities: certificateAuthorities, accept: accept, cancellation: cancellation)
      let answer: (status: Int, redirect: String?, body: Data)
      do {
        answer = try transfer.run()
      } catch HTTPClientError.timeout {
        throw HTTPClientError.timeout(url: CurlTransfer.shown(url), seconds: limits.totalTime)
      }
      guard [301, 302, 303, 307, 308].contains(answer.status), let location = answer.redirect else {
        return HTTPClientResponse(status: answer.status, url: current, body: answer.body)
      }
      guard let target = URL(string: location), Self.isSupported(target),
        Self.sameOrigin(target, origin)
      else {
        throw HTTPClientError.redirected(
          url: CurlTransfer.shown(current), to: String(location.prefix(200)))
      }
      current = target
    }
    throw HTTPClientError.tooManyRedirects(
      url: CurlTransfer.shown(url), limit: limits.maximumRedirects)
  }

  static func isSupported(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
      return false
    }
    return scheme == "http" || scheme == "https"
  }

  /// Whether two URLs share scheme, host and port (the port defaulting by scheme).
  public static func sameOrigin(_ first: URL, _ second: URL) -> Bool {
    func port(_ url: URL) -> Int? {
      url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    }
    return first.scheme?.lowercased() == second.scheme?.lowercased()
      && first.host?.lowercased() == second.host?.lowercased() && port(first) == port(second)
  }
}

/// An answer that arrived in full within the limits.
public struct HTTPClientResponse: Sendable, Equatable {
  /// The HTTP status.
  public var status: Int
  /// The URL that answered, after same-origin redirects.
  public var url: URL
  /// The body, decompressed.
  public var body: Data

  /// Creates an answer.
  public init(status: Int, url: URL, body: Data) {
    self.status = status
    self.url = url
    self.body = body
  }
}
