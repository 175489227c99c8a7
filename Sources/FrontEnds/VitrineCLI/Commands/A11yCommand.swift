import Foundation
import VitrineRendering
import VitrineUI

extension CommandSpec {
  /// `vitrine a11y`: the accessibility tree of a widget as the host shows it.
  static let a11y = CommandSpec(
    name: "a11y",
    summary: "print a widget's accessibility elements in reading order",
    positionals: [PositionalSpec(name: "KIND", help: "the widget kind (see 'vitrine kinds')")],
    options: WidgetViewOptions.options + [CommonOptions.json],
    discussion: """
      One line per element, in the order VoiceOver reads them: its identifier, label, value,
      traits and frame in points. The widget is laid out with the renderer's fonts, so frames
      are those of 'vitrine render'.
      """,
    run: { arguments, console in
      let (list, entry) = try await WidgetViewOptions.present(arguments, console, scale: nil) {
        _, shown in (shown.displayList, shown.entry)
      }
      guard arguments.flag("json") else {
        console.out(AccessibilityReport.text(for: list))
        try SessionOptions.requireReadableStores(entry)
        return
      }
      struct Row: Encodable {
        var identifier: String?
        var label: String
        var value: String?
        var traits: [String]
        var frame: [Double]
      }
      for element in list.accessibilityElements {
        let traits = element.traits.description
        console.out(
          JSONLines.encode(
            Row(
              identifier: element.identifier, label: element.label, value: element.value,
              traits: traits.isEmpty ? [] : traits.split(separator: ",").map(String.init),
              frame: [
                element.frame.minX, element.frame.minY, element.frame.width, element.frame.height,
              ]
              .map { ($0 * 100).rounded() / 100 })))
      }
      try SessionOptions.requireReadableStores(entry)
    })
}
