import Foundation

/// The source files of a package, polled for changes by their modification dates and sizes:
/// `Package.swift` and every file under `Sources/` (hidden files and folders left out).
///
/// Polling is bounded: at most ``maximumFiles`` files and ``maximumDepth`` folders deep; a
/// package with more is refused with its count named.
struct SourceWatch {
  /// What one look at the files saw: each file's path with its date and size.
  typealias Scan = [String: FileStamp]

  /// A file's modification date and size.
  struct FileStamp: Hashable {
    var modified: Date
    var size: Int
  }

  /// The most files one package may have watched.
  static let maximumFiles = 10_000
  /// The deepest folder nesting followed.
  static let maximumDepth = 32

  /// The package's folder.
  let package: URL
  /// The folders and files watched, relative to the package.
  let roots: [String]
  /// The most files followed (``maximumFiles`` unless a test asks for fewer).
  let limit: Int

  /// Watches `package`'s manifest and sources.
  init(
    package: URL, roots: [String] = ["Package.swift", "Sources"], limit: Int = maximumFiles
  ) {
    self.package = package
    self.roots = roots
    self.limit = min(max(limit, 1), Self.maximumFiles)
  }

  /// Looks at every watched file now.
  func scan() throws -> Scan {
    var found: Scan = [:]
    let fileManager = FileManager.default
    func visit(_ url: URL, depth: Int) throws {
      guard depth <= Self.maximumDepth else { return }
      let values = try? url.resourceValues(forKeys: [
        .isDirectoryKey, .contentModificationDateKey, .fileSizeKey, .isSymbolicLinkKey,
      ])
      guard let values, values.isSymbolicLink != true else { return }
      if values.isDirectory == true {
        let children =
          (try? fileManager.contentsOfDirectory(
            at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])) ?? []
        for child in children { try visit(child, depth: depth + 1) }
        return
      }
      guard found.count < limit else {
        throw WatchError(
          "\(package.path) has more than \(limit) files under "
            + "\(roots.joined(separator: ", ")); the watch loop follows at most that many")
      }
      found[url.path] = FileStamp(
        modified: values.contentModificationDate ?? .distantPast, size: values.fileSize ?? 0)
    }
    for root in roots {
      try visit(package.appendingPathComponent(root), depth: 0)
    }
    return found
  }

  /// The files that differ between two scans: changed, added or removed, sorted.
  static func changes(from old: Scan, to new: Scan) -> [String] {
    Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
  }
}

/// Why the watch loop cannot go on, in words.
struct WatchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
