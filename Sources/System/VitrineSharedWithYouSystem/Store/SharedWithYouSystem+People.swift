import Foundation
import VitrineSQLite

extension SharedWithYouSystem {
  /// The longest name, handle or group name accepted, in characters.
  public static let nameLimit = 200
  /// The longest message text accepted, in characters.
  public static let textLimit = 20_000

  // MARK: Contacts

  /// Adds a contact; without handles, they get ``Contact/defaultHandle(for:)``.
  ///
  /// - Throws: ``SystemStoreError/alreadyExists(what:name:)`` when the name is taken (ignoring
  ///   case), ``SystemStoreError/invalid(what:reason:)`` for an empty or overlong name or
  ///   handle, or a name too long to make the default handle from.
  @discardableResult
  public func addContact(name: String, handles: [String] = []) throws -> Contact {
    let name = try Self.checkedName(name, "contact name")
    let handles = try handles.map { try Self.checkedName($0, "handle") }
    return try insertContact(name: name, handles: handles.isEmpty ? [defaultHandle(name)] : handles)
  }

  /// The handle a contact added without one gets; the name is what is wrong when it is too
  /// long for one.
  private func defaultHandle(_ name: String) throws -> String {
    let handle = Contact.defaultHandle(for: name)
    let room = Self.nameLimit - (handle.count - name.filter { !$0.isWhitespace }.count)
    guard handle.count <= Self.nameLimit else {
      throw SystemStoreError.invalid(
        what: "contact name",
        reason: "has \(name.count) characters; without a handle it may have at most \(room) "
          + "(not counting spaces), as its default handle '…@example.com' may have at most "
          + "\(Self.nameLimit); give the contact a handle")
    }
    return handle
  }

  private func insertContact(name: String, handles: [String]) throws -> Contact {
    return try change { database in
      if try Self.contact(named: name, in: database) != nil {
        throw SystemStoreError.alreadyExists(what: "contact", name: name)
      }
      try database.rows(
        "INSERT INTO contacts (name, handles) VALUES (?, ?)",
        [.text(name), .text(try Self.json(handles))])
      return Contact(id: database.lastInsertID, name: name, handles: handles)
    }
  }

  /// Removes the contact named `name` (ignoring case). Their messages stay; they stop counting
  /// as a contact's.
  public func removeContact(named name: String) throws {
    try change { database in
      guard let contact = try Self.contact(named: name, in: database) else {
        throw SystemStoreError.notFound(what: "contact", name: name)
      }
      try database.rows("DELETE FROM contacts WHERE id = ?", [.integer(contact.id)])
    }
  }

  /// Every contact, by name.
  public func contacts() throws -> [Contact] {
    try read(Self.contacts(in:))
  }

  // MARK: Messages

  /// Receives a message from `sender` (a contact's name or any handle): in the one-to-one
  /// conversation with them, or in the group `group` (created on first use, the sender joining
  /// it). Returns the stored message.
  @discardableResult
  public func send(
    from sender: String, group: String? = nil, text: String, pinned: Bool = false,
    date: Date? = nil
  ) throws -> Message {
    let sender = try Self.checkedName(sender, "sender")
    let group = try group.map { try Self.checkedName($0, "group name") }
    guard !text.isEmpty, text.count <= Self.textLimit else {
      throw SystemStoreError.invalid(
        what: "message text", reason: "must have 1 to \(Self.textLimit) characters")
    }
    let date = date ?? clock()
    return try change { database in
      let handle = try Self.contact(named: sender, in: database)?.handles.first ?? sender
      let kind: Conversation.Kind = group == nil ? .oneToOne : .group
      let name = group ?? handle
      var conversation = try Self.conversations(in: database).first {
        $0.kind == kind && $0.name.lowercased() == name.lowercased()
      }
      if conversation == nil {
        try database.rows(
          "INSERT INTO conversations (kind, name, participants) VALUES (?, ?, ?)",
          [.text(kind.rawValue), .text(name), .text(try Self.json([handle]))])
        conversation = Conversation(
          id: database.lastInsertID, kind: kind, name: name, participants: [handle])
      } else if var known = conversation, !known.participants.contains(handle) {
        known.participants.append(handle)
        try database.rows(
          "UPDATE conversations SET participants = ? WHERE id = ?",
          [.text(try Self.json(known.participants)), .integer(known.id)])
        conversation = known
      }
      guard let conversation else {
        throw SystemStoreError.notFound(what: "conversation", name: name)
      }
      try database.rows(
        "INSERT INTO messages (conversation, sender, date, text, pinned) VALUES (?, ?, ?, ?, ?)",
        [
          .integer(conversation.id), .text(handle), .real(date.timeIntervalSince1970), .text(text),
          .integer(pinned ? 1 : 0),
        ])
      return Message(
        id: database.lastInsertID, conversationID: conversation.id, sender: handle, date: date,
        text: text, pinned: pinned)
    }
  }

