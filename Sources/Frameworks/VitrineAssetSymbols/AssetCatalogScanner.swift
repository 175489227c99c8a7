import Foundation

/// An entry of an asset catalog: its kind, its name as `Color(_:)` and `Image(_:)` look it up
/// (`Icons/star` inside a group that provides a namespace) and its set folder.
public struct AssetEntry: Hashable, Sendable {
  /// Colour or image.
  public var kind: AssetKind
  /// The name the entry is looked up by.
  public var name: String
  /// The `<name>.colorset` or `<name>.imageset` folder, holding its `Contents.json`.
  public var folder: URL?

  /// An entry of `kind` looked up by `name`, in `folder` when it is known.
  public init(kind: AssetKind, name: String, folder: URL? = nil) {
    self.kind = kind
    self.name = name
    self.folder = folder
  }
}

/// Why a catalog could not be read.
public struct AssetCatalogError: Error, CustomStringConvertible {
  /// What went wrong, naming the path.
  public let description: String
}

/// Lists the colour, image and symbol sets of asset catalogs (`*.xcassets` folders): the build tool
/// writes their symbols, and `Color(_:bundle:)` and `Image(_:bundle:)` find sets by name.
///
/// Groups are followed at most 8 levels deep and 20,000 entries in all; a group whose
/// `Contents.json` says `"provides-namespace": true` prefixes its entries' names with its own.
public enum AssetCatalogScanner {
  private static let maximumDepth = 8
  private static let maximumEntries = 20_000

  /// The entries of the catalog at `catalog`, sorted by kind then name.
  public static func entries(in catalog: URL) throws -> [AssetEntry] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: catalog.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw AssetCatalogError(description: "\(catalog.path): not an asset catalog folder") }
    var found: [AssetEntry] = []
    var visited = 0
    try scan(catalog, prefix: "", depth: 0, visited: &visited, into: &found)
    return found.sorted { ($0.kind.rawValue, $0.name) < ($1.kind.rawValue, $1.name) }
  }

  private static func scan(
    _ folder: URL, prefix: String, depth: Int, visited: inout Int, into found: inout [AssetEntry]
  ) throws {
    guard depth <= maximumDepth else { return }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    for name in names where !name.hasPrefix(".") {
      visited += 1
      guard visited <= maximumEntries else {
        throw AssetCatalogError(
          description: "\(folder.path): more than \(maximumEntries) entries in the catalog")
      }
      let url = folder.appendingPathComponent(name)
      let stem = (name as NSString).deletingPathExtension
      switch (name as NSString).pathExtension {
      case AssetKind.color.rawValue:
        found.append(AssetEntry(kind: .color, name: prefix + stem, folder: url))
      case AssetKind.image.rawValue:
        found.append(AssetEntry(kind: .image, name: prefix + stem, folder: url))
      case AssetKind.symbol.rawValue:
        found.append(AssetEntry(kind: .symbol, name: prefix + stem, folder: url))
      case "":
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
          isDirectory.boolValue
        else { continue }
        let inner = providesNamespace(url) ? prefix + name + "/" : prefix
        try scan(url, prefix: inner, depth: depth + 1, visited: &visited, into: &found)
      default:
        continue
      }
    }
  }

  private static func providesNamespace(_ group: URL) -> Bool {
    let file = group.appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: file.path), data.count <= 1 << 16,
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let properties = json["properties"] as? [String: Any]
    else { return false }
    return properties["provides-namespace"] as? Bool == true
  }
}
