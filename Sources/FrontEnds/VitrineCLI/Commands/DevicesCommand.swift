import VitrineWidgetCore

extension CommandSpec {
  /// `vitrine devices`: the screens and their widget sizes.
  static let devices = CommandSpec(
    name: "devices",
    summary:
      "list device screens and the point size of each widget family on them (Apple's table)",
    options: [CommonOptions.json],
    run: { arguments, console in
      for device in WidgetDevice.all {
        if arguments.flag("json") {
          console.out(JSONLines.encode(DeviceRow(device)))
        } else {
          console.out("\(device.id)  @\(device.scale)x  \(device.models)")
          console.out(
            "    "
              + device.supportedFamilies.map { sizeText($0, on: device) }.joined(separator: ", "))
        }
      }
    })

  /// `systemSmall 141×141`, with the size the screen shows it at when that is smaller.
  private static func sizeText(_ family: WidgetFamily, on device: WidgetDevice) -> String {
    guard let canvas = device.displaySize(for: family) else { return family.rawValue }
    var text = "\(family.rawValue) \(canvas)"
    if let shown = device.shownSize(for: family), shown != canvas { text += " (shown \(shown))" }
    return text
  }
}

/// One screen of `vitrine devices --json`.
private struct DeviceRow: Encodable {
  var id: String
  var models: String
  var scale: Int
  var screen: WidgetSize
  /// The canvas size of each family.
  var sizes: [String: WidgetSize]
  /// The size each family is shown at, where the screen scales widgets down.
  var shownSizes: [String: WidgetSize]

  init(_ device: WidgetDevice) {
    id = device.id
    models = device.models
    scale = device.scale
    screen = device.screenSize
    sizes = Dictionary(
      uniqueKeysWithValues: device.familySizes.map { ($0.key.rawValue, $0.value) })
    shownSizes = Dictionary(
      uniqueKeysWithValues: device.shownSizes.filter { device.familySizes[$0.key] != $0.value }
        .map { ($0.key.rawValue, $0.value) })
  }
}
