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
public protocol ActivityAttributes: Decodable, Encodable {
  /// The data that changes over the activity's life, sent with each update.
  associatedtype ContentState: Decodable, Encodable, Hashable
}
