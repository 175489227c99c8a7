import Foundation

/// The person's Shared with You switches: on or off for everything, per app, and per
/// conversation. Everything is on until switched off.
public struct SharedWithYouSettings: Sendable, Hashable, Codable {
  /// Settings → Messages → Shared with You → Automatic Sharing.
  public var enabled = true
  /// The apps Shared with You is switched off for.
  public var disabledApps: Set<String> = []
  /// The conversations whose "Show in Shared with You" is off.
  public var disabledConversations: Set<Int64> = []

  /// Everything on.
  public init() {}
}

/// What a person did with a highlight that makes it a suggestion (see ``SurfacingEngine``).
public struct InteractionSignal: Sendable, Hashable, Codable {
  /// The highlight's URL.
  public var url: URL
  /// The app it happened in.
  public var appID: String
  /// What happened.
  public var kind: Kind
  /// When.
  public var date: Date

  /// The kinds of signal the ranking reads.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// The person opened or acted on the highlight (tapped it, used a menu action).
    case interacted
    /// An attribution view showed it in the `.detail` display context.
    case viewedInDetail
  }

  /// A signal.
  public init(url: URL, appID: String, kind: Kind, date: Date) {
    self.url = url
    self.appID = appID
    self.kind = kind
    self.date = date
  }
}
