import Foundation

/// The streaming app as the device knows it: its identifier, its Associated Domains
/// entitlement, and the association file its website serves.
public enum StreamingApp {
  /// `<team prefix>.<bundle identifier>`.
  public static let appID = "VTRN4A7B2C.app.vitrine.streaming"
  /// The name shown to the person.
  public static let name = "Vitrine"
  /// The website's domain; catalog titles live at `https://vitrine.example/title/<id>`.
  public static let domain = "vitrine.example"
  /// The entitlement: the domain and its subdomains (`www.vitrine.example`).
  public static let associatedDomains = ["applinks:\(domain)", "applinks:*.\(domain)"]

  /// The app as installed.
  public static let app = InstalledApp(
    id: appID, name: name, associatedDomains: associatedDomains)

  /// The URL of a catalog title's page.
  public static func titleURL(_ id: String) -> URL {
    URL(string: "https://\(domain)/title/\(id)")!
  }

  /// The catalog title id a URL opens, when it is a title page on the app's domain.
  public static func titleID(in url: URL) -> String? {
    guard url.scheme == "https", let host = url.host?.lowercased(),
      host == domain || host.hasSuffix("." + domain)
    else { return nil }
    let parts = url.path.split(separator: "/")
    guard parts.count == 2, parts[0].lowercased() == "title" else { return nil }
    return String(parts[1])
  }

  /// The `apple-app-site-association` file served at
  /// `https://vitrine.example/.well-known/apple-app-site-association`.
  public static let associationFile = """
    {
      "applinks": {
        "defaults": { "caseSensitive": false },
        "details": [
          {
            "appIDs": [ "VTRN4A7B2C.app.vitrine.streaming" ],
            "components": [
              { "#": "web", "exclude": true, "comment": "A link that asks for the website stays in the browser" },
              { "/": "/account/*", "exclude": true, "comment": "Account and billing pages are web-only" },
              { "/": "/title/?*", "comment": "A film or series page" },
              { "/": "/collection/?*", "comment": "A curated collection" },
              { "/": "/search", "?": { "q": "?*" }, "comment": "A search with a query" }
            ]
          }
        ]
      },
      "webcredentials": { "apps": [ "VTRN4A7B2C.app.vitrine.streaming" ] }
    }
    """

  /// Installs the app and publishes its site's association file in `system`.
  public static func install(into system: SharedWithYouSystem) throws {
    try system.install(app)
    try system.publishAssociationFile(Data(associationFile.utf8), domain: domain)
  }
}
