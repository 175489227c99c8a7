import AppGroupStore
import Foundation
import HTTPServer
import HomeScreen
import WidgetCore
import WidgetHost

/// The web home screen's state and its answer to every request: one `HomeSession` (host store
/// in the data folder), the layout, the clock, the browsers' sessions and the update feed.
///
/// ``handle(_:)`` is a pure function of the request and this state, so routing is tested
/// without a network; ``WebHomeServer`` puts it on `HTTPServer`.
final class WebHomeApp: Sendable {
  /// The most widgets a home screen holds.
  static let maximumWidgets = 24

  let session: HomeSession
  let clock: HomeClock
  let layoutStore: AppGroupStore
  let feed = UpdateFeed()
  let images = WidgetImages()
  let browsers = BrowserSessions()
  let queue = ActionQueue()
  let taps = TapBatch()
  let files: StaticFiles
  /// How long a stream request waits for an update before it ends.
  let streamWait: Duration
  /// The host names requests may be addressed to (`Host` header), or `nil` for any.
  let hostNames: Set<String>?

  /// Opens the home screen whose state lives in `dataDirectory`: the host store
  /// `vitrine.host`, the layout store `vitrine.home` and the widgets' own App Groups. A first
  /// run places a medium recommendations widget and two small clocks (UTC and Tokyo).
  init(
    library: WidgetLibrary, dataDirectory: URL, variables: [String: String],
    streamWait: Duration = .seconds(15), listeningOn address: String = "127.0.0.1"
  ) async throws {
    let environment = HomeScreenEnvironment(dataDirectory: dataDirectory, variables: variables)
    session = try HomeSession(
      library: library, environment: environment, hostStorage: .folder(dataDirectory))
    layoutStore = try AppGroupStore(suiteName: "vitrine.home", directory: dataDirectory)
    clock = HomeClock(session: session)
    files = try StaticFiles.bundled()
    self.streamWait = streamWait
    hostNames = Self.hostNames(listeningOn: address)
    let feed = self.feed
    let images = self.images
    await session.host.onEvent { event in
      let version = images.bump(event.instanceID)
      feed.publish("event", jsonText(LogLine(event)))
      feed.publish("widget", jsonText(WidgetChange(id: event.instanceID, version: version)))
    }
    await session.host.start()
    try await setUpFirstRun()
  }

  private func setUpFirstRun() async throws {
    guard try HomeLayout.load(from: layoutStore) == nil else { return }
    let device = WidgetDevice.standard
    let kinds = Set(session.widgets.map(\.kind))
    var order: [String] = []
    if kinds.contains("recommendations") {
      order.append(
        try await place(kind: "recommendations", family: .systemMedium, device: device).id)
    }
    if kinds.contains("clock") {
      order.append(try await place(kind: "clock", family: .systemSmall, device: device).id)
      order.append(
        try await place(
          kind: "clock", family: .systemSmall, device: device,
          configuration: ["timeZone": "Asia/Tokyo"]
        ).id)
    }
    try HomeLayout(deviceID: device.id, order: order).save(to: layoutStore)
  }

  /// The layout, consistent with the host's instances.
  func layout() async throws -> HomeLayout {
    let instances = await session.host.instances.map(\.id)
    var layout =
      try HomeLayout.load(from: layoutStore)
      ?? HomeLayout(deviceID: WidgetDevice.standard.id, order: [])
    layout.order = layout.reconciled(with: instances)
    return layout
  }

  /// The phone the home screen is on.
  func device() async throws -> WidgetDevice {
    let id = try await layout().deviceID
    return HomeGrid.phones.first { $0.id == id } ?? .standard
  }

  // MARK: Requests

  /// Answers one request; every answer carries the security headers.
  func handle(_ request: HTTPRequest) async -> HTTPResponse {
    var response: HTTPResponse
    do {
      response = try await route(request)
    } catch let error as RequestError {
      response = .error(error.status, error.message)
    } catch let error as HomeScreenError {
      response = .error(400, error.description)
    } catch let error as WidgetHostError {
      response = .error(400, "\(error)")
    } catch {
      response = .error(500, "\(error)")
    }
    SecurityHeaders.apply(
      to: &response, cacheable: request.path.hasPrefix("/static/") && response.status == 200)
    return response
  }

  /// The names a server on `address` answers to: the address itself, and `localhost` for a
  /// loopback address; any name when it listens on every address (`0.0.0.0`).
  ///
  /// A page elsewhere whose name was made to resolve to this machine (DNS rebinding) sends its
  /// own name, so it can neither read the page's token nor post with it.
  static func hostNames(listeningOn address: String) -> Set<String>? {
    if address == "0.0.0.0" { return nil }
    return address.hasPrefix("127.") ? [address, "localhost"] : [address]
  }

