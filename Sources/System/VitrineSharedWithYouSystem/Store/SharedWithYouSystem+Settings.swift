import Foundation
import VitrineAssociatedDomains
import VitrineSQLite

extension SharedWithYouSystem {
  // MARK: Settings

  /// The switches as stored.
  public func settings() throws -> SharedWithYouSettings {
    try read(Self.settings(in:))
  }

  /// Switches Shared with You on or off: globally, or for the installed app `appID`, or for the
  /// conversation `conversation` names (see ``conversation(named:)``).
  public func setSharedWithYou(
    _ enabled: Bool, appID: String? = nil, conversation: String? = nil
  ) throws {
    var scope = ("global", "")
    if let appID {
      _ = try app(id: appID)
      scope = ("app", appID)
    } else if let conversation {
      scope = ("conversation", String(try self.conversation(named: conversation).id))
    }
    try change { database in
      try database.rows(
        "INSERT OR REPLACE INTO settings (scope, key, enabled) VALUES (?, ?, ?)",
        [.text(scope.0), .text(scope.1), .integer(enabled ? 1 : 0)])
    }
  }

  static func settings(in database: SQLiteDatabase) throws -> SharedWithYouSettings {
    var settings = SharedWithYouSettings()
    for row in try database.rows("SELECT scope, key, enabled FROM settings") {
      let enabled = row[2].integer != 0
      switch (row[0].text, row[1].text) {
      case ("global"?, _): settings.enabled = enabled
      case ("app"?, let id?): if !enabled { settings.disabledApps.insert(id) }
      case ("conversation"?, let id?):
        if !enabled, let number = Int64(id) { settings.disabledConversations.insert(number) }
      default: continue
      }
    }
    return settings
  }

  // MARK: Apps and sites

  /// Installs (or updates) an app with its Associated Domains entitlement.
  ///
  /// - Throws: ``SystemStoreError/invalid(what:reason:)`` naming a malformed entry.
  public func install(_ app: InstalledApp) throws {
    do {
      _ = try app.domains()
    } catch {
      throw SystemStoreError.invalid(what: "app \(app.id)", reason: "\(error)")
    }
    try change { database in
      try database.rows(
        "INSERT OR REPLACE INTO apps (id, name, domains) VALUES (?, ?, ?)",
        [.text(app.id), .text(app.name), .text(try Self.json(app.associatedDomains))])
    }
  }

  /// The installed app `id`.
  public func app(id: String) throws -> InstalledApp {
    guard let app = try apps().first(where: { $0.id == id }) else {
      throw SystemStoreError.notFound(what: "installed app", name: id)
    }
    return app
  }

  /// Every installed app.
  public func apps() throws -> [InstalledApp] {
    try read { database in
      try database.rows("SELECT id, name, domains FROM apps ORDER BY id").compactMap { row in
        guard let id = row[0].text, let name = row[1].text else { return nil }
        return InstalledApp(id: id, name: name, associatedDomains: Self.strings(row[2]))
      }
    }
  }

  /// Stores `domain`'s `apple-app-site-association` file, as the system does after fetching it.
  ///
  /// - Throws: the file's ``AASAError`` when it is refused.
  public func publishAssociationFile(_ data: Data, domain: String) throws {
    _ = try AASAFile(data: data)
    try change { database in
      try database.rows(
        "INSERT OR REPLACE INTO sites (domain, aasa) VALUES (?, ?)",
        [.text(domain.lowercased()), .blob(data)])
    }
  }
}
