import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A GET over plain HTTP/1.1 on a socket of its own, for `http://` API addresses, where every
/// byte is counted as it is read.
///
/// URLSession reads the socket on its own queue and queues each piece for its delegate without
/// back-pressure, so a fast endless body can pile up hundreds of megabytes before a limit is
/// seen. Here the reader is the limit: the status line and headers may take 64 KiB, the body
/// `maximumBytes` (by Content-Length, chunked or until close), all within `totalTime`. The
/// request asks for `identity` encoding and an answer compressed anyway is refused, so there is
/// no decompression to bomb. Redirects are followed (at most five) only within the origin.
struct PlainHTTPGet {
  let limits: DownloadLimits
  let origin: URL

  static let maximumHeaderBytes = 64 << 10
  static let maximumRedirects = 5

  /// The status, lower-cased headers and body of `url`, following same-origin redirects.
  func fetch(_ url: URL) throws -> (status: Int, headers: [String: String], body: Data) {
    let deadline = ContinuousClock.now + .milliseconds(Int(limits.totalTime * 1000))
    var current = url
    for _ in 0...Self.maximumRedirects {
      let answer = try once(current, deadline: deadline)
      guard [301, 302, 303, 307, 308].contains(answer.status) else { return answer }
      guard let location = answer.headers["location"],
        let target = URL(string: location, relativeTo: current)?.absoluteURL,
        BoundedDownload.sameOrigin(target, origin)
      else {
        throw RecommendationsError.redirected(
          to: String((answer.headers["location"] ?? "nowhere").prefix(200)))
      }
      current = target
    }
    throw RecommendationsError.network("more than \(Self.maximumRedirects) redirects")
  }

  private func once(
    _ url: URL, deadline: ContinuousClock.Instant
  ) throws -> (
    status: Int, headers: [String: String], body: Data
  ) {
    guard let host = url.host, !host.isEmpty else {
      throw RecommendationsError.network("no host in \(url.absoluteString)")
    }
    let port = url.port ?? 80
    let connection = try SocketReader.connect(host: host, port: port, deadline: deadline)
    defer { connection.close() }
    var target = url.path.isEmpty ? "/" : url.path
    if let query = url.query { target += "?" + query }
    let hostHeader = url.port.map { "\(host):\($0)" } ?? host
    try connection.write(
      "GET \(target) HTTP/1.1\r\nHost: \(hostHeader)\r\nAccept: application/json\r\n"
        + "Accept-Encoding: identity\r\nConnection: close\r\nUser-Agent: vitrine\r\n\r\n",
      deadline: deadline)

    let head = try connection.readHead(limit: Self.maximumHeaderBytes, deadline: deadline)
    var lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
    let statusLine = lines.removeFirst().split(separator: " ")
    guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."),
      let status = Int(statusLine[1]), (100...599).contains(status)
    else { throw RecommendationsError.network("not an HTTP response") }
    var headers: [String: String] = [:]
    for line in lines where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if name == "content-length", let earlier = headers[name], earlier != value {
        throw RecommendationsError.network("two different Content-Lengths")
      }
      headers[name] = value
    }
    if let encoding = headers["content-encoding"], encoding.lowercased() != "identity" {
      throw RecommendationsError.network(
        "the answer is encoded as '\(encoding.prefix(40))', which was not asked for")
    }
    let body: Data
    if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
      body = try connection.readChunked(limit: limits.maximumBytes, deadline: deadline)
    } else if let lengthText = headers["content-length"] {
      guard let length = Int(lengthText), length >= 0 else {
        throw RecommendationsError.network("Content-Length '\(lengthText.prefix(40))'")
      }
      guard length <= limits.maximumBytes else {
        throw RecommendationsError.tooLarge(limit: limits.maximumBytes)
      }
      body = try connection.read(exactly: length, deadline: deadline)
    } else {
      body = try connection.readToEnd(limit: limits.maximumBytes, deadline: deadline)
    }
    return (status, headers, body)
  }
}
