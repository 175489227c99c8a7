/// Apple's published widget sizes, one row per screen size (portrait, in points).
extension WidgetDevice {
  /// Every screen Vitrine knows: the iPhone rows, then the iPad rows.
  public static let all: [WidgetDevice] = iPhones + iPads

  /// iPhone screens. Small widgets are square; medium share the small height; lock-screen
  /// families are listed where the phone has a lock screen that shows them.
  public static let iPhones: [WidgetDevice] = [
    iPhone(
      "430x932", "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus", scale: 3,
      small: 170, medium: 364, large: 382, circular: 76, rectangular: (172, 76), inline: 257),
    iPhone(
      "428x926", "iPhone 12 Pro Max, 13 Pro Max, 14 Plus", scale: 3,
      small: 170, medium: 364, large: 382, circular: 76, rectangular: (172, 76), inline: 257),
    iPhone(
      "414x896", "iPhone XR, XS Max, 11, 11 Pro Max", scale: 3,
      small: 169, medium: 360, large: 379, circular: 76, rectangular: (160, 72), inline: 248),
    iPhone(
      "414x736", "iPhone 6s Plus, 7 Plus, 8 Plus", scale: 3,
      small: 159, medium: 348, large: 357, mediumHeight: 157, circular: 76,
      rectangular: (170, 76), inline: 248),
    standard,
    iPhone(
      "390x844", "iPhone 12, 12 Pro, 13, 13 Pro, 14", scale: 3,
      small: 158, medium: 338, large: 354, circular: 72, rectangular: (160, 72), inline: 234),
    iPhone(
      "375x812", "iPhone X, XS, 11 Pro, 12 mini, 13 mini", scale: 3,
      small: 155, medium: 329, large: 345, circular: 72, rectangular: (157, 72), inline: 225),
    iPhone(
      "375x667", "iPhone 6s, 7, 8, SE (2nd and 3rd generation)", scale: 2,
      small: 148, medium: 321, large: 324, circular: 68, rectangular: (153, 68), inline: 225),
    iPhone(
      "360x780", "iPhone 12 mini, 13 mini (display zoom)", scale: 3,
      small: 155, medium: 329, large: 345, circular: 72, rectangular: (157, 72), inline: 225),
    iPhone(
      "320x568", "iPhone SE (1st generation), iPod touch", scale: 2,
      small: 141, medium: 292, large: 311, circular: nil, rectangular: nil, inline: nil),
  ]

  /// iPad screens, every row of Apple's iPadOS table, keyed by the portrait screen size (a
  /// widget keeps its size when the iPad turns to landscape). Only iPads offer extra large.
  ///
  /// Apple gives two sizes per family: the canvas a widget is laid out in (``familySizes``)
  /// and the size the home screen shows it at (``shownSizes``), smaller on most iPads because
  /// iPadOS scales the canvas down. Screens marked "More Space" are Display Zoom settings,
  /// where the two are equal. Apple lists no Lock Screen (accessory) sizes for iPad.
  public static let iPads: [WidgetDevice] = [
    iPad(
      "1024x1366", "iPad Pro 12.9-inch", small: (170, 160), medium: (378.5, 356),
      extraLarge: (795, 748)),
    iPad(
      "1192x1590", "iPad Pro 12.9-inch (Display Zoom: More Space)", small: (188, 188),
      medium: (412, 412), extraLarge: (860, 860)),
    iPad(
      "970x1389", "iPad (Display Zoom: More Space)", small: (162, 162), medium: (350, 350),
      extraLarge: (726, 726)),
    iPad(
      "954x1373", "iPad (Display Zoom: More Space)", small: (162, 162), medium: (350, 350),
      extraLarge: (726, 726)),
    iPad(
      "834x1194", "iPad Pro 11-inch", small: (155, 136), medium: (342, 300),
      extraLarge: (715.5, 628)),
    iPad(
      "820x1180", "iPad Air (4th gen and later), iPad (10th gen)", small: (155, 136),
      medium: (342, 300), extraLarge: (715.5, 628)),
    iPad(
      "834x1112", "iPad Air (3rd gen), iPad Pro 10.5-inch", small: (150, 132),
      medium: (327.5, 288), extraLarge: (682, 600)),
    iPad(
      "810x1080", "iPad (7th to 9th gen)", small: (146, 124), medium: (320.5, 272),
      extraLarge: (669, 568)),
    iPad(
      "768x1024", "iPad mini (5th gen), iPad 9.7-inch", small: (141, 120), medium: (305.5, 260),
      extraLarge: (634.5, 540)),
    iPad(
      "744x1133", "iPad mini (6th gen and later)", small: (141, 120), medium: (305.5, 260),
      extraLarge: (634.5, 540)),
  ]

  // swift-format-ignore: AlwaysUseLowerCamelCase
  static func iPhone(
    _ screen: String, _ models: String, scale: Int, small: Double, medium: Double, large: Double,
    mediumHeight: Double? = nil, circular: Double?, rectangular: (Double, Double)?, inline: Double?
  ) -> WidgetDevice {
    var sizes: [WidgetFamily: WidgetSize] = [
      .systemSmall: WidgetSize(width: small, height: small),
      .systemMedium: WidgetSize(width: medium, height: mediumHeight ?? small),
      .systemLarge: WidgetSize(width: medium, height: large),
    ]
    if let circular { sizes[.accessoryCircular] = WidgetSize(width: circular, height: circular) }
    if let rectangular {
      sizes[.accessoryRectangular] = WidgetSize(width: rectangular.0, height: rectangular.1)
    }
    if let inline { sizes[.accessoryInline] = WidgetSize(width: inline, height: 26) }
    return WidgetDevice(
      id: "iphone-\(screen)", models: models, screenSize: parse(screen), scale: scale,
      familySizes: sizes)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// An iPad row: each size is (canvas, shown) for the family's defining length — the small
  /// side, the medium width (which is also the large side and the extra-large height) and the
  /// extra-large width — as Apple's table derives every family from them.
  static func iPad(
    _ screen: String, _ models: String, small: (Double, Double), medium: (Double, Double),
    extraLarge: (Double, Double)
  ) -> WidgetDevice {
    func sizes(_ pick: ((Double, Double)) -> Double) -> [WidgetFamily: WidgetSize] {
      [
        .systemSmall: WidgetSize(width: pick(small), height: pick(small)),
        .systemMedium: WidgetSize(width: pick(medium), height: pick(small)),
        .systemLarge: WidgetSize(width: pick(medium), height: pick(medium)),
        .systemExtraLarge: WidgetSize(width: pick(extraLarge), height: pick(medium)),
      ]
    }
    return WidgetDevice(
      id: "ipad-\(screen)", models: models, screenSize: parse(screen), scale: 2,
      familySizes: sizes(\.0), shownSizes: sizes(\.1))
  }

  private static func parse(_ screen: String) -> WidgetSize {
    let parts = screen.split(separator: "x").compactMap { Double($0) }
    return WidgetSize(width: parts[0], height: parts[1])
  }
}
