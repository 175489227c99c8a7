/// A device screen and the point sizes its widgets have, from Apple's published tables.
///
/// Widget sizes depend on the screen, not on the device model: every phone with a 393×852
/// point screen shows a 158×158 small widget. ``WidgetDevice/all`` lists the iPhone and iPad
/// screens; ``displaySize(for:)`` answers the size of a family on one of them.
public struct WidgetDevice: Sendable, Hashable, Identifiable {
  /// A short stable name for the screen, used on the command line (`iphone-393x852`).
  public let id: String
  /// Devices with this screen, for people reading a listing.
  public let models: String
  /// The portrait screen size in points.
  public let screenSize: WidgetSize
  /// The scale of one point in pixels.
  public let scale: Int
  /// The size of each family this screen supports.
  public let familySizes: [WidgetFamily: WidgetSize]

  /// Creates a device row; sizes are in points.
  public init(
    id: String, models: String, screenSize: WidgetSize, scale: Int,
    familySizes: [WidgetFamily: WidgetSize]
  ) {
    self.id = id
    self.models = models
    self.screenSize = screenSize
    self.scale = scale
    self.familySizes = familySizes
  }

  /// The size in points of a widget of `family` on this screen, or `nil` where the family is not
  /// offered (extra large on a phone, lock-screen families on an iPad home screen).
  public func displaySize(for family: WidgetFamily) -> WidgetSize? {
    familySizes[family]
  }

  /// The families this screen offers, in declaration order.
  public var supportedFamilies: [WidgetFamily] {
    WidgetFamily.allCases.filter { familySizes[$0] != nil }
  }

  /// Looks up a device by ``id`` or by its screen size written `393x852`.
  public static func named(_ name: String) -> WidgetDevice? {
    let key = name.lowercased()
    return all.first {
      $0.id == key || "\(Int($0.screenSize.width))x\(Int($0.screenSize.height))" == key
    }
  }

  /// The device used when none is named: the 393×852 iPhone screen.
  public static let standard = iPhone(
    "393x852", "iPhone 14 Pro, 15, 15 Pro, 16", scale: 3,
    small: 158, medium: 338, large: 354, circular: 72, rectangular: (160, 72), inline: 234)
}

/// A width and a height in points.
public struct WidgetSize: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// Creates a size of `width` by `height` points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public var description: String {
    "\(width.formatted(.number.grouping(.never)))×\(height.formatted(.number.grouping(.never)))"
  }
}
