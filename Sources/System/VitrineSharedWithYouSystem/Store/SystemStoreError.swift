import VitrineSQLite

/// Why the system store could not do what was asked. Every case names the file or the thing.
public enum SystemStoreError: Error, Equatable, CustomStringConvertible {
  /// The file or its folder could not be opened or created.
  case cannotOpen(path: String, reason: String)
  /// The file is not the system store (another program's database, or damaged).
  case corrupt(path: String, reason: String)
  /// Other processes held the store locked past the busy timeout.
  case busy(path: String)
  /// Any other SQLite failure.
  case sqlite(path: String, code: Int32, reason: String)
  /// No contact, conversation or app has that name.
  case notFound(what: String, name: String)
  /// A contact, group or app with that name already exists.
  case alreadyExists(what: String, name: String)
  /// A value given to the system is not acceptable (an empty name, a bad entitlement entry, …).
  case invalid(what: String, reason: String)

  public var description: String {
    switch self {
    case .cannotOpen(let path, let reason):
      return "cannot open the system store at \(path): \(reason)"
    case .corrupt(let path, let reason):
      return "the system store at \(path) is unreadable (\(reason)); it was left untouched"
    case .busy(let path):
      return
        "the system store at \(path) is busy: other processes kept it locked for over "
        + "\(SharedWithYouSystem.busyTimeout.components.seconds) seconds; try again"
    case .sqlite(let path, let code, let reason):
      return "the system store at \(path) failed: \(reason) (SQLite code \(code))"
    case .notFound(let what, let name): return "no \(what) named '\(name)'"
    case .alreadyExists(let what, let name): return "a \(what) named '\(name)' already exists"
    case .invalid(let what, let reason): return "\(what): \(reason)"
    }
  }
}

extension SystemStoreError {
  /// The system store's words for an SQLite failure; a lock held past the timeout is
  /// ``busy(path:)``, which the store retries until its timeout.
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
