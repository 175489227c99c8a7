import Foundation

/// A Messages conversation: with one person, or a named group.
public struct Conversation: Sendable, Hashable, Codable, Identifiable {
  /// The store's identifier.
  public var id: Int64
  /// One-to-one or group.
  public var kind: Kind
  /// The group's name; for a one-to-one conversation, the other person's handle.
  public var name: String
  /// The handles of the other people in it.
  public var participants: [String]

  /// Whether a conversation is with one person or several.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// A conversation with one other person.
    case oneToOne
    /// A named conversation with several people.
    case group
  }

  /// A conversation as stored.
  public init(id: Int64, kind: Kind, name: String, participants: [String]) {
    self.id = id
    self.kind = kind
    self.name = name
    self.participants = participants
  }
}

/// One message received in a conversation.
public struct Message: Sendable, Hashable, Codable, Identifiable {
  /// The store's identifier (later messages have larger ones).
  public var id: Int64
  /// The conversation it was sent in.
  public var conversationID: Int64
  /// The handle it came from.
  public var sender: String
  /// When it arrived.
  public var date: Date
  /// Its text, links included.
  public var text: String
  /// Whether the person pinned it (pinned content always surfaces).
  public var pinned: Bool

  /// A message as stored.
  public init(
    id: Int64, conversationID: Int64, sender: String, date: Date, text: String, pinned: Bool
  ) {
    self.id = id
    self.conversationID = conversationID
    self.sender = sender
    self.date = date
    self.text = text
    self.pinned = pinned
  }

  /// The links in the text (see ``LinkExtractor``).
  public var links: [URL] { LinkExtractor.links(in: text) }
}
