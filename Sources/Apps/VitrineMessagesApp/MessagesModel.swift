import Foundation
import Observation
import VitrineSharedWithYouSystem

/// What Messages shows, read from the Shared with You system store: contacts, conversations
/// and their messages. Views read ``world``; every change goes through the store and reads it
/// back, so a change made elsewhere (the `vitrine messages` command) shows after ``reload()``.
@Observable
public final class MessagesModel {
  @ObservationIgnored public let system: SharedWithYouSystem
  /// The store as last read.
  public private(set) var world: SystemSnapshot

  /// Reads `system`.
  public init(system: SharedWithYouSystem) throws {
    self.system = system
    world = try system.snapshot()
  }

  /// Reads the store again.
  public func reload() throws { world = try system.snapshot() }

  /// Receives `text` from the contact or handle `sender`, in the group `group` or in the
  /// one-to-one conversation with them, as if they had sent it.
  @discardableResult
  public func send(from sender: String, group: String? = nil, text: String) throws -> Message {
    let message = try system.send(from: sender, group: group, text: text)
    try reload()
    return message
  }

  /// Pins or unpins a message.
  public func setPinned(_ pinned: Bool, messageID: Int64) throws {
    try system.setPinned(pinned, messageID: messageID)
    try reload()
  }

  /// Conversations, the one with the newest message first.
  public var conversations: [Conversation] {
    let newest = Dictionary(
      world.messages.map { ($0.conversationID, $0.date) }, uniquingKeysWith: max)
    return world.conversations.sorted {
      (newest[$0.id] ?? .distantPast, $1.id) > (newest[$1.id] ?? .distantPast, $0.id)
    }
  }

  /// The messages of a conversation, oldest first.
  public func messages(in conversation: Conversation) -> [Message] {
    world.messages.filter { $0.conversationID == conversation.id }
  }

  /// A conversation's title: the group's name, or the contact's name for a one-to-one one.
  public func title(of conversation: Conversation) -> String {
    conversation.kind == .group ? conversation.name : name(of: conversation.name)
  }

  /// The contact's name for `handle`, or the handle itself for a stranger.
  public func name(of handle: String) -> String {
    let lowered = handle.lowercased()
    return world.contacts.first { $0.handles.contains { $0.lowercased() == lowered } }?.name
      ?? handle
  }
}
