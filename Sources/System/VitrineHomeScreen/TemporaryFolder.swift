import Foundation

/// A fresh folder under the system's temporary folder, removed when the value goes away (or
/// earlier, by ``remove()``).
///
/// Sessions keep a throwaway host store in one; tests and simulations keep throwaway App Group
/// data in one.
public final class TemporaryFolder: Sendable {
  /// The folder.
  public let url: URL

  /// Creates the folder, named `prefix-<UUID>`.
  public init(_ prefix: String = "vitrine") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The folder's path.
  public var path: String { url.path }

  /// Deletes the folder and everything in it.
  public func remove() { try? FileManager.default.removeItem(at: url) }

  deinit { remove() }
}
