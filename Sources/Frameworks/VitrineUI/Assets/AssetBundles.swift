import Foundation

/// The bundles `Color("…")` and `Image("…")` search when no bundle is given.
///
/// On iOS a widget's asset catalog is compiled into its extension's main bundle. A SwiftPM
/// target keeps its resources in its own bundle (`Bundle.module`), which SwiftPM puts beside
/// the executable as `<package>_<target>.resources`. So, as strings are found
/// (`LocalizationTables`), a lookup without a bundle tries `Bundle.main` and then every
/// resource bundle beside the main executable, in name order; the list is made once.
enum AssetBundles {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var found: [Bundle]?

  /// Where `bundle`'s resources are.
  static func root(of bundle: Bundle) -> URL {
    (bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL
  }

  /// The bundles to search: `bundle` when given, else the main bundle and the resource
  /// bundles beside the executable.
  static func bundles(for bundle: Bundle?) -> [Bundle] {
    if let bundle { return [bundle] }
    lock.lock()
    defer { lock.unlock() }
    if let found { return found }
    var list = [Bundle.main]
    let directory = Bundle.main.bundleURL.standardizedFileURL
    let beside =
      (try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: nil)) ?? []
    for url in beside.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
    where url.pathExtension == "resources" || url.pathExtension == "bundle" {
      if let resourceBundle = Bundle(url: url) { list.append(resourceBundle) }
    }
    found = list
    return list
  }

  /// The resource roots of ``bundles(for:)``, in the same order.
  static func roots(for bundle: Bundle?) -> [URL] {
    bundles(for: bundle).map(root(of:))
  }
}
