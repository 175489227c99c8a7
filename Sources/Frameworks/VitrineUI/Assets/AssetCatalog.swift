import Foundation
import VitrineAssetSymbols

/// Finds asset sets in the asset catalogs (`*.xcassets`) among a bundle's resources, as an iOS
/// app's `Assets.xcassets` holds its colours and images.
///
/// A set is the folder `<name>.colorset` or `<name>.imageset` holding a `Contents.json`,
/// anywhere in the catalog's groups; a group that "provides namespace" prefixes its sets' names
/// with its own (`Icons/star`), as Xcode does. The catalog is listed once by
/// ``AssetCatalogScanner`` — the reader the asset-symbol build tool uses, bounded in depth and
/// entries — and kept for the process, as iOS compiles catalogs at build time: the catalogs under
/// a bundle, their listings and the sets' `Contents.json` are each read once, not at every
/// layout of a `Color("…")` or `Image("…")`. A catalog the scanner refuses is treated as empty.
enum AssetCatalog {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var listed: [String: [AssetEntry]] = [:]
  nonisolated(unsafe) private static var catalogsByRoot: [String: [URL]] = [:]
  nonisolated(unsafe) private static var contentsBySet: [String: [String: Any]?] = [:]

  /// The value cached under `key` in `cache`, or `make()`'s, kept for next time.
  private static func cached<Value>(
    _ cache: inout [String: Value], _ key: String, _ make: () -> Value
  ) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let known = cache[key] { return known }
    let value = make()
    cache[key] = value
    return value
  }

  /// The folder of the set `name` of `kind` under `root`, or `nil` when no catalog has it.
  static func set(named name: String, kind: AssetKind, under root: URL) -> URL? {
    for catalog in catalogs(under: root) {
      if let entry = entries(of: catalog).first(where: { $0.kind == kind && $0.name == name }) {
        return entry.folder
      }
    }
    return nil
  }

  /// The catalogs at the top of `root`, then those one folder down (a SwiftPM target that
  /// copies its `Resources` folder keeps the catalog inside it), in name order.
  static func catalogs(under root: URL) -> [URL] {
    cached(&catalogsByRoot, root.path) { listCatalogs(under: root) }
  }

  private static func listCatalogs(under root: URL) -> [URL] {
    func list(_ folder: URL) -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
    let top = list(root)
    var found = top.filter { $0.hasSuffix(".xcassets") }.map { root.appendingPathComponent($0) }
    for folder in top where !folder.contains(".") {
      let inner = root.appendingPathComponent(folder)
      found += list(inner).filter { $0.hasSuffix(".xcassets") }
        .map { inner.appendingPathComponent($0) }
    }
    return found
  }

  private static func entries(of catalog: URL) -> [AssetEntry] {
    cached(&listed, catalog.path) { (try? AssetCatalogScanner.entries(in: catalog)) ?? [] }
  }

  /// The parsed `Contents.json` of a set folder, at most 1 MiB.
  static func contents(of set: URL) -> [String: Any]? {
    cached(&contentsBySet, set.path) { readContents(of: set) }
  }

  private static func readContents(of set: URL) -> [String: Any]? {
    let file = set.appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: file.path), data.count <= 1 << 20 else {
      return nil
    }
    return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
  }

  /// Whether a set entry's `appearances` ask for the dark appearance.
  static func isDark(_ entry: [String: Any]) -> Bool {
    let appearances = entry["appearances"] as? [[String: Any]] ?? []
    return appearances.contains {
      $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
    }
  }

  /// Whether a set entry has no `appearances` (the any-appearance entry).
  static func isAnyAppearance(_ entry: [String: Any]) -> Bool {
    (entry["appearances"] as? [[String: Any]] ?? []).isEmpty
  }
}
