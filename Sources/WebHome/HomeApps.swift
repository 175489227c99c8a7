import Foundation

/// The apps on the phone: their icons in the dock, and which one opens a URL.
///
/// The apps themselves (the streaming app's catalog, Messages, Settings) are drawn by the app
/// runtime once it lands; until then opening one shows a screen that says so, with the deep
/// link it was opened at.
enum HomeApps {
  /// One app.
  struct App: Sendable {
    var id: String
    var name: String
    var schemes: [String]
  }

  /// Vitrine (the streaming app, `vitrine://` links), Messages and Settings.
  static let all = [
    App(id: "vitrine", name: "Vitrine", schemes: ["vitrine"]),
    App(id: "messages", name: "Messages", schemes: ["sms", "messages"]),
    App(id: "settings", name: "Settings", schemes: ["settings", "prefs"]),
  ]

  /// The dock's icons.
  static var icons: [AppIconState] {
    all.map { AppIconState(id: $0.id, name: $0.name, icon: "/static/icon-\($0.id).svg") }
  }

  /// The screen for `?app=ID` (an icon) or `?url=URL` (a widget's link or URL).
  static func open(_ query: [String: String]) throws -> AppScreenState {
    if let id = query["app"] {
      guard let app = all.first(where: { $0.id == id }) else {
        throw RequestError(404, "no app '\(id.prefix(40))'")
      }
      return AppScreenState(app: app.id, name: app.name, url: nil, available: false)
    }
    guard let text = query["url"], text.utf8.count <= 2048, let url = URL(string: text),
      let scheme = url.scheme?.lowercased()
    else { throw RequestError(400, "url must be a URL of at most 2048 bytes") }
    guard let app = all.first(where: { $0.schemes.contains(scheme) }) else {
      throw RequestError(404, "no app opens \(scheme):// links")
    }
    return AppScreenState(app: app.id, name: app.name, url: text, available: false)
  }
}
