import Foundation

/// Finds asset sets in the asset catalogs (`*.xcassets`) among a bundle's resources, as an iOS
/// app's `Assets.xcassets` holds its colours and images.
///
/// A set is the folder `<name>.colorset` or `<name>.imageset` holding a `Contents.json`. Sets
/// may sit in folders inside the catalog (Xcode's groups); a folder that "provides namespace"
/// prefixes its sets' names with its own (`Icons/star`), as Xcode does. Catalogs are searched
/// in name order, at most 6 folders deep and 10,000 entries in all, so a huge or looping tree
/// cannot stall a render.
enum AssetCatalog {
  /// The kinds of set looked up.
  enum Kind: String {
    case color = "colorset"
    case image = "imageset"
  }

  private static let maximumDepth = 6
  private static let maximumEntries = 10_000

  /// The folder of the set `name` of `kind` under `root`, or `nil` when no catalog has it.
  static func set(named name: String, kind: Kind, under root: URL) -> URL? {
    var visited = 0
    for catalog in catalogs(under: root) {
      if let found = search(
        catalog, for: name, kind: kind, prefix: "", depth: 0, visited: &visited)
      {
        return found
      }
    }
    return nil
  }

  /// The catalogs at the top of `root`, then those one folder down (a SwiftPM target that
  /// copies its `Resources` folder keeps the catalog inside it), in name order.
  static func catalogs(under root: URL) -> [URL] {
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

  private static func search(
    _ folder: URL, for name: String, kind: Kind, prefix: String, depth: Int, visited: inout Int
  ) -> URL? {
    guard depth <= maximumDepth else { return nil }
    let direct = folder.appendingPathComponent(
      "\(String(name.dropFirst(prefix.count))).\(kind.rawValue)")
    if name.hasPrefix(prefix),
      FileManager.default.fileExists(atPath: direct.appendingPathComponent("Contents.json").path)
    {
      return direct
    }
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .sorted()
    for entry in entries where !entry.contains(".") {
      visited += 1
      guard visited <= maximumEntries else { return nil }
      let group = folder.appendingPathComponent(entry)
      let namespace = providesNamespace(group) ? prefix + entry + "/" : prefix
      if let found = search(
        group, for: name, kind: kind, prefix: namespace, depth: depth + 1, visited: &visited)
      {
        return found
      }
    }
    return nil
  }

  /// Whether a group folder's `Contents.json` says its sets' names start with the folder's.
  private static func providesNamespace(_ group: URL) -> Bool {
    let file = group.appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: file.path), data.count <= 1 << 16,
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let properties = json["properties"] as? [String: Any]
    else { return false }
    return properties["provides-namespace"] as? Bool == true
  }

  /// The parsed `Contents.json` of a set folder, at most 1 MiB.
  static func contents(of set: URL) -> [String: Any]? {
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
