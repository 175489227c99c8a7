import Testing
import VitrineWidgetCore

/// Rows of Apple's widget size table (Human Interface Guidelines, Widgets, Specifications),
/// spelled out.
@Suite struct WidgetDeviceTableTests {
  /// Every screen of the iOS and iPadOS tables, in points, portrait.
  static let appleScreens = [
    "430x932", "428x926", "414x896", "414x736", "393x852", "390x844", "375x812", "375x667",
    "360x780", "320x568", "768x1024", "744x1133", "810x1080", "820x1180", "834x1112", "834x1194",
    "954x1373", "970x1389", "1024x1366", "1192x1590",
  ]

  @Test func everyScreenOfTheTableIsARow() {
    let screens = WidgetDevice.all.map {
      "\(Int($0.screenSize.width))x\(Int($0.screenSize.height))"
    }
    #expect(Set(screens) == Set(Self.appleScreens))
    #expect(screens.count == 20)
    #expect(WidgetDevice.iPhones.count == 10 && WidgetDevice.iPads.count == 10)
  }

  @Test(arguments: [
    // Screen, family, width, height: the iPhone table's lock-screen columns.
    ("430x932", WidgetFamily.accessoryCircular, 76.0, 76.0),
    ("430x932", .accessoryRectangular, 172, 76),
    ("430x932", .accessoryInline, 257, 26),
    ("414x736", .systemMedium, 348, 157),
    ("414x736", .accessoryRectangular, 170, 76),
    ("375x667", .accessoryCircular, 68, 68),
    ("375x667", .accessoryRectangular, 153, 68),
    ("375x667", .accessoryInline, 225, 26),
    ("360x780", .systemLarge, 329, 345),
  ])
  func iPhoneRows(screen: String, family: WidgetFamily, width: Double, height: Double) throws {
    let device = try #require(WidgetDevice.named(screen))
    #expect(device.displaySize(for: family) == WidgetSize(width: width, height: height))
    #expect(device.shownSize(for: family) == device.displaySize(for: family))
  }

  @Test func theOldestPhoneHasNoLockScreenWidgets() throws {
    let device = try #require(WidgetDevice.named("320x568"))
    #expect(device.supportedFamilies == [.systemSmall, .systemMedium, .systemLarge])
  }

  @Test(arguments: [
    // Screen, family, canvas, shown: the iPadOS table's two rows per screen.
    (
      "768x1024", WidgetFamily.systemSmall, WidgetSize(width: 141, height: 141),
      WidgetSize(width: 120, height: 120)
    ),
    (
      "768x1024", .systemMedium, WidgetSize(width: 305.5, height: 141),
      WidgetSize(width: 260, height: 120)
    ),
    (
      "768x1024", .systemLarge, WidgetSize(width: 305.5, height: 305.5),
      WidgetSize(width: 260, height: 260)
    ),
    (
      "768x1024", .systemExtraLarge, WidgetSize(width: 634.5, height: 305.5),
      WidgetSize(width: 540, height: 260)
    ),
    (
      "810x1080", .systemMedium, WidgetSize(width: 320.5, height: 146),
      WidgetSize(width: 272, height: 124)
    ),
    (
      "834x1112", .systemExtraLarge, WidgetSize(width: 682, height: 327.5),
      WidgetSize(width: 600, height: 288)
    ),
    (
      "834x1194", .systemLarge, WidgetSize(width: 342, height: 342),
      WidgetSize(width: 300, height: 300)
    ),
    (
      "1024x1366", .systemExtraLarge, WidgetSize(width: 795, height: 378.5),
      WidgetSize(width: 748, height: 356)
    ),
    (
      "954x1373", .systemMedium, WidgetSize(width: 350, height: 162),
      WidgetSize(width: 350, height: 162)
    ),
    (
      "1192x1590", .systemExtraLarge, WidgetSize(width: 860, height: 412),
      WidgetSize(width: 860, height: 412)
    ),
  ])
  func iPadRows(screen: String, family: WidgetFamily, canvas: WidgetSize, shown: WidgetSize) throws
  {
    let device = try #require(WidgetDevice.named(screen))
    #expect(device.displaySize(for: family) == canvas)
    #expect(device.shownSize(for: family) == shown)
    #expect(device.displaySize(for: .accessoryCircular) == nil)
  }

  @Test func aScreenIsFoundInLandscapeToo() {
    #expect(WidgetDevice.named("1366x1024")?.id == "ipad-1024x1366")
    #expect(WidgetDevice.named("852x393")?.id == "iphone-393x852")
    #expect(WidgetDevice.named("IPAD-1192x1590")?.id == "ipad-1192x1590")
    #expect(WidgetDevice.named("1032x1376") == nil)
  }

  @Test func shownSizesNeverExceedTheCanvas() {
    for device in WidgetDevice.all {
      #expect(Set(device.shownSizes.keys) == Set(device.familySizes.keys), "\(device.id)")
      for (family, canvas) in device.familySizes {
        let shown = device.shownSizes[family]!
        #expect(shown.width <= canvas.width && shown.height <= canvas.height, "\(device.id)")
      }
    }
  }
}
