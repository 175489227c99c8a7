import Foundation
import VitrineSharedWithYouSystem

/// The apps on the phone: their icons in the dock, and which one opens a URL.
///
/// The apps themselves are mounted by the app runtime on the server (``RunningApps``).
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

  /// The apps on the home screen's grid: Vitrine, the app being developed, as a newly
  /// installed app lands in the first free cell.
  static let onGrid = ["vitrine"]

  /// The apps in the dock: Messages and Settings.
  static let inDock = ["messages", "settings"]

  /// The icon of app `id`, placed on the grid at `placement` or in the dock when `nil`.
  static func icon(_ id: String, at placement: HomeGrid.Placement? = nil) -> AppIconState? {
    guard let app = all.first(where: { $0.id == id }) else { return nil }
    return AppIconState(
      id: app.id, name: app.name, icon: "/static/icon-\(app.id).svg", page: placement?.page,
      frame: placement.map { Rect($0.frame) })
  }

  /// The app an icon (`app`) or a link (`url`) opens, and the link.
  static func target(app id: String?, url text: String?) throws -> (App, URL?) {
    if let id {
      guard let app = all.first(where: { $0.id == id }) else {
        throw RequestError(404, "no app '\(id.prefix(40))'")
      }
      return (app, nil)
    }
    guard let text, text.utf8.count <= 2048, let url = URL(string: text),
      let scheme = url.scheme?.lowercased()
    else { throw RequestError(400, "url must be a URL of at most 2048 bytes") }
    if titleID(in: url) != nil, let vitrine = all.first(where: { $0.id == "vitrine" }) {
      return (vitrine, url)
    }
    guard let app = all.first(where: { $0.schemes.contains(scheme) }) else {
      throw RequestError(404, "no app opens \(scheme):// links")
    }
    return (app, url)
  }

  /// The catalog title a link opens: `vitrine://title/<id>` (the widgets' deep links) or the
  /// streaming app's universal link `https://vitrine.example/title/<id>`.
  static func titleID(in url: URL) -> String? {
    if url.scheme?.lowercased() == "vitrine", url.host?.lowercased() == "title" {
      let parts = url.path.split(separator: "/")
      return parts.count == 1 ? String(parts[0]) : nil
    }
    return StreamingApp.titleID(in: url)
  }
}
