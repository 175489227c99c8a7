import VitrineSQLite

/// Why the store could not do what was asked. Every case names the file.
public enum AppGroupStoreError: Error, Equatable, CustomStringConvertible {
  /// The file or its folder could not be opened or created.
  case cannotOpen(path: String, reason: String)
  /// The file is not a store: not an SQLite database, damaged, or of another program.
  case corrupt(path: String, reason: String)
  /// Another process held the store locked for longer than the busy timeout.
  case busy(path: String)
  /// Any other SQLite failure.
  case sqlite(path: String, code: Int32, reason: String)
  /// A stored value is not of the type it was read as.
  case typeMismatch(path: String, key: String, stored: String, requested: String)
  /// A stored Codable value could not be decoded (or a value could not be encoded).
  case coding(path: String, key: String, reason: String)

  public var description: String {
    switch self {
    case .cannotOpen(let path, let reason):
      return "cannot open the App Group store at \(path): \(reason)"
    case .corrupt(let path, let reason):
      return "the App Group store at \(path) is unreadable (\(reason)); "
        + "it was left untouched: move it aside to start afresh, or restore it"
    case .busy(let path):
      return "the App Group store at \(path) stayed locked by another process; try again"
    case .sqlite(let path, let code, let reason):
      return "the App Group store at \(path) failed: \(reason) (SQLite code \(code))"
    case .typeMismatch(let path, let key, let stored, let requested):
      return "key '\(key)' in \(path) holds \(stored), not \(requested)"
    case .coding(let path, let key, let reason):
      return "key '\(key)' in \(path) could not be coded: \(reason)"
    }
  }
}

extension AppGroupStoreError {
  /// The store's words for an SQLite failure.
  init(_ error: SQLiteError) {
    switch error {
    case .cannotOpen(let path, let reason): self = .cannotOpen(path: path, reason: reason)
    case .corrupt(let path, let reason): self = .corrupt(path: path, reason: reason)
    case .busy(let path, _, _): self = .busy(path: path)
    case .failed(let path, let code, let reason):
      self = .sqlite(path: path, code: code, reason: reason)
    }
  }
}
