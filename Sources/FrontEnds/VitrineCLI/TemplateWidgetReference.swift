import Foundation
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

/// The reference image of the template's snapshot test, so a new package's `swift test`
/// passes the first time: the template's entry view (`PackageTemplate.widgetSource`), built
/// here from the same views with the test's entry, drawn as `.image(widget: .systemSmall)`
/// draws it (light, 2× pixels, the standard device). The end-to-end test of `vitrine init`
/// (scripts/template-test.sh) compares the two.
enum TemplateWidgetReference {
  /// The PNG bytes.
  @MainActor
  static func png(name: String) throws -> Data {
    let target = WidgetRenderTarget(
      family: .systemSmall, device: .standard, colorScheme: .light, scale: 2,
      redactionReasons: [], size: nil)
    let image = try WidgetRenderer().rasterize(EntryView(name: "World", hour: 3), target: target)
    return try PNGEncoder.encode(image)
  }

  /// The template's `<Name>EntryView` for an entry of `name` and `hour`.
  private struct EntryView: View {
    var name: String
    var hour: Int

    var body: some View {
      VStack(alignment: .leading, spacing: 6) {
        Text("Hello, \(name)!")
          .font(.headline)
        Spacer()
        Text("\(hour)")
          .font(.system(size: 44, weight: .bold))
        Text("entry of the timeline")
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .containerBackground(.fill.tertiary, for: .widget)
    }
  }
}
