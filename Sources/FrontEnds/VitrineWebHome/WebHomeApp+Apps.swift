import Foundation
import VitrineAppDriver
import VitrineCatalog
import VitrineHTTPServer
import VitrineSharedWithYouSystem
import VitrineUI
import VitrineWidgetCore

extension WebHomeApp {
  /// The most times opening a title scrolls the catalog looking for its row.
  static let deepLinkScrolls = 40

  /// The browser session a request belongs to (its cookie), or a 403.
  func browserID(_ request: HTTPRequest) throws -> String {
    guard let id = browsers.knownSession(cookieHeader: request.headers["cookie"]) else {
      throw RequestError(403, "no session; reload the page")
    }
    return id
  }

  /// Opens an app by its icon (`app`) or by a link (`url`): a catalog title's link opens the
  /// Vitrine app at that title.
  func openApp(_ request: HTTPRequest, _ body: OpenAppRequest) async throws -> AppViewState {
    let appearance = try PageAppearance(scheme: body.scheme, lang: body.lang)
    let (app, url) = try HomeApps.target(app: body.app, url: body.url)
    let screen = AppScreen(device: try await device())
    let apps = try await appSessions.apps(for: try browserID(request), system: system)
    return try await queue.run { @MainActor in
      let driver = try apps.open(app.id, screen: screen, appearance: appearance)
      if let url, let id = HomeApps.titleID(in: url) {
        try Self.showTitle(id, in: driver, language: appearance.language)
      }
      return Self.state(of: apps, app: app, url: url?.absoluteString, appearance: appearance)
    }
  }

  /// A pointer on the app's picture: `tap`, `longpress` or `scroll` at (x, y) in points,
  /// `back` (a menu closes, a sheet is dismissed, a pushed screen pops) or `home`.
  func appInput(_ request: HTTPRequest, _ body: AppInputRequest) async throws -> AppViewState {
    let appearance = try PageAppearance(scheme: body.scheme, lang: body.lang)
    let apps = try await appSessions.apps(for: try browserID(request), system: system)
    return try await queue.run { @MainActor in
      guard let id = apps.current, let driver = apps.driver,
        let app = HomeApps.all.first(where: { $0.id == id })
      else { throw RequestError(409, "no app is open") }
      let size = driver.screen.size
      func point() throws -> CGPoint {
        guard let x = body.x, let y = body.y, x.isFinite, y.isFinite, (0...size.width).contains(x),
          (0...size.height).contains(y)
        else {
          throw RequestError(
            400, "x and y must be points on the \(Int(size.width))×\(Int(size.height)) screen")
        }
        return CGPoint(x: x, y: y)
      }
      switch body.action {
      case "tap": driver.tap(at: try point())
      case "longpress": driver.host.longPress(at: try point())
      case "scroll":
        let dx = body.dx ?? 0
        let dy = body.dy ?? 0
        guard dx.isFinite, dy.isFinite, abs(dx) <= 10_000, abs(dy) <= 10_000 else {
          throw RequestError(400, "dx and dy must be numbers of at most 10000 points")
        }
        driver.scroll(at: try point(), by: CGSize(width: dx, height: dy))
      case "back": Self.goBack(in: driver)
      case "home": apps.goHome()
      default: throw RequestError(400, "action must be tap, longpress, scroll, back or home")
      }
      // Shared with You tells the app's delegate of a change (a highlight hidden from its
      // menu) in a task on the main actor: yielding lets it run before the screen is drawn.
      await Task.yield()
      // Only the app on screen reads the system store again (a tap may have changed it); the
      // others read it when they are opened. Reading both at every tap cost a debug build tens
      // of milliseconds per tap (issue 25).
      switch apps.current {
      case "messages": try apps.messages.reload()
      case "settings": try apps.settings.reload()
      default: break
      }
      apps.changed()
      return Self.state(of: apps, app: app, url: nil, appearance: appearance)
    }
  }

  /// Receives a message in Messages as if `from` (a contact's name or handle) had sent it, in
  /// the group `group` or the one-to-one conversation with them.
  func compose(_ request: HTTPRequest, _ body: ComposeRequest) async throws -> HTTPResponse {
    guard body.text.count <= SharedWithYouSystem.textLimit,
      body.from.count <= SharedWithYouSystem.nameLimit,
      (body.group?.count ?? 0) <= SharedWithYouSystem.nameLimit
    else { throw RequestError(400, "the message, its sender or group is too long") }
    let apps = try await appSessions.apps(for: try browserID(request), system: system)
    let message = try await queue.run { @MainActor in
      if body.addContact == true {
        let lowered = body.from.lowercased()
        let known = try self.system.contacts().contains {
          $0.name.lowercased() == lowered || $0.handles.contains { $0.lowercased() == lowered }
        }
        if !known { try self.system.addContact(name: body.from) }
      }
      let message = try apps.messages.send(from: body.from, group: body.group, text: body.text)
      await Task.yield()
      try apps.settings.reload()
      apps.changed()
      return message
    }
    return .encoded(["id": Int(message.id)])
  }

