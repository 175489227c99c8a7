import Foundation

/// A request as the server received it.
public struct HTTPRequest: Sendable {
  /// The method, upper case (`GET`).
  public var method: String
  /// The path without the query (`/api/v1/titles/42`).
  public var path: String
  /// The query's arguments, decoded.
  public var query: [String: String]
  /// The headers, with lower-case names.
  public var headers: [String: String]
  /// The body.
  public var body: Data

  /// Creates a request (for tests of handlers).
  public init(
    method: String = "GET", path: String, query: [String: String] = [:],
    headers: [String: String] = [:], body: Data = Data()
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
  }
}

/// A response to send.
public struct HTTPResponse: Sendable {
  /// The status code.
  public var status: Int
  /// Header names and values.
  public var headers: [String: String]
  /// The body.
  public var body: Data
  /// A body produced piece by piece while it is sent, instead of `body` (chunked encoding).
  public var stream: HTTPBodyStream?

  /// Creates a response.
  public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A response whose body `stream` produces while it is sent.
  public init(status: Int = 200, headers: [String: String] = [:], stream: HTTPBodyStream) {
    self.init(status: status, headers: headers)
    self.stream = stream
  }

  /// A UTF-8 text response.
  public static func text(
    _ text: String, status: Int = 200, contentType: String = "text/plain"
  )
    -> HTTPResponse
  {
    HTTPResponse(
      status: status, headers: ["Content-Type": "\(contentType); charset=utf-8"],
      body: Data(text.utf8))
  }

  /// A JSON response from raw JSON bytes.
  public static func json(_ data: Data, status: Int = 200) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: data)
  }

  /// A JSON error body `{"error": message}` with `status`.
  public static func error(_ status: Int, _ message: String) -> HTTPResponse {
    let escaped = (try? JSONEncoder().encode(["error": message])) ?? Data()
    return .json(escaped, status: status)
  }
}

/// A body produced while it is sent: each call to `next` gives the following piece, `nil` at the
/// end. It is called on one of the server's threads, one piece at a time, so it should be quick;
/// an empty piece is skipped.
public final class HTTPBodyStream: Sendable {
  /// Produces the next piece, or `nil` when the body is complete.
  public let next: @Sendable () -> Data?

  /// A body from `next`.
  public init(_ next: @escaping @Sendable () -> Data?) { self.next = next }
}
