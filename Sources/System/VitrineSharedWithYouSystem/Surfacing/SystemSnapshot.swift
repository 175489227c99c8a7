import Foundation
import VitrineAssociatedDomains

/// Everything the system knows, read at one moment: what ``SurfacingEngine`` decides from.
public struct SystemSnapshot: Sendable {
  /// The address book.
  public var contacts: [Contact] = []
  /// Every conversation.
  public var conversations: [Conversation] = []
  /// Every message, oldest first.
  public var messages: [Message] = []
  /// The switches.
  public var settings = SharedWithYouSettings()
  /// The (URL, conversation) pairs the person hid.
  public var hidden: Set<HiddenShare> = []
  /// Interactions and detail views, any order.
  public var signals: [InteractionSignal] = []
  /// Each domain's association file as its bytes (parsed when a link on it is checked).
  public var sites: [String: Data] = [:]

  /// An empty world.
  public init() {}
}

/// A URL hidden in one conversation: a later share of it there stays hidden.
public struct HiddenShare: Sendable, Hashable, Codable {
  /// The URL as text (`absoluteString`).
  public var url: String
  /// The conversation it was hidden in.
  public var conversationID: Int64

  /// A hidden share.
  public init(url: String, conversationID: Int64) {
    self.url = url
    self.conversationID = conversationID
  }
}
