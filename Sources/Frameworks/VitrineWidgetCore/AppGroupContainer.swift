import Foundation

extension FileManager {
  /// The container folder an App Group's app and extensions share, as on iOS (it is created on
  /// the first call, with its `Library/Caches`); `nil` when `groupIdentifier` cannot name a
  /// folder (empty, longer than 255 bytes, `.`/`..`, or holding `/` or NUL) or the folder
  /// cannot be created.
  ///
  /// On Linux every group is allowed (there are no entitlements), and its container is
  /// `<App Group store folder>/<groupIdentifier>/`, beside the group's store
  /// `<groupIdentifier>.sqlite`: see ``AppGroupContainer/dataDirectory(environment:)``.
  public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
    AppGroupContainer.create(forGroup: groupIdentifier, fileManager: self)
  }
}

/// Where App Group containers live on Linux.
public enum AppGroupContainer {
  /// The folder of App Group stores and containers: `$VITRINE_DATA_DIR`, else
  /// `$XDG_DATA_HOME/vitrine`, else `~/.local/share/vitrine` — the folder `AppGroupStore`
  /// keeps its stores in and `vitrine store` reads (the two must agree; a test checks it).
  public static func dataDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let explicit = environment["VITRINE_DATA_DIR"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit, isDirectory: true)
    }
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("vitrine")
    }
    let home =
      environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    return home.appendingPathComponent(".local/share/vitrine", isDirectory: true)
  }

  /// The container of `groupIdentifier` in ``dataDirectory(environment:)``, or `nil` when the
  /// identifier cannot be one folder's name.
  public static func url(
    forGroup groupIdentifier: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    guard isValidName(groupIdentifier) else { return nil }
    return dataDirectory(environment: environment)
      .appendingPathComponent(groupIdentifier, isDirectory: true)
  }

  /// The container of `groupIdentifier`, created with its `Library/Caches` if it is not there;
  /// `nil` when the identifier is invalid or the folder cannot be created.
  static func create(
    forGroup groupIdentifier: String,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    fileManager: FileManager = .default
  ) -> URL? {
    guard let folder = url(forGroup: groupIdentifier, environment: environment) else {
      return nil
    }
    do {
      try fileManager.createDirectory(
        at: folder.appendingPathComponent("Library/Caches", isDirectory: true),
        withIntermediateDirectories: true)
    } catch {
      return nil
    }
    return folder
  }

  /// Whether `name` is one path component a file system accepts: 1 … 255 UTF-8 bytes, not
  /// `.` or `..`, without `/` or NUL.
  static func isValidName(_ name: String) -> Bool {
    let bytes = name.utf8.count
    return bytes > 0 && bytes <= 255 && name != "." && name != ".."
      && !name.contains("/") && !name.contains("\0")
  }
}
