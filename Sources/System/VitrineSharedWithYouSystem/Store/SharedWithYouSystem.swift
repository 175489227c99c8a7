import Foundation
import Synchronization
import VitrineSQLite

/// The system side of Shared with You: contacts, conversations, messages, settings, installed
/// apps and the sites' association files, kept in the system's own SQLite store, and the
/// highlights they give each app (see ``SurfacingEngine``).
///
/// The store lives in its own folder, `<data folder>/system/shared-with-you.sqlite`, apart
/// from the App Group stores (`<data folder>/<group>.sqlite`), and is marked with its own
/// SQLite application id, so an App Group store refuses to open it: an app cannot read who
/// sent what. Every change notifies the observers (``addObserver(_:)``) after it is stored.
public final class SharedWithYouSystem: @unchecked Sendable {
  /// The database file.
  public let fileURL: URL
  /// What "now" is: the date of sent messages, signals and hides, and of the ranking.
  public let clock: @Sendable () -> Date

  // Every use of `database` holds `lock`: that is what makes the class Sendable.
  let lock = NSLock()
  let database: SQLiteDatabase
  let observers = Mutex<[UInt64: @Sendable () -> Void]>([:])
  private let nextObserver = Atomic<UInt64>(0)

  /// `VSWY`: marks the file as the system store.
  static let applicationID: Int64 = 0x5653_5759

  /// The folder of the system store inside a data folder: `<data folder>/system`.
  public static func directory(inDataDirectory data: URL) -> URL {
    data.appendingPathComponent("system", isDirectory: true)
  }

  /// Opens the store in `directory` (see ``directory(inDataDirectory:)``), creating the folder
  /// (readable by its owner only) and the file if needed.
  ///
  /// - Throws: ``SystemStoreError/corrupt(path:reason:)`` when the file exists but is not the
  ///   system store; the file is left as it was.
  public init(directory: URL, clock: @escaping @Sendable () -> Date = { Date() }) throws {
    self.clock = clock
    fileURL = directory.appendingPathComponent("shared-with-you.sqlite")
    do {
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw SystemStoreError.cannotOpen(path: directory.path, reason: error.localizedDescription)
    }
    database = try SQLiteDatabase(
      path: fileURL.path, busyTimeout: Self.busyTimeout, translate: SystemStoreError.init)
    try prepare()
  }

  /// Checks the file is the system store (or new), switches it to WAL and creates the tables.
  ///
  /// Several processes may open a new store at once: the file is judged inside one read
  /// transaction (its id and its tables of the same moment, never another process's half-made
  /// schema), the schema is made inside a write transaction that judges it again, and each step
  /// another process's lock refuses at once is retried.
  private func prepare() throws {
    try read(Self.checkOwnership)
    try Self.retryingBusy(path: fileURL.path) {
      var mode = try database.rows("PRAGMA journal_mode").first?.first?.text ?? ""
      if mode != "wal" {
        mode = try database.rows("PRAGMA journal_mode = WAL").first?.first?.text ?? ""
      }
      // SQLite answers with the mode it kept when another connection stopped the switch.
      guard mode == "wal" else { throw SystemStoreError.busy(path: fileURL.path) }
    }
    try transaction(writing: true) { database in
      try Self.checkOwnership(database)
      try database.execute(Self.schema)
    }
    if let result = try read({ try $0.rows("PRAGMA quick_check").first?.first?.text }),
      result != "ok"
    {
      throw SystemStoreError.corrupt(path: fileURL.path, reason: result)
    }
  }

  /// Refuses another program's database: one with tables and without the system store's id.
  private static func checkOwnership(_ database: SQLiteDatabase) throws {
    let applicationID = try database.rows("PRAGMA application_id").first?.first?.integer ?? 0
    let tables = try database.rows("SELECT count(*) FROM sqlite_schema").first?.first?.integer ?? 0
    if applicationID != Self.applicationID && tables > 0 {
      throw SystemStoreError.corrupt(
        path: database.path, reason: "an SQLite database of another program")
    }
  }

