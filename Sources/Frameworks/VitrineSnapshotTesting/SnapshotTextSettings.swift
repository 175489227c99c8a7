import Foundation
import VitrineUI

/// The reader's settings a snapshot is taken with: the Dynamic Type size, the locale and the
/// layout direction, as a test on iOS sets them on the view or the simulator.
public struct SnapshotTextSettings: Sendable, Hashable {
  /// The text size a person chose; Large, iOS's default, unless given.
  public var dynamicTypeSize: DynamicTypeSize
  /// The locale; `nil` keeps VitrineUI's default (`en_US`). It sets the layout direction too.
  public var locale: Locale?
  /// A direction that replaces the locale's; `nil` follows the locale.
  public var layoutDirection: LayoutDirection?

  /// Creates settings; by default iOS's: Large text, `en_US`, left to right.
  public init(
    dynamicTypeSize: DynamicTypeSize = .large, locale: Locale? = nil,
    layoutDirection: LayoutDirection? = nil
  ) {
    self.dynamicTypeSize = dynamicTypeSize
    self.locale = locale
    self.layoutDirection = layoutDirection
  }
}
