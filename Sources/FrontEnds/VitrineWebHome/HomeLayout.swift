import Foundation
import VitrineAppGroupStore
import VitrineWidgetCore

/// What the home screen looks like apart from the widgets' own state: the phone it is on and
/// the order of its widgets, kept in the `vitrine.home` store in the data folder.
struct HomeLayout: Codable, Sendable, Equatable {
  /// The phone's `WidgetDevice` identifier.
  var deviceID: String
  /// Widget instance identifiers, in home-screen order.
  var order: [String]

  /// The store key.
  static let key = "home.layout"

  /// The layout in `store`, or `nil` when the home screen has never been set up.
  static func load(from store: AppGroupStore) throws -> HomeLayout? {
    try store.value(HomeLayout.self, forKey: key)
  }

  /// Saves the layout.
  func save(to store: AppGroupStore) throws {
    try store.set(self, forKey: Self.key)
  }

  /// The order made consistent with the host's instances: identifiers the host no longer has
  /// are dropped, and instances missing from the order are appended in the host's order.
  func reconciled(with instances: [String]) -> [String] {
    let known = Set(instances)
    let kept = order.filter { known.contains($0) }
    let keptSet = Set(kept)
    return kept + instances.filter { !keptSet.contains($0) }
  }
}
