import WidgetCore

extension CommandSpec {
  /// `vitrine devices`: the screens and their widget sizes.
  static let devices = CommandSpec(
    name: "devices",
    summary: "list device screens and the point size of each widget family on them",
    options: [CommonOptions.json],
    run: { arguments, console in
      for device in WidgetDevice.all {
        if arguments.flag("json") {
          struct Row: Encodable {
            var id: String
            var models: String
            var scale: Int
            var sizes: [String: WidgetSize]
          }
          let sizes = Dictionary(
            uniqueKeysWithValues: device.familySizes.map { ($0.key.rawValue, $0.value) })
          console.out(
            JSONLines.encode(
              Row(id: device.id, models: device.models, scale: device.scale, sizes: sizes)))
        } else {
          let sizes = device.supportedFamilies.map {
            "\($0.rawValue) \(device.displaySize(for: $0)!)"
          }
          console.out("\(device.id)  @\(device.scale)x  \(device.models)")
          console.out("    " + sizes.joined(separator: ", "))
        }
      }
    })
}
