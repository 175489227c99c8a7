import Foundation
import VitrineAssociatedDomains

/// An app installed on the device, as far as Shared with You is concerned: its identifier and
/// its Associated Domains entitlement.
public struct InstalledApp: Sendable, Hashable, Codable, Identifiable {
  /// `<team prefix>.<bundle identifier>`, as AASA files name apps.
  public var id: String
  /// The name shown to the person.
  public var name: String
  /// The `applinks:` entries of its entitlement.
  public var associatedDomains: [String]

  /// An app with its entitlement entries (checked by ``domains()``).
  public init(id: String, name: String, associatedDomains: [String]) {
    self.id = id
    self.name = name
    self.associatedDomains = associatedDomains
  }

  /// The parsed entitlement entries.
  ///
  /// - Throws: ``AASAError/badDomainEntry(entry:reason:)`` for a malformed entry.
  public func domains() throws -> [AssociatedDomain] {
    try associatedDomains.map(AssociatedDomain.init(entry:))
  }
}
