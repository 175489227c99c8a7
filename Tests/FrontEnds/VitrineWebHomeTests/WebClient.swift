import Foundation
import VitrineHomeScreen
import VitrineTestSupport
import VitrineWebHome

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A web home screen on a free loopback port with a data folder of its own, and a browser-like
/// client that has loaded the page (its session cookie and CSRF token).
final class WebClient: Sendable {
  let server: WebHomeServer
  let folder: TemporaryFolder
  let cookie: String
  let token: String
  private let urlSession: URLSession

  /// Starts a server on `folder` (a new one by default) and loads its page.
  static func start(
    folder: TemporaryFolder? = nil, streamWait: Duration = .seconds(2),
    library: WidgetLibrary = .builtIn
  ) async throws -> WebClient {
    let folder = try folder ?? TemporaryFolder("vitrine-web-test")
    let server = try await WebHomeServer(
      configuration: WebHomeConfiguration(
        port: 0, dataDirectory: folder.url, variables: [:], library: library,
        streamWait: streamWait))
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    // The server draws apps and widgets on the main actor, which every view test of this run
    // shares: on a loaded machine an answer can wait behind a minute of other tests' layout.
    configuration.timeoutIntervalForRequest = 240
    let urlSession = URLSession(configuration: configuration)
    let (data, response) = try await urlSession.data(from: server.url)
    let headers = (response as! HTTPURLResponse).allHeaderFields
    let setCookie = headers["Set-Cookie"] as? String ?? ""
    let cookie = String(setCookie.prefix { $0 != ";" })
    let html = String(decoding: data, as: UTF8.self)
    let marker = #"name="csrf-token" content=""#
    let start = html.range(of: marker)!.upperBound
    let token = String(html[start...].prefix { $0 != "\"" })
    return WebClient(
      server: server, folder: folder, cookie: cookie, token: token, urlSession: urlSession)
  }

  private init(
    server: WebHomeServer, folder: TemporaryFolder, cookie: String, token: String,
    urlSession: URLSession
  ) {
    self.server = server
    self.folder = folder
    self.cookie = cookie
    self.token = token
    self.urlSession = urlSession
  }

  /// A GET; answers the status, the body and the headers.
  func get(
    _ path: String, headers: [String: String] = [:]
  ) async throws -> (
    status: Int, body: Data, headers: [String: String]
  ) {
    var request = URLRequest(url: URL(string: path, relativeTo: server.url)!)
    request.setValue(cookie, forHTTPHeaderField: "Cookie")
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    return try await send(request)
  }

  /// A POST of JSON with the session's token (or `token`, or none when `nil` is given).
  func post(
    _ path: String, _ json: String, token: String?? = .some(nil)
  ) async throws -> (status: Int, body: Data, headers: [String: String]) {
    var request = URLRequest(url: URL(string: path, relativeTo: server.url)!)
    request.httpMethod = "POST"
    request.httpBody = Data(json.utf8)
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue(cookie, forHTTPHeaderField: "Cookie")
    switch token {
    case .some(.some(let explicit)): request.setValue(explicit, forHTTPHeaderField: "X-CSRF-Token")
    case .some(.none): request.setValue(self.token, forHTTPHeaderField: "X-CSRF-Token")
    case .none: break
    }
    return try await send(request)
  }

  /// A POST without any CSRF token.
  func postWithoutToken(
    _ path: String, _ json: String
  ) async throws -> (
    status: Int, body: Data, headers: [String: String]
  ) {
    try await post(path, json, token: .none)
  }

  private func send(
    _ request: URLRequest
  ) async throws -> (
    status: Int, body: Data, headers: [String: String]
  ) {
    let (data, response) = try await urlSession.data(for: request)
    let http = response as! HTTPURLResponse
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      headers[String(describing: name).lowercased()] = String(describing: value)
    }
    return (http.statusCode, data, headers)
  }

  /// A GET whose body is JSON.
  func json(_ path: String) async throws -> Any {
    let (status, body, _) = try await get(path)
    guard status == 200 else {
      throw WebClientError(
        "GET \(path) answered \(status): \(String(decoding: body, as: UTF8.self))")
    }
    return try JSONSerialization.jsonObject(with: body)
  }

  func stop() { server.stop() }
}

struct WebClientError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
