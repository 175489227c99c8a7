import Foundation
import VitrineCatalog

/// The app's universal links to titles: `https://vitrine.example/title/<id>` (or a subdomain
/// of it), as its associated domains declare them.
enum SharedLink {
  /// The app's web domain.
  static let domain = "vitrine.example"

  /// The link to `title`'s page.
  static func url(of title: Title) -> URL {
    var components = URLComponents()
    components.scheme = "https"
    components.host = domain
    components.path = "/title/" + title.id
    return components.url ?? URL(fileURLWithPath: "/")
  }

  /// The identifier a title link names, or `nil` for any other URL.
  static func titleID(in url: URL) -> String? {
    guard url.scheme?.lowercased() == "https", let host = url.host?.lowercased(),
      host == domain || host.hasSuffix("." + domain)
    else { return nil }
    let parts = url.path.split(separator: "/", omittingEmptySubsequences: true)
    guard parts.count == 2, parts[0].lowercased() == "title" else { return nil }
    return String(parts[1])
  }

  /// The catalog title a link opens, or `nil` when it is not a title link or the catalog
  /// does not have the title.
  static func title(for url: URL, in titles: [Title]) -> Title? {
    guard let id = titleID(in: url) else { return nil }
    return titles.first { $0.id.lowercased() == id.lowercased() }
  }
}
