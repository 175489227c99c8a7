import Foundation

/// What a request asks the web home screen for, decided from the request alone.
///
/// ``init(method:path:headers:hostNames:)`` is a pure function of the method, the path and
/// the headers (and the names the server answers to): no state, no I/O, no traps on any
/// input, so the routing can be fuzzed on its own. What needs state — the session's CSRF
/// token, whether a widget exists — is checked when ``WebHomeApp`` answers the route.
enum WebRoute: Equatable, Sendable {
  /// Where the statistics routes (covid19api.com's, `StatisticsRoutes`) are served:
  /// `VITRINE_STATS_API_URL=http://127.0.0.1:8080/api/stats` points a widget at them.
  static let statisticsPrefix = "/api/stats"

  // MARK: Pages and files
  /// The page (`/`, `/index.html`).
  case page
  /// A file of the fixed static set (`/static/...`); the set decides whether it exists.
  case staticFile(String)
  /// The streaming API the widgets read (`/api/v1/...`).
  case catalogAPI
  /// The streaming app's `apple-app-site-association` file.
  case associationFile
  /// covid19api.com's routes under `/api/stats`, with the path they answer.
  case statistics(String)
  /// A widget's picture (`/widgets/<id>.png`).
  case widgetImage(String)
  /// A gallery preview (`/gallery/<kind>/<family>.png`).
  case galleryImage(kind: String, family: String)
  /// The picture of the app on screen (`/apps/screen.png`).
  case appImage

  // MARK: Reads
  case home, widget(String), widgetConfiguration(String), gallery, events, clock, appState
  case shared, stream
  /// The watch loop's build status (`/api/watch`, see `vitrine serve --watch`).
  case watch

  // MARK: Changes (POST, with the session's token)
  case addWidget, tap(String), remove(String), configure(String), layout, device, setClock
  case openApp, appInput, compose, hideShared

  /// The longest path routed; longer ones are 414.
  static let maximumPathLength = 2048

  /// Whether the route changes state (and so must be a POST with the token).
  var isChange: Bool {
    switch self {
    case .addWidget, .tap, .remove, .configure, .layout, .device, .setClock, .openApp, .appInput,
      .compose, .hideShared:
      return true
    default: return false
    }
  }

  /// Routes a request.
  ///
  /// - Parameter hostNames: The names the server answers to (`Host`), or `nil` for any.
  /// - Throws: ``RequestError``: 421 for another host name, 405 for another method, 404 for
  ///   an unknown path, 414 for an overlong one.
  init(
    method: String, path: String, headers: [String: String], hostNames: Set<String>?
  ) throws {
    if let hostNames, let host = headers["host"] {
      let name = host.split(separator: ":", maxSplits: 1).first.map(String.init) ?? host
      guard hostNames.contains(name.lowercased()) else {
        throw RequestError(
          421, "this server answers to \(hostNames.sorted().joined(separator: ", ")) only")
      }
    }
    guard path.utf8.count <= Self.maximumPathLength else {
      throw RequestError(414, "the path is longer than \(Self.maximumPathLength) bytes")
    }
    switch method {
    case "GET", "HEAD": self = try Self.read(path)
    case "POST": self = try Self.change(path)
    default: throw RequestError(405, "method \(method.prefix(20)) is not allowed")
    }
  }

  private static func read(_ path: String) throws -> WebRoute {
    if path == "/" || path == "/index.html" { return .page }
    if path.hasPrefix("/static/") { return .staticFile(path) }
    if path.hasPrefix("/api/v1/") { return .catalogAPI }
    if path == "/.well-known/apple-app-site-association" { return .associationFile }
    let statistics = Self.statisticsPrefix
    if path.hasPrefix(statistics + "/") {
      return .statistics(String(path.dropFirst(statistics.count)))
    }
    if path == "/apps/screen.png" { return .appImage }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    switch parts.dropFirst().first {
    case "api":
      let route = Route(Array(parts.dropFirst(2)))
      if route.is("home") { return .home }
      if let id = route.id("widgets") { return .widget(id) }
      if let id = route.id("widgets", then: "configuration") { return .widgetConfiguration(id) }
      if route.is("gallery") { return .gallery }
      if route.is("events") { return .events }
      if route.is("clock") { return .clock }
      if route.is("apps", "current") { return .appState }
      if route.is("shared") { return .shared }
      if route.is("stream") { return .stream }
      if route.is("watch") { return .watch }
      throw RequestError(404, "no such API")
    case "widgets" where parts.count == 3 && parts[2].hasSuffix(".png"):
      return .widgetImage(String(parts[2].dropLast(4)))
    case "gallery" where parts.count == 4 && parts[3].hasSuffix(".png"):
      return .galleryImage(kind: parts[2], family: String(parts[3].dropLast(4)))
    default:
      throw RequestError(404, "no such page")
    }
  }

  private static func change(_ path: String) throws -> WebRoute {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 3, parts[1] == "api" else { throw RequestError(404, "no such API") }
    let rest = Array(parts.dropFirst(2))
    for change in changes {
      if let route = change.route(rest) { return route }
    }
    throw RequestError(404, "no such API")
  }
}
