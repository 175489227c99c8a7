/// Why SQLite refused an operation, naming the file. Stores translate it into their own errors.
public enum SQLiteError: Error, Equatable, Sendable {
  /// The file or its folder could not be opened or created.
  case cannotOpen(path: String, reason: String)
  /// The file is not an SQLite database, or is damaged (`SQLITE_NOTADB`, `SQLITE_CORRUPT`).
  case corrupt(path: String, reason: String)
  /// Another connection held a lock past the busy timeout (`SQLITE_BUSY`, `SQLITE_LOCKED`).
  case busy(path: String, code: Int32, reason: String)
  /// Any other failure, with SQLite's extended result code.
  case failed(path: String, code: Int32, reason: String)
}
