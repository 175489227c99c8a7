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
  /// The size of each family this screen supports: the canvas a widget is laid out in.
  public let familySizes: [WidgetFamily: WidgetSize]
  /// The size each family is shown at on the screen. iPadOS lays a widget out at its canvas
  /// size and scales it down to this (Apple's "Device" row); elsewhere it is the canvas size.
  public let shownSizes: [WidgetFamily: WidgetSize]

  /// Creates a device row; sizes are in points. Without `shownSizes`, widgets are shown at
  /// their canvas size.
  public init(
    id: String, models: String, screenSize: WidgetSize, scale: Int,
    familySizes: [WidgetFamily: WidgetSize], shownSizes: [WidgetFamily: WidgetSize]? = nil
  ) {
    self.id = id
    self.models = models
    self.screenSize = screenSize
    self.scale = scale
    self.familySizes = familySizes
    self.shownSizes = shownSizes ?? familySizes
  }

  /// The size in points of a widget of `family` on this screen, or `nil` where the family is not
  /// offered (extra large on a phone, lock-screen families on an iPad home screen).
  public func displaySize(for family: WidgetFamily) -> WidgetSize? {
    familySizes[family]
  }

  /// The size a widget of `family` is shown at on this screen: smaller than its
  /// ``displaySize(for:)`` where iPadOS scales widgets down, else the same.
  public func shownSize(for family: WidgetFamily) -> WidgetSize? {
    shownSizes[family]
  }

  /// The families this screen offers, in declaration order.
  public var supportedFamilies: [WidgetFamily] {
    WidgetFamily.allCases.filter { familySizes[$0] != nil }
  }

  /// Looks up a device by ``id`` or by its screen size written `393x852`, in portrait or
  /// landscape (`1366x1024` is the 1024×1366 iPad turned: its widgets keep their sizes).
  public static func named(_ name: String) -> WidgetDevice? {
    let key = name.lowercased()
    return all.first {
      let width = Int($0.screenSize.width)
      let height = Int($0.screenSize.height)
      return $0.id == key || "\(width)x\(height)" == key || "\(height)x\(width)" == key
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
