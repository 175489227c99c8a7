import Foundation
import VitrineAppGroupStore
import VitrineHTTPServer
import VitrineHomeScreen
import VitrineHost
import VitrineSharedWithYouSystem
import VitrineStatistics
import VitrineWidgetCore

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
  /// The page's translations, which the server names widgets and parameters from.
  let words: PageWords
  /// Shared with You's system store (`<data folder>/system`), which Messages and Settings show.
  let system: SharedWithYouSystem
  /// Each browser's running apps.
  let appSessions = AppSessions()
  /// How long a stream request waits for an update before it ends.
  let streamWait: Duration
  /// The host names requests may be addressed to (`Host` header), or `nil` for any.
  let hostNames: Set<String>?
  /// The watch loop's status file (`VITRINE_WATCH_STATUS`), when a watch loop runs this server.
  let watchStatus: URL?

  /// Opens the home screen whose state lives in `dataDirectory`: the host store
  /// `vitrine.host`, the layout store `vitrine.home` and the widgets' own App Groups. A first
  /// run places a medium recommendations widget, two small clocks (UTC and Tokyo) and a small
  /// country statistics widget, and gives Messages the sample contacts and conversations.
  init(
    library: WidgetLibrary, dataDirectory: URL, variables: [String: String],
    streamWait: Duration = .seconds(15), listeningOn address: String = "127.0.0.1"
  ) async throws {
    let environment = HomeScreenEnvironment(dataDirectory: dataDirectory, variables: variables)
    session = try await HomeSession(
      library: library, environment: environment, hostStorage: .folder(dataDirectory))
    layoutStore = try AppGroupStore(suiteName: "vitrine.home", directory: dataDirectory)
    clock = HomeClock(session: session)
    files = try StaticFiles.bundled()
    words = PageWords(files: files)
    system = try SharedWithYouSystem(
      directory: SharedWithYouSystem.directory(inDataDirectory: dataDirectory))
    if try system.contacts().isEmpty {
      try SampleWorld.install(into: system, now: Date())
    } else if try !system.apps().contains(where: { $0.id == StreamingApp.appID }) {
      try StreamingApp.install(into: system)
    }
    self.streamWait = streamWait
    hostNames = Self.hostNames(listeningOn: address)
    watchStatus = variables["VITRINE_WATCH_STATUS"].flatMap {
      $0.isEmpty ? nil : URL(fileURLWithPath: $0)
    }
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

  /// How many of a user's own widgets the first run places: a screenful of small ones.
  static let firstRunWidgetLimit = 8

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
    if kinds.contains("covid-stats") {
      order.append(try await place(kind: "covid-stats", family: .systemSmall, device: device).id)
    }
    // A user's own bundle has none of the built-in kinds: its widgets go on the grid instead,
    // each in its first home-screen family, so `serve` opens on the widget being written.
    if order.isEmpty {
      for widget in session.widgets.prefix(Self.firstRunWidgetLimit) {
        let homeFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
        guard let family = homeFamilies.first(where: widget.supportedFamilies.contains) else {
          continue
        }
        order.append(try await place(kind: widget.kind, family: family, device: device).id)
      }
    }
    try HomeLayout(deviceID: device.id, order: order).save(to: layoutStore)
  }

  /// The layout, consistent with the host's instances.
  func layout() async throws -> HomeLayout {
    try layout(of: await session.host.instances.map(\.id))
  }

  /// The layout, consistent with `instances` (the host's, read by the caller).
  func layout(of instances: [String]) throws -> HomeLayout {
    var layout =
      try HomeLayout.load(from: layoutStore)
      ?? HomeLayout(deviceID: WidgetDevice.standard.id, order: [])
    layout.order = layout.reconciled(with: instances)
    return layout
  }

  /// The phone the home screen is on.
  func device() async throws -> WidgetDevice {
    Self.phone(try await layout().deviceID)
  }

  /// The phone named `id`, or the standard one.
  static func phone(_ id: String) -> WidgetDevice {
    HomeGrid.phones.first { $0.id == id } ?? .standard
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
    } catch let error as SystemStoreError {
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
    let route = try WebRoute(
      method: request.method, path: request.path, headers: request.headers,
      hostNames: hostNames)
    // Only this server's own pages send the cookie (it is SameSite=Strict): its session is in
    // use, and a flood of page loads from elsewhere cannot push it out.
    browsers.touch(cookieHeader: request.headers["cookie"])
    if route.isChange {
      try checkPost(request)
      return try await change(route, request)
    }
    return try await read(route, request)
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

  private func read(_ route: WebRoute, _ request: HTTPRequest) async throws -> HTTPResponse {
    let query = request.query
    switch route {
    case .page: return page(request)
    case .staticFile(let path):
      guard let file = files.file(at: path) else { throw RequestError(404, "no such file") }
      return HTTPResponse(status: 200, headers: ["Content-Type": file.contentType], body: file.body)
    case .catalogAPI: return try await CatalogRoutes.answer(request.path, query: query)
    case .associationFile:
      return HTTPResponse(
        status: 200, headers: ["Content-Type": "application/json"],
        body: Data(StreamingApp.associationFile.utf8))
    case .statistics(let path):
      var inner = request
      inner.path = path
      return await StatisticsRoutes.respond(to: inner, api: EmbeddedStatistics())
    case .widgetImage(let id): return try await widgetImage(id, query)
    case .galleryImage(let kind, let family):
      return try await galleryImage(kind: kind, family: family, query)
    case .appImage: return try await appImage(request)
    case .home: return .encoded(try await homeState(try PageAppearance(query: query)))
    case .widget(let id):
      return .encoded(try await widgetState(id, try PageAppearance(query: query)))
    case .widgetConfiguration(let id):
      return .encoded(
        try await parameters(of: id, language: try PageAppearance(query: request.query).language))
    case .gallery:
      return .encoded(gallery(language: try PageAppearance(query: request.query).language))
    case .events: return recentLog()
    case .clock: return .encoded(clock.state)
    case .appState: return .encoded(try await appState(request))
    case .shared: return .encoded(try sharedWithYou())
    case .stream: return await stream(request)
    case .watch: return watchState()
    default: throw RequestError(405, "this address takes a POST")
    }
  }

  /// The watch loop's status as it wrote it (at most 256 KiB), or `{"watching":false}`.
  private func watchState() -> HTTPResponse {
    let json = ["Content-Type": "application/json", "Cache-Control": "no-store"]
    guard let watchStatus, let handle = try? FileHandle(forReadingFrom: watchStatus) else {
      return HTTPResponse(status: 200, headers: json, body: Data(#"{"watching":false}"#.utf8))
    }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: 256 * 1024)) ?? Data()
    guard (try? JSONSerialization.jsonObject(with: data)) != nil else {
      return HTTPResponse(
        status: 200, headers: json,
        body: Data(#"{"watching":true,"state":"building","generation":0}"#.utf8))
    }
    return HTTPResponse(status: 200, headers: json, body: data)
  }

  private func change(_ route: WebRoute, _ request: HTTPRequest) async throws -> HTTPResponse {
    let body = request.body
    switch route {
    case .addWidget: return try await add(try decode(AddRequest.self, body))
    case .tap(let id): return try await tap(id, try decode(TapRequest.self, body))
    case .remove(let id): return try await remove(id)
    case .configure(let id): return try await configure(id, try decode(ConfigureRequest.self, body))
    case .layout: return try await reorder(try decode(LayoutRequest.self, body))
    case .device: return try await setDevice(try decode(DeviceRequest.self, body))
    case .setClock: return try await changeClock(try decode(ClockRequest.self, body))
    case .openApp:
      return .encoded(try await openApp(request, try decode(OpenAppRequest.self, body)))
    case .appInput:
      return .encoded(try await appInput(request, try decode(AppInputRequest.self, body)))
    case .compose: return try await compose(request, try decode(ComposeRequest.self, body))
    case .hideShared:
      return .encoded(try await hideShared(try decode(HideSharedRequest.self, body)))
    default: throw RequestError(405, "this address takes a GET")
    }
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
