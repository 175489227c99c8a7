import Foundation

/// The page's files, a fixed set read once from the module's resources.
///
/// Only these names are ever served: a request path is looked up as a whole in the set, so
/// `..`, encoded slashes and absolute paths name nothing and get 404.
struct StaticFiles: Sendable {
  /// One file: its bytes and media type.
  struct File: Sendable {
    var body: Data
    var contentType: String
  }

  /// The files by URL path (`/static/home.js`).
  let files: [String: File]

  /// The page's files: the page itself, its style sheet, its scripts and the app icons.
  static let names: [String: String] = [
    "index.html": "text/html; charset=utf-8",
    "home.css": "text/css; charset=utf-8",
    "strings.js": "text/javascript; charset=utf-8",
    "words.json": "application/json; charset=utf-8",
    "api.js": "text/javascript; charset=utf-8",
    "home.js": "text/javascript; charset=utf-8",
    "sheets.js": "text/javascript; charset=utf-8",
    "developer.js": "text/javascript; charset=utf-8",
    "icon-vitrine.svg": "image/svg+xml",
    "icon-messages.svg": "image/svg+xml",
    "icon-settings.svg": "image/svg+xml",
  ]

  /// Reads the files from the module's `Static` resources.
  ///
  /// - Throws: ``WebHomeError/missingResource(_:)`` naming a file that is not there.
  static func bundled() throws -> StaticFiles {
    guard let folder = Bundle.module.url(forResource: "Static", withExtension: nil) else {
      throw WebHomeError.missingResource("Static")
    }
    var files: [String: File] = [:]
    for (name, type) in names {
      let url = folder.appendingPathComponent(name)
      guard let body = try? Data(contentsOf: url) else {
        throw WebHomeError.missingResource(url.path)
      }
      files["/static/" + name] = File(body: body, contentType: type)
    }
    return StaticFiles(files: files)
  }

  /// The file at exactly `path`, if it is one of the set.
  func file(at path: String) -> File? { files[path] }
}
