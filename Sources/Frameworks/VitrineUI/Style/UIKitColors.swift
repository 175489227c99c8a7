/// UIKit's system and semantic colours by name (`systemBlue`, `label`, `systemBackground`, …)
/// with iOS's light and dark values, for `UIColor`'s class properties and for asset-catalog
/// colour sets that name a system colour (`"reference": "systemIndigoColor"`).
///
/// The values are the default (not increased-contrast) ones of Apple's Human Interface
/// Guidelines colour tables for iOS; the tinted colours are the same as SwiftUI's
/// (``Color/blue`` is `systemBlue`). UIKit's fixed colours (`red`, `gray`, …) are pure
/// component values, as `UIColor.red` is (1, 0, 0), not `systemRed`.
public enum UIKitColors {
  /// The colour UIKit calls `name`: a class property's name (`systemIndigo`) or its
  /// Objective-C name with `Color` (`systemIndigoColor`), as asset catalogs write it; `nil`
  /// when UIKit has none of that name.
  public static func color(named name: String) -> Color? {
    if let pair = table[name] { return Color(light: pair.light, dark: pair.dark, name: name) }
    guard name.hasSuffix("Color") else { return nil }
    let base = String(name.dropLast("Color".count))
    return table[base].map { Color(light: $0.light, dark: $0.dark, name: base) }
  }

  /// Every name ``color(named:)`` knows, sorted.
  public static var names: [String] { table.keys.sorted() }

  private static func same(_ color: ResolvedColor) -> (light: ResolvedColor, dark: ResolvedColor) {
    (color, color)
  }

  private static func pair(
    _ light: ResolvedColor, _ dark: ResolvedColor
  ) -> (light: ResolvedColor, dark: ResolvedColor) {
    (light, dark)
  }

  private static func tinted(_ color: Color) -> (light: ResolvedColor, dark: ResolvedColor) {
    (color.light, color.dark)
  }

  private static func white(_ level: Double) -> ResolvedColor {
    ResolvedColor(red: level, green: level, blue: level)
  }

  private static let table: [String: (light: ResolvedColor, dark: ResolvedColor)] = [
    // Tinted system colours, as SwiftUI's.
    "systemRed": tinted(.red), "systemOrange": tinted(.orange), "systemYellow": tinted(.yellow),
    "systemGreen": tinted(.green), "systemMint": tinted(.mint), "systemTeal": tinted(.teal),
    "systemCyan": tinted(.cyan), "systemBlue": tinted(.blue), "systemIndigo": tinted(.indigo),
    "systemPurple": tinted(.purple), "systemPink": tinted(.pink), "systemBrown": tinted(.brown),
    "tintColor": tinted(.blue),
    // Greys.
    "systemGray": pair(ResolvedColor(142, 142, 147), ResolvedColor(142, 142, 147)),
    "systemGray2": pair(ResolvedColor(174, 174, 178), ResolvedColor(99, 99, 102)),
    "systemGray3": pair(ResolvedColor(199, 199, 204), ResolvedColor(72, 72, 74)),
    "systemGray4": pair(ResolvedColor(209, 209, 214), ResolvedColor(58, 58, 60)),
    "systemGray5": pair(ResolvedColor(229, 229, 234), ResolvedColor(44, 44, 46)),
    "systemGray6": pair(ResolvedColor(242, 242, 247), ResolvedColor(28, 28, 30)),
    // Foreground content.
    "label": pair(ResolvedColor(0, 0, 0), ResolvedColor(255, 255, 255)),
    "secondaryLabel": pair(ResolvedColor(60, 60, 67, 0.6), ResolvedColor(235, 235, 245, 0.6)),
    "tertiaryLabel": pair(ResolvedColor(60, 60, 67, 0.3), ResolvedColor(235, 235, 245, 0.3)),
    "quaternaryLabel": pair(
      ResolvedColor(60, 60, 67, 0.18), ResolvedColor(235, 235, 245, 0.16)),
    "placeholderText": pair(ResolvedColor(60, 60, 67, 0.3), ResolvedColor(235, 235, 245, 0.3)),
    "link": pair(ResolvedColor(0, 122, 255), ResolvedColor(9, 132, 255)),
    "separator": pair(ResolvedColor(60, 60, 67, 0.29), ResolvedColor(84, 84, 88, 0.6)),
    "opaqueSeparator": pair(ResolvedColor(198, 198, 200), ResolvedColor(56, 56, 58)),
    "lightText": same(ResolvedColor(255, 255, 255, 0.6)),
    "darkText": same(ResolvedColor(0, 0, 0)),
    // Backgrounds.
    "systemBackground": pair(ResolvedColor(255, 255, 255), ResolvedColor(0, 0, 0)),
    "secondarySystemBackground": pair(ResolvedColor(242, 242, 247), ResolvedColor(28, 28, 30)),
    "tertiarySystemBackground": pair(ResolvedColor(255, 255, 255), ResolvedColor(44, 44, 46)),
    "systemGroupedBackground": pair(ResolvedColor(242, 242, 247), ResolvedColor(0, 0, 0)),
    "secondarySystemGroupedBackground": pair(
      ResolvedColor(255, 255, 255), ResolvedColor(28, 28, 30)),
    "tertiarySystemGroupedBackground": pair(
      ResolvedColor(242, 242, 247), ResolvedColor(44, 44, 46)),
    // Fills.
    "systemFill": tinted(.systemFill), "secondarySystemFill": tinted(.secondarySystemFill),
    "tertiarySystemFill": tinted(.tertiarySystemFill),
    "quaternarySystemFill": tinted(.quaternarySystemFill),
    // Fixed colours: component values, the same in both appearances.
    "black": same(white(0)), "darkGray": same(white(1.0 / 3)),
    "lightGray": same(white(2.0 / 3)), "white": same(white(1)), "gray": same(white(0.5)),
    "red": same(ResolvedColor(red: 1, green: 0, blue: 0)),
    "green": same(ResolvedColor(red: 0, green: 1, blue: 0)),
    "blue": same(ResolvedColor(red: 0, green: 0, blue: 1)),
    "cyan": same(ResolvedColor(red: 0, green: 1, blue: 1)),
    "yellow": same(ResolvedColor(red: 1, green: 1, blue: 0)),
    "magenta": same(ResolvedColor(red: 1, green: 0, blue: 1)),
    "orange": same(ResolvedColor(red: 1, green: 0.5, blue: 0)),
    "purple": same(ResolvedColor(red: 0.5, green: 0, blue: 0.5)),
    "brown": same(ResolvedColor(red: 0.6, green: 0.4, blue: 0.2)),
    "clear": same(ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0)),
  ]
}

extension Color {
  /// A colour with a value for each appearance, resolved against the environment's colour
  /// scheme (what UIKit's dynamic colours are); `name` is its text form.
  public init(resolvedLight light: ResolvedColor, resolvedDark dark: ResolvedColor, name: String?) {
    self.init(light: light, dark: dark, name: name)
  }

  /// The colour in the light appearance, before the environment picks one.
  public var resolvedLight: ResolvedColor { light }
  /// The colour in the dark appearance, before the environment picks one.
  public var resolvedDark: ResolvedColor { dark }
}