  private static let schema = """
    PRAGMA application_id = \(SharedWithYouSystem.applicationID);
    CREATE TABLE IF NOT EXISTS contacts (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE, handles TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS conversations (
      id INTEGER PRIMARY KEY, kind TEXT NOT NULL, name TEXT NOT NULL COLLATE NOCASE,
      participants TEXT NOT NULL, UNIQUE (kind, name));
    CREATE TABLE IF NOT EXISTS messages (
      id INTEGER PRIMARY KEY, conversation INTEGER NOT NULL, sender TEXT NOT NULL,
      date REAL NOT NULL, text TEXT NOT NULL, pinned INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS settings (
      scope TEXT NOT NULL, key TEXT NOT NULL, enabled INTEGER NOT NULL,
      PRIMARY KEY (scope, key));
    CREATE TABLE IF NOT EXISTS hidden (
      url TEXT NOT NULL, conversation INTEGER NOT NULL, date REAL NOT NULL,
      PRIMARY KEY (url, conversation));
    CREATE TABLE IF NOT EXISTS signals (
      url TEXT NOT NULL, app TEXT NOT NULL, kind TEXT NOT NULL, date REAL NOT NULL);
    CREATE TABLE IF NOT EXISTS apps (id TEXT PRIMARY KEY, name TEXT NOT NULL, domains TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS sites (domain TEXT PRIMARY KEY, aasa BLOB NOT NULL);
    """

  // MARK: Observing

  /// Calls `handler` after every change to the store made through this object; returns a token
  /// for ``removeObserver(_:)``.
  @discardableResult
  public func addObserver(_ handler: @escaping @Sendable () -> Void) -> UInt64 {
    let token = nextObserver.add(1, ordering: .relaxed).newValue
    observers.withLock { $0[token] = handler }
    return token
  }

  /// Stops calling the observer `token`.
  public func removeObserver(_ token: UInt64) {
    _ = observers.withLock { $0.removeValue(forKey: token) }
  }

  // MARK: Highlights

  /// Everything in the store, read at once.
  public func snapshot() throws -> SystemSnapshot {
    try read { database in
      var world = SystemSnapshot()
      world.contacts = try Self.contacts(in: database)
      world.conversations = try Self.conversations(in: database)
      world.messages = try database.rows(
        "SELECT id, conversation, sender, date, text, pinned FROM messages ORDER BY date, id"
      ).map(Self.message)
      world.settings = try Self.settings(in: database)
      world.hidden = Set(
        try database.rows("SELECT url, conversation FROM hidden").compactMap { row in
          guard let url = row[0].text, let id = row[1].integer else { return nil }
          return HiddenShare(url: url, conversationID: id)
        })
      world.signals = try database.rows("SELECT url, app, kind, date FROM signals").compactMap {
        row in
        guard let text = row[0].text, let url = URL(string: text), let app = row[1].text,
          let kind = row[2].text.flatMap(InteractionSignal.Kind.init(rawValue:)),
          let date = row[3].real
        else { return nil }
        return InteractionSignal(
          url: url, appID: app, kind: kind, date: Date(timeIntervalSince1970: date))
      }
      for row in try database.rows("SELECT domain, aasa FROM sites") {
        if let domain = row[0].text, let data = row[1].blob { world.sites[domain] = data }
      }
      return world
    }
  }

  /// What the system surfaces to the installed app `appID` now.
  public func report(appID: String) throws -> HighlightReport {
    let app = try app(id: appID)
    return SurfacingEngine.report(for: app, in: try snapshot(), now: clock())
  }

  /// Hides the highlight of `url` from `appID` for good: in every conversation it is currently
  /// attributed to, that URL never surfaces again. Returns whether a highlight was hidden.
  @discardableResult
  public func hide(url: URL, appID: String) throws -> Bool {
    guard let highlight = try report(appID: appID).highlights.first(where: { $0.url == url })
    else { return false }
    let now = clock().timeIntervalSince1970
    try change { database in
      for attribution in highlight.attributions {
        try database.rows(
          "INSERT OR IGNORE INTO hidden (url, conversation, date) VALUES (?, ?, ?)",
          [.text(url.absoluteString), .integer(attribution.conversation.id), .real(now)])
      }
    }
    return true
  }

  /// Records that the person interacted with `url` in `appID`, or saw it in `.detail`.
  public func record(_ kind: InteractionSignal.Kind, url: URL, appID: String) throws {
    let now = clock().timeIntervalSince1970
    try change { database in
      try database.rows(
        "INSERT INTO signals (url, app, kind, date) VALUES (?, ?, ?, ?)",
        [.text(url.absoluteString), .text(appID), .text(kind.rawValue), .real(now)])
    }
  }

  /// Where Reply goes for the highlight of `url`: the conversation that shared it most
  /// recently, or `nil` when `url` is not a highlight of `appID`.
  public func replyTarget(url: URL, appID: String) throws -> HighlightAttribution? {
    try report(appID: appID).highlights.first { $0.url == url }?.attributions.first
  }
}