  /// Pins or unpins the message `id` (pinned content always surfaces).
  ///
  /// - Throws: ``SystemStoreError/notFound(what:name:)`` when no message has that identifier.
  public func setPinned(_ pinned: Bool, messageID id: Int64) throws {
    try change { database in
      guard !(try database.rows("SELECT id FROM messages WHERE id = ?", [.integer(id)])).isEmpty
      else { throw SystemStoreError.notFound(what: "message", name: String(id)) }
      try database.rows(
        "UPDATE messages SET pinned = ? WHERE id = ?", [.integer(pinned ? 1 : 0), .integer(id)])
    }
  }

  /// Every conversation.
  public func conversations() throws -> [Conversation] {
    try read(Self.conversations(in:))
  }

  /// The conversation `name` names: a group's name, or a contact's name or a handle for the
  /// one-to-one conversation with them.
  public func conversation(named name: String) throws -> Conversation {
    try read { database in
      let all = try Self.conversations(in: database)
      let handles =
        try Self.contact(named: name, in: database)?.handles.map { $0.lowercased() } ?? []
      let lowered = name.lowercased()
      if let group = all.first(where: { $0.kind == .group && $0.name.lowercased() == lowered }) {
        return group
      }
      if let direct = all.first(where: {
        $0.kind == .oneToOne
          && ($0.name.lowercased() == lowered || handles.contains($0.name.lowercased()))
      }) {
        return direct
      }
      throw SystemStoreError.notFound(what: "conversation", name: name)
    }
  }

  // MARK: Rows

  static func checkedName(_ text: String, _ what: String) throws -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty, trimmed.count <= nameLimit else {
      throw SystemStoreError.invalid(what: what, reason: "must have 1 to \(nameLimit) characters")
    }
    return trimmed
  }

  static func json(_ strings: [String]) throws -> String {
    String(decoding: try JSONEncoder().encode(strings), as: UTF8.self)
  }

  static func strings(_ value: SQLiteValue) -> [String] {
    guard let data = value.blob else { return [] }
    return (try? JSONDecoder().decode([String].self, from: data)) ?? []
  }

  static func contacts(in database: SQLiteDatabase) throws -> [Contact] {
    try database.rows("SELECT id, name, handles FROM contacts ORDER BY name COLLATE NOCASE")
      .compactMap { row in
        guard let id = row[0].integer, let name = row[1].text else { return nil }
        return Contact(id: id, name: name, handles: strings(row[2]))
      }
  }

  static func contact(named name: String, in database: SQLiteDatabase) throws -> Contact? {
    let lowered = name.lowercased()
    return try contacts(in: database).first {
      $0.name.lowercased() == lowered || $0.handles.contains { $0.lowercased() == lowered }
    }
  }

  static func conversations(in database: SQLiteDatabase) throws -> [Conversation] {
    try database.rows("SELECT id, kind, name, participants FROM conversations ORDER BY id")
      .compactMap { row in
        guard let id = row[0].integer, let kind = row[1].text.flatMap(Conversation.Kind.init),
          let name = row[2].text
        else { return nil }
        return Conversation(id: id, kind: kind, name: name, participants: strings(row[3]))
      }
  }

  static func message(_ row: [SQLiteValue]) -> Message {
    Message(
      id: row[0].integer ?? 0, conversationID: row[1].integer ?? 0, sender: row[2].text ?? "",
      date: Date(timeIntervalSince1970: row[3].real ?? 0), text: row[4].text ?? "",
      pinned: row[5].integer == 1)
  }
}
