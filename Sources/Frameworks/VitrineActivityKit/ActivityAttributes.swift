import Foundation

/// The data of a Live Activity that stays the same while it runs, and the type of the data
/// that changes (its content state), as in ActivityKit.
///
/// ```swift
/// struct DeliveryAttributes: ActivityAttributes {
///   struct ContentState: Codable, Hashable { var minutesLeft: Int }
///   var orderNumber: String
/// }
/// ```
///
/// Both are decoded and encoded wherever the system handles the activity (its registry, its
/// renderer), so their conformances are not isolated to an actor (`SendableMetatype`).
public protocol ActivityAttributes: Decodable, Encodable, SendableMetatype {
  /// The data that changes over the activity's life, sent with each update.
  associatedtype ContentState: Decodable, Encodable, Hashable, SendableMetatype
}
