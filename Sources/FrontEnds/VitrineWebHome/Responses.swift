import Foundation
import VitrineHTTPServer

/// The headers every response of the web home screen carries: a strict Content-Security-Policy
/// (scripts, styles, images and connections from this origin only; no inline script or style,
/// no frames, no forms posting elsewhere), no MIME sniffing, no referrer, and no caching of
/// state.
enum SecurityHeaders {
  static let contentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

  static func apply(to response: inout HTTPResponse, cacheable: Bool = false) {
    response.headers["Content-Security-Policy"] = contentSecurityPolicy
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers["X-Frame-Options"] = "DENY"
    response.headers["Cross-Origin-Resource-Policy"] = "same-origin"
    response.headers["Cache-Control"] = cacheable ? "private, max-age=3600" : "no-store"
  }
}

extension HTTPResponse {
  /// A JSON response of an encodable value (sorted keys, so answers are stable).
  static func encoded<Value: Encodable>(_ value: Value, status: Int = 200) -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      return .json(try encoder.encode(value), status: status)
    } catch {
      return .error(500, "could not encode the answer: \(error)")
    }
  }

  /// A PNG image.
  static func png(_ data: Data) -> HTTPResponse {
    HTTPResponse(status: 200, headers: ["Content-Type": "image/png"], body: data)
  }
}

/// A JSON value as a string, for a Server-Sent Event's data line.
func jsonText<Value: Encodable>(_ value: Value) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  guard let data = try? encoder.encode(value) else { return "{}" }
  return String(decoding: data, as: UTF8.self)
}