  /// The picture of the app on screen, at the screen's scale or at `scale=1|2|3` pixels per
  /// point (what the page shows it at: fewer pixels to draw when the phone is shown smaller).
  func appImage(_ request: HTTPRequest) async throws -> HTTPResponse {
    var scale: Int?
    if let text = request.query["scale"] {
      guard let value = Int(text.prefix(2)), (1...3).contains(value) else {
        throw RequestError(400, "scale must be 1, 2 or 3")
      }
      scale = value
    }
    let apps = try await appSessions.apps(for: try browserID(request), system: system)
    let data = try await queue.run { @MainActor in
      guard let data = try apps.png(scale: scale) else { throw RequestError(404, "no app is open") }
      return data
    }
    return .png(data)
  }

  /// The state of the open app, or of the home screen (`app` is `nil`).
  func appState(_ request: HTTPRequest) async throws -> AppViewState {
    let appearance = try PageAppearance(query: request.query)
    let apps = try await appSessions.apps(for: try browserID(request), system: system)
    return try await queue.run { @MainActor in
      guard let id = apps.current, let app = HomeApps.all.first(where: { $0.id == id }) else {
        throw RequestError(409, "no app is open")
      }
      return Self.state(of: apps, app: app, url: nil, appearance: appearance)
    }
  }

  @MainActor static func state(
    of apps: RunningApps, app: HomeApps.App, url: String?, appearance: PageAppearance
  ) -> AppViewState {
    guard let driver = apps.driver, apps.current != nil else {
      return AppViewState(
        app: app.id, name: app.name, url: url, available: true, open: false, version: apps.version,
        image: "", width: 0, height: 0, elements: [], menu: nil)
    }
    return AppViewState(
      app: app.id, name: app.name, url: url, available: true, open: true, version: apps.version,
      image: "/apps/screen.png?v=\(apps.version)&\(appearance.query)",
      width: Double(driver.screen.size.width), height: Double(driver.screen.size.height),
      elements: driver.elements.map {
        AppViewState.Element(
          label: $0.label, value: $0.value, frame: Rect($0.frame),
          isButton: $0.traits.contains(.isButton))
      },
      menu: driver.contextMenuItems)
  }

  /// Back: closes a context menu, else dismisses a sheet, else taps the navigation bar's back
  /// button (the leading button in the bar under the status bar).
  @MainActor static func goBack(in driver: AppDriver) {
    if driver.contextMenuItems != nil {
      driver.tap(at: CGPoint(x: 1, y: driver.screen.size.height - 1))
      return
    }
    if driver.host.dismissSheet() { return }
    let barBottom = driver.screen.safeAreaInsets.top + 44
    let button = driver.elements.first {
      $0.traits.contains(.isButton) && $0.frame.minX < 40 && $0.frame.maxY <= barBottom + 1
        && $0.frame.minY >= driver.screen.safeAreaInsets.top - 1
    }
    if let button { driver.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY)) }
  }

  /// Shows the catalog title `id`: finds its row (scrolling the list when it is further
  /// down) and taps it.
  @MainActor static func showTitle(_ id: String, in driver: AppDriver, language: String) throws {
    guard let title = EmbeddedCatalog.title(id: id) else {
      throw RequestError(404, "no title '\(id.prefix(40))' in the catalog")
    }
    let name = title.name[Language(localeIdentifier: language)]
    let middle = CGPoint(x: driver.screen.size.width / 2, y: driver.screen.size.height * 0.6)
    for _ in 0..<deepLinkScrolls {
      if let row = driver.elements.first(where: {
        $0.label.hasPrefix(name) && $0.traits.contains(.isButton)
      }) {
        driver.tap(at: CGPoint(x: row.frame.midX, y: row.frame.midY))
        return
      }
      guard driver.scroll(at: middle, by: CGSize(width: 0, height: 300)) else { break }
    }
    throw RequestError(404, "the catalog shows no row for '\(name)'")
  }
}

extension WebHomeApp {
  /// What Shared with You surfaces to the streaming app now (`GET /api/shared`), the same list
  /// `vitrine shared list` prints from the same store.
  func sharedWithYou() throws -> SharedState {
    let report = try system.report(appID: StreamingApp.appID)
    return SharedState(
      enabled: try system.settings().enabled,
      highlights: report.highlights.map { highlight in
        SharedState.Highlight(
          url: highlight.url.absoluteString,
          title: StreamingApp.titleID(in: highlight.url).flatMap { EmbeddedCatalog.title(id: $0) }
            .map { $0.name[.en] },
          from: highlight.senderNames, pinned: highlight.pinned)
      })
  }

  /// Hides a highlight from the streaming app for good (`POST /api/shared/hide`).
  func hideShared(_ request: HideSharedRequest) async throws -> SharedState {
    guard request.url.utf8.count <= 2048, let url = URL(string: request.url) else {
      throw RequestError(400, "url must be a URL of at most 2048 bytes")
    }
    return try await queue.run { @MainActor in
      guard try self.system.hide(url: url, appID: StreamingApp.appID) else {
        throw RequestError(404, "Shared with You shows no highlight for \(request.url.prefix(80))")
      }
      return try self.sharedWithYou()
    }
  }
}
