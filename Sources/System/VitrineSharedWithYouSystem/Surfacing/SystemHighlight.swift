import Foundation
import VitrineAssociatedDomains

/// One conversation a highlight was shared in: who sent it there and when.
public struct HighlightAttribution: Sendable, Hashable {
  /// The conversation.
  public var conversation: Conversation
  /// The conversation's name as the person sees it (the contact's name for one-to-one).
  public var conversationTitle: String
  /// The newest message in it that shared the URL.
  public var message: Message
  /// The sender's contact, if they are one.
  public var sender: Contact?

  /// The sender's name, or their handle when they are not a contact.
  public var senderName: String { sender?.name ?? message.sender }
}

/// A link the system surfaces to an app, with everything the system knows about it. Apps only
/// ever see its ``id`` and ``url`` (through `SWHighlight`).
public struct SystemHighlight: Sendable, Hashable, Identifiable {
  /// An opaque identifier, stable for the URL and the app (a hash, not the URL).
  public var id: String
  /// The shared URL.
  public var url: URL
  /// One per conversation (its newest share), newest first: where Reply goes.
  public var attributions: [HighlightAttribution]
  /// Every message that shared it, in every conversation, newest first: who sent it.
  public var shares: [HighlightAttribution]
  /// Why it is where it is in the order.
  public var rank: Rank

  /// The ranking tier a highlight is in, and its signal.
  public enum Rank: Sendable, Hashable {
    /// The person recently interacted with it or viewed it in detail.
    case suggested(InteractionSignal.Kind, Date)
    /// A message sharing it is pinned.
    case pinned
    /// Neither: ordered by how recently it was shared.
    case recent
  }

  /// When it was last shared.
  public var date: Date { attributions.map(\.message.date).max() ?? .distantPast }
  /// Whether any message sharing it is pinned.
  public var pinned: Bool { shares.contains { $0.message.pinned } }

  /// The distinct senders' names, newest share first.
  public var senderNames: [String] { senders.map(\.senderName) }

  /// The newest share of each distinct sender, newest first.
  public var senders: [HighlightAttribution] {
    var seen = Set<String>()
    return shares.filter { seen.insert($0.senderName).inserted }
  }

  /// "From Anna", "From Anna and Boris", "From Anna and 2 others" (or in Russian, "От: Анна",
  /// "От: Анна и Борис", "От: Анна и ещё 2").
  public func attributionText(language: String = "en") -> String {
    let names = senderNames
    let russian = language.hasPrefix("ru")
    guard let first = names.first else { return "" }
    switch names.count {
    case 1: return russian ? "От: \(first)" : "From \(first)"
    case 2: return russian ? "От: \(first) и \(names[1])" : "From \(first) and \(names[1])"
    default:
      return russian
        ? "От: \(first) и ещё \(names.count - 1)" : "From \(first) and \(names.count - 1) others"
    }
  }

  /// The opaque identifier of `url` for `appID`: FNV-1a over both, in hex.
  public static func identifier(url: URL, appID: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in (appID + "\n" + url.absoluteString).utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return "SWH-" + String(repeating: "0", count: 16 - hex.count) + hex
  }
}

/// A link found in a message that did not surface, and why.
public struct FilteredLink: Sendable, Hashable {
  /// The link as written, without a user name or password (``URLNormalization/redacted(_:)``).
  public var url: URL
  /// The message it was in.
  public var message: Message
  /// Where the message was sent, as the person sees it.
  public var conversationTitle: String
  /// Why it is not a highlight.
  public var reason: FilterReason
}

/// Why a link in a message is not surfaced to an app.
public enum FilterReason: Sendable, Hashable, CustomStringConvertible {
  /// Shared with You is off.
  case disabledGlobally
  /// Shared with You is off for the app.
  case disabledForApp
  /// "Show in Shared with You" is off for the conversation.
  case disabledForConversation
  /// Not an `https` URL, so not a universal link.
  case notHTTPS
  /// The link names a user or password before the host, or has no host name: it is refused
  /// before any rule looks at it.
  case refusedLink(URLRefusal)
  /// The host is not in the app's associated domains.
  case notAnAssociatedDomain(host: String)
  /// No association file is known for the domain.
  case noAssociationFile(domain: String)
  /// The domain's association file could not be read.
  case unreadableAssociationFile(domain: String, reason: String)
  /// The association file does not let the app open this URL.
  case refusedByAssociationFile(verdict: String)
  /// A one-to-one conversation with someone who is not a contact.
  case senderNotAContact(handle: String)
  /// A group in which nobody is a contact.
  case groupWithoutContacts(name: String)
  /// The person hid it.
  case hidden
  /// A newer message in the same conversation shared the same URL.
  case duplicateInConversation

  public var description: String {
    switch self {
    case .disabledGlobally: return "Shared with You is off"
    case .disabledForApp: return "Shared with You is off for this app"
    case .disabledForConversation: return "Shared with You is off for this conversation"
    case .notHTTPS: return "not an https link, so not a universal link"
    case .refusedLink(let refusal): return "the link is refused: \(refusal)"
    case .notAnAssociatedDomain(let host):
      return "\(host) is not one of the app's associated domains"
    case .noAssociationFile(let domain):
      return "no apple-app-site-association file is known for \(domain)"
    case .unreadableAssociationFile(let domain, let reason):
      return "the apple-app-site-association file of \(domain) is unreadable: \(reason)"
    case .refusedByAssociationFile(let verdict): return "the association file says: \(verdict)"
    case .senderNotAContact(let handle): return "\(handle) is not in contacts"
    case .groupWithoutContacts(let name): return "nobody in the group '\(name)' is a contact"
    case .hidden: return "hidden by the person"
    case .duplicateInConversation: return "shared again later in the same conversation"
    }
  }
}

/// What the system surfaces to one app: the highlights in order and the links it left out.
public struct HighlightReport: Sendable, Hashable {
  /// The highlights, highest priority first.
  public var highlights: [SystemHighlight]
  /// Every link in the messages that did not surface, oldest message first.
  public var filtered: [FilteredLink]
}
