import Foundation

/// A fresh folder under the system's temporary folder, deleted when the value goes away.
public final class TemporaryFolder: Sendable {
  /// The folder.
  public let url: URL

  /// Creates the folder.
  public init(_ name: String = "vitrine-test") {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}
