import Foundation

/// A person in the address book: a name, the handles (phone numbers, e-mail addresses) their
/// messages come from, and the avatar drawn for them.
public struct Contact: Sendable, Hashable, Codable, Identifiable {
  /// The store's identifier.
  public var id: Int64
  /// The name shown in attributions ("From Anna").
  public var name: String
  /// The handles this person sends from; a message counts as theirs when its sender is one.
  public var handles: [String]

  /// A contact as stored.
  public init(id: Int64, name: String, handles: [String]) {
    self.id = id
    self.name = name
    self.handles = handles
  }

  /// The avatar the system draws: initials on a colour derived from the name.
  public var avatar: Avatar { Avatar(name: name) }

  /// The handle used when a contact is added without one: the name, lowercased, without
  /// spaces, at `example.com` (`Anna Petrova` → `annapetrova@example.com`).
  public static func defaultHandle(for name: String) -> String {
    name.lowercased().filter { !$0.isWhitespace } + "@example.com"
  }
}

/// A contact's picture when they have none: up to two initials on a colour.
public struct Avatar: Sendable, Hashable, Codable {
  /// One or two capital letters (`Anna Petrova` → `AP`, `Борис` → `Б`).
  public var initials: String
  /// The background colour as `0xRRGGBB`, picked from ``palette`` by a stable hash of the name.
  public var color: UInt32

  /// The colours avatars are drawn in (Apple's contact-avatar hues).
  public static let palette: [UInt32] = [
    0xFF_6B_6B, 0xF7_9F_3A, 0xE8_C3_3C, 0x5C_C9_7B, 0x3C_B8_C9, 0x4A_90_E2, 0x8E_6B_E8,
    0xD9_6B_C9, 0x8E_8E_93,
  ]

  /// The avatar for `name`.
  public init(name: String) {
    let words = name.split(whereSeparator: \.isWhitespace)
    initials = words.prefix(2).compactMap(\.first).map { String($0).uppercased() }.joined()
    // FNV-1a over the UTF-8 bytes: the same name gets the same colour on every run.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    color = Self.palette[Int(hash % UInt64(Self.palette.count))]
  }
}
