/// Why a request gave no answer; each case names the URL and what was exceeded or went wrong.
public enum HTTPClientError: Error, Equatable, CustomStringConvertible {
  /// The URL is not `http://` or `https://` with a host.
  case unsupportedURL(String)
  /// The body went past `limit` bytes (after decompression) and was dropped.
  case tooLarge(url: String, limit: Int)
  /// The status line and headers went past `limit` bytes.
  case headersTooLarge(url: String, limit: Int)
  /// The whole request took longer than `seconds`.
  case timeout(url: String, seconds: Double)
  /// Less than a byte a second arrived for `seconds`.
  case stalled(url: String, seconds: Int)
  /// The URL asked for is outside the client's origin.
  case outsideOrigin(url: String, origin: String)
  /// The server redirected to `target`, outside the configured origin; not followed.
  case redirected(url: String, to: String)
  /// More than `limit` redirects, all within the origin.
  case tooManyRedirects(url: String, limit: Int)
  /// The request was cancelled.
  case cancelled(url: String)
  /// The server could not be reached or spoke no HTTP (libcurl's reason).
  case network(url: String, reason: String)

  public var description: String {
    switch self {
    case .unsupportedURL(let url): return "\(url) is not an http:// or https:// address"
    case .tooLarge(let url, let limit):
      return "\(url) sent more than \(limit) bytes (after decompression); the answer was dropped"
    case .headersTooLarge(let url, let limit):
      return "\(url) sent more than \(limit) bytes of headers; the answer was dropped"
    case .timeout(let url, let seconds):
      return "\(url) did not answer in full within \(seconds.formatted()) s"
    case .stalled(let url, let seconds):
      return "\(url) sent less than a byte a second for \(seconds) s"
    case .outsideOrigin(let url, let origin):
      return "\(url) is outside the client's origin \(origin); not requested"
    case .redirected(let url, let target):
      return "\(url) redirected to \(target), outside its own origin; not followed"
    case .tooManyRedirects(let url, let limit):
      return "\(url) redirected more than \(limit) times"
    case .cancelled(let url): return "the request for \(url) was cancelled"
    case .network(let url, let reason): return "\(url) is unreachable: \(reason)"
    }
  }
}
