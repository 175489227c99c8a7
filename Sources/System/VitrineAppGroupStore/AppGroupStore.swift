import Foundation
import VitrineSQLite

/// The storage an app and its widgets share: a key-value store like `UserDefaults(suiteName:)`,
/// kept in an SQLite database in WAL mode so several processes can use it at once.
///
/// Values are `Int`, `Double`, `Bool`, `String`, `Data`, or any other `Codable` type (stored as
/// JSON). ``update(_:default:_:)`` reads, changes and writes one value atomically across
/// processes. Every failure is an ``AppGroupStoreError`` that names the file; the store never
/// deletes or rewrites a file it cannot read.
public final class AppGroupStore: @unchecked Sendable {
  /// The App Group's identifier, which names the file (`group.vitrine` → `group.vitrine.sqlite`).
  public let suiteName: String
  /// The database file.
  public let fileURL: URL

  // Every use of `database` holds `lock`: that is what makes the class Sendable.
  private let lock = NSLock()
  private let database: SQLiteDatabase

  /// `VTRE`: marks the file as a Vitrine store so a foreign database is never written to.
  static let applicationID: Int64 = 0x5654_5245

  /// Opens the store of `suiteName` in `directory` (default: ``defaultDirectory(environment:)``),
  /// creating the folder and the file if needed.
  ///
  /// - Throws: ``AppGroupStoreError/corrupt(path:reason:)`` if the file exists but is not a
  ///   readable Vitrine store; the file is left as it was.
  public init(
    suiteName: String = "group.vitrine", directory: URL? = nil,
    busyTimeout: Duration = .seconds(30)
  ) throws {
    guard !suiteName.isEmpty, !suiteName.contains("/") else {
      throw AppGroupStoreError.cannotOpen(
        path: suiteName, reason: "a suite name must be non-empty and contain no '/'")
    }
    let folder = directory ?? Self.defaultDirectory()
    self.suiteName = suiteName
    self.fileURL = folder.appendingPathComponent("\(suiteName).sqlite")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw AppGroupStoreError.cannotOpen(path: folder.path, reason: error.localizedDescription)
    }
    let deadline = ContinuousClock.now.advanced(by: busyTimeout)
    database = try SQLiteDatabase(
      path: fileURL.path, busyTimeout: busyTimeout, translate: AppGroupStoreError.init)
    try Self.prepare(database, deadline: deadline, inMemory: false)
  }

  /// Creates a store of `suiteName` that lives in this process's memory only and is gone with
  /// the value: for state nothing else reads, such as a one-shot command's host, which a killed
  /// process must not leave behind on disk.
  public init(inMemorySuiteName suiteName: String) throws {
    self.suiteName = suiteName
    fileURL = URL(fileURLWithPath: "/dev/null/\(suiteName) (in memory)")
    database = try SQLiteDatabase(
      path: ":memory:", busyTimeout: .zero, translate: AppGroupStoreError.init)
    try Self.prepare(database, deadline: .now, inMemory: true)
  }

  /// Where stores live when no folder is given: `$VITRINE_DATA_DIR`, else
  /// `$XDG_DATA_HOME/vitrine`, else `~/.local/share/vitrine`.
  public static func defaultDirectory(
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

  /// Checks the file is ours (or new) and sound, then sets WAL mode and creates the table.
  ///
  /// Several processes may open a fresh folder at once: each step that another process's lock
  /// can refuse is retried until `deadline`, the schema is created inside a write transaction,
  /// and every step is idempotent. Nothing is written before the file has been checked, so a
  /// file refused as corrupt or foreign is left byte for byte as it was.
  private static func prepare(
    _ database: SQLiteDatabase, deadline: ContinuousClock.Instant, inMemory: Bool
  )
    throws
  {
    try BusyRetry.run(until: deadline, path: database.path) {
      // One read transaction, so both facts come from the same moment.
      try database.execute("BEGIN")
      defer { try? database.execute("ROLLBACK") }
      try checkOwnership(database)
    }
    try BusyRetry.run(until: deadline, path: database.path) {
      try database.query("PRAGMA quick_check") { row in
        if case .text(let result) = row[0], result != "ok" {
          throw AppGroupStoreError.corrupt(path: database.path, reason: result)
        }
      }
    }
    // A database in memory has its own journal and no other connection.
    if !inMemory {
      try switchToWAL(database, deadline: deadline)
    }
    try BusyRetry.run(until: deadline, path: database.path) {
      try database.execute("BEGIN IMMEDIATE")
      do {
        // Checked again under the write lock: another process may have finished first.
        if try checkOwnership(database) == .needsSchema {
          try database.execute(
            """
            PRAGMA application_id = \(Self.applicationID);
            CREATE TABLE IF NOT EXISTS entries (
              key TEXT PRIMARY KEY NOT NULL,
              type TEXT NOT NULL,
              value
            ) WITHOUT ROWID;
            """)
        }
        try database.execute("COMMIT")
      } catch {
        try? database.execute("ROLLBACK")
        throw error
      }
    }
  }

  /// Switches a file to WAL mode (once; later opens find it so) and relaxes syncing to
  /// NORMAL, which WAL keeps safe.
  private static func switchToWAL(
    _ database: SQLiteDatabase, deadline: ContinuousClock.Instant
  ) throws {
    try BusyRetry.run(until: deadline, path: database.path) {
      var mode = ""
      try database.query("PRAGMA journal_mode") { row in
        if case .text(let text) = row[0] { mode = text }
      }
      guard mode != "wal" else { return }
      try database.query("PRAGMA journal_mode = WAL") { row in
        if case .text(let text) = row[0] { mode = text }
      }
      // SQLite answers with the mode it kept when another connection stopped the switch.
      guard mode == "wal" else { throw AppGroupStoreError.busy(path: database.path) }
    }
    try database.execute("PRAGMA synchronous = NORMAL")
  }

  private enum Ownership { case ready, needsSchema }

  /// Whether the file is a complete Vitrine store or a new one; throws for anyone else's.
  @discardableResult
  private static func checkOwnership(_ database: SQLiteDatabase) throws -> Ownership {
    // Reading the header is what detects a file that is not a database at all.
    var applicationID: Int64 = 0
    var tableCount: Int64 = 0
    var hasEntries = false
    try database.query("PRAGMA application_id") { row in
      if case .integer(let value) = row[0] { applicationID = value }
    }
    try database.query("SELECT name FROM sqlite_schema") { row in
      tableCount += 1
      if case .text("entries") = row[0] { hasEntries = true }
    }
    if applicationID != Self.applicationID && tableCount > 0 {
      throw AppGroupStoreError.corrupt(
        path: database.path, reason: "an SQLite database of another program")
    }
    return applicationID == Self.applicationID && hasEntries ? .ready : .needsSchema
  }

  // MARK: Reading

  /// The value stored for `key` decoded as `Value`, or `nil` if there is none.
  ///
  /// Numbers convert as `UserDefaults` converts them: an `Int` reads as a `Double`, and a `Bool`
  /// and an `Int` read as each other. Anything else of the wrong type throws
  /// ``AppGroupStoreError/typeMismatch(path:key:stored:requested:)``.
  public func value<Value: Codable>(
    _ type: Value.Type = Value.self, forKey key: String
  ) throws
    -> Value?
  {
    try withDatabase { database in
      try read(key, as: Value.self, in: database)
    }
  }

  /// The integer for `key`, or 0.
  public func integer(forKey key: String) throws -> Int { try value(Int.self, forKey: key) ?? 0 }
  /// The number for `key`, or 0.
  public func double(forKey key: String) throws -> Double {
    try value(Double.self, forKey: key) ?? 0
  }
  /// The Boolean for `key`, or `false`.
  public func bool(forKey key: String) throws -> Bool { try value(Bool.self, forKey: key) ?? false }
  /// The string for `key`, if any.
  public func string(forKey key: String) throws -> String? { try value(String.self, forKey: key) }
  /// The bytes for `key`, if any.
  public func data(forKey key: String) throws -> Data? { try value(Data.self, forKey: key) }

  /// Every key, sorted.
  public func keys() throws -> [String] {
    try withDatabase { database in
      var keys: [String] = []
      try database.query("SELECT key FROM entries ORDER BY key") { row in
        if case .text(let key) = row[0] { keys.append(key) }
      }
      return keys
    }
  }

  /// The stored type and a printable form of the value for `key`, for inspection tools.
  public func describeValue(forKey key: String) throws -> (type: String, text: String)? {
    try withDatabase { database in
      guard let (type, stored) = try fetch(key, in: database) else { return nil }
      return (type, StoredValue.describe(stored, type: type))
    }
  }

  // MARK: Writing

  /// Stores `value` for `key`, replacing what was there.
  public func set<Value: Codable>(_ value: Value, forKey key: String) throws {
    try withDatabase { database in
      try write(value, forKey: key, in: database)
    }
  }

  /// Removes the value for `key`, if any.
  public func removeObject(forKey key: String) throws {
    try withDatabase { database in
      try database.query("DELETE FROM entries WHERE key = ?", [.text(key)])
    }
  }

  /// Reads the value for `key` (or `default`), lets `body` change it, and writes it back, as one
  /// transaction that no other thread or process can interleave with.
  ///
  /// If `body` throws, nothing is written. Do not use the store from inside `body`.
  @discardableResult
  public func update<Value: Codable, Result>(
    _ key: String, default defaultValue: Value, _ body: (inout Value) throws -> Result
  ) throws -> Result {
    try withDatabase { database in
      try database.execute("BEGIN IMMEDIATE")
      do {
        var value = try read(key, as: Value.self, in: database) ?? defaultValue
        let result = try body(&value)
        try write(value, forKey: key, in: database)
        try database.execute("COMMIT")
        return result
      } catch {
        try? database.execute("ROLLBACK")
        throw error
      }
    }
  }

  // MARK: Rows

  private func withDatabase<Result>(_ body: (SQLiteDatabase) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(database)
  }

  private func fetch(_ key: String, in database: SQLiteDatabase) throws -> (String, SQLiteValue)? {
    var found: (String, SQLiteValue)?
    try database.query("SELECT type, value FROM entries WHERE key = ?", [.text(key)]) { row in
      if case .text(let type) = row[0] { found = (type, row[1]) }
    }
    return found
  }

  private func read<Value: Codable>(
    _ key: String, as type: Value.Type, in database: SQLiteDatabase
  )
    throws -> Value?
  {
    guard let (storedType, stored) = try fetch(key, in: database) else { return nil }
    return try StoredValue.decode(
      Value.self, type: storedType, value: stored, key: key, path: fileURL.path)
  }

  private func write<Value: Codable>(
    _ value: Value, forKey key: String, in database: SQLiteDatabase
  )
    throws
  {
    let (type, stored) = try StoredValue.encode(value, key: key, path: fileURL.path)
    try database.query(
      "INSERT INTO entries (key, type, value) VALUES (?, ?, ?) "
        + "ON CONFLICT(key) DO UPDATE SET type = excluded.type, value = excluded.value",
      [.text(key), .text(type), stored])
  }
}