  private func route(_ request: HTTPRequest) async throws -> HTTPResponse {
    if let hostNames, let host = request.headers["host"] {
      let name = host.split(separator: ":", maxSplits: 1).first.map(String.init) ?? host
      guard hostNames.contains(name.lowercased()) else {
        throw RequestError(
          421, "this server answers to \(hostNames.sorted().joined(separator: ", ")) only")
      }
    }
    let path = request.path
    switch request.method {
    case "GET", "HEAD":
      return try await get(path, request)
    case "POST":
      try checkPost(request)
      return try await post(path, request)
    default:
      throw RequestError(405, "method \(request.method) is not allowed")
    }
  }

  /// Refuses a POST from anywhere but this server's own page: its `Origin`, when sent, must be
  /// this host, and its `X-CSRF-Token` must be the token of the session in its cookie.
  private func checkPost(_ request: HTTPRequest) throws {
    if let origin = request.headers["origin"], let host = request.headers["host"],
      origin != "http://\(host)"
    {
      throw RequestError(403, "cross-origin request refused")
    }
    guard
      browsers.accepts(
        cookieHeader: request.headers["cookie"], token: request.headers["x-csrf-token"])
    else {
      throw RequestError(403, "missing or wrong CSRF token; reload the page")
    }
  }

  private func get(_ path: String, _ request: HTTPRequest) async throws -> HTTPResponse {
    if path == "/" || path == "/index.html" { return page(request) }
    if path.hasPrefix("/static/") {
      guard let file = files.file(at: path) else { throw RequestError(404, "no such file") }
      return HTTPResponse(status: 200, headers: ["Content-Type": file.contentType], body: file.body)
    }
    if path.hasPrefix("/api/v1/") {
      return try await CatalogRoutes.answer(path, query: request.query)
    }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    switch parts.dropFirst().first {
    case "api": return try await getAPI(Array(parts.dropFirst(2)), request)
    case "widgets" where parts.count == 3:
      guard parts[2].hasSuffix(".png") else { throw RequestError(404, "no such image") }
      return try await widgetImage(String(parts[2].dropLast(4)), request.query)
    case "gallery" where parts.count == 4:
      guard parts[3].hasSuffix(".png") else { throw RequestError(404, "no such image") }
      return try await galleryImage(
        kind: parts[2], family: String(parts[3].dropLast(4)), request.query)
    default:
      throw RequestError(404, "no such page")
    }
  }

  private func getAPI(_ parts: [String], _ request: HTTPRequest) async throws -> HTTPResponse {
    let appearance = try PageAppearance(query: request.query)
    let route = Route(parts)
    if route.is("home") { return .encoded(try await homeState(appearance)) }
    if let id = route.id("widgets") { return .encoded(try await widgetState(id, appearance)) }
    if let id = route.id("widgets", then: "configuration") {
      return .encoded(try await parameters(of: id))
    }
    if route.is("gallery") { return .encoded(gallery()) }
    if route.is("events") { return recentLog() }
    if route.is("clock") { return .encoded(clock.state) }
    if route.is("apps", "open") { return .encoded(try HomeApps.open(request.query)) }
    if route.is("stream") { return await stream(request) }
    throw RequestError(404, "no such API")
  }

  private func post(_ path: String, _ request: HTTPRequest) async throws -> HTTPResponse {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 3, parts[1] == "api" else { throw RequestError(404, "no such API") }
    let body = request.body
    let route = Route(Array(parts.dropFirst(2)))
    if route.is("widgets") { return try await add(try decode(AddRequest.self, body)) }
    if let id = route.id("widgets", then: "tap") {
      return try await tap(id, try decode(TapRequest.self, body))
    }
    if let id = route.id("widgets", then: "remove") { return try await remove(id) }
    if let id = route.id("widgets", then: "configure") {
      return try await configure(id, try decode(ConfigureRequest.self, body))
    }
    if route.is("layout") { return try await reorder(try decode(LayoutRequest.self, body)) }
    if route.is("device") { return try await setDevice(try decode(DeviceRequest.self, body)) }
    if route.is("clock") { return try await changeClock(try decode(ClockRequest.self, body)) }
    throw RequestError(404, "no such API")
  }

  private func decode<Body: Decodable>(_ type: Body.Type, _ data: Data) throws -> Body {
    do {
      return try JSONDecoder().decode(Body.self, from: data)
    } catch let error as DecodingError {
      throw RequestError(400, "malformed request body: \(RequestError.describe(error))")
    }
  }

  /// The page, with this browser's CSRF token written into it (and its session cookie set when
  /// it is new).
  private func page(_ request: HTTPRequest) -> HTTPResponse {
    let browser = browsers.session(cookieHeader: request.headers["cookie"])
    let template = String(
      decoding: files.file(at: "/static/index.html")?.body ?? Data(), as: UTF8.self)
    let html = template.replacingOccurrences(
      of: "{{csrf-token}}", with: HTMLText.escape(browser.token))
    var response = HTTPResponse.text(html, contentType: "text/html")
    if browser.isNew { response.headers["Set-Cookie"] = BrowserSessions.cookie(for: browser.id) }
    return response
  }
}
