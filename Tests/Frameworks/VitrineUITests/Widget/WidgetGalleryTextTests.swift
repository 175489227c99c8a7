import Foundation
import Testing
import VitrineWidgetCore

@testable import VitrineUI

private struct GalleryEntry: TimelineEntry {
  let date: Date
}

private struct GalleryProvider: TimelineProvider {
  func placeholder(in context: Context) -> GalleryEntry { GalleryEntry(date: .distantPast) }
  func getSnapshot(in context: Context, completion: @escaping (GalleryEntry) -> Void) {
    completion(placeholder(in: context))
  }
  func getTimeline(in context: Context, completion: @escaping (Timeline<GalleryEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}

/// Apple's documentation of `WidgetConfiguration.configurationDisplayName(_:)` and
/// `description(_:)`: each takes a `Text`, a `LocalizedStringKey` or a string (and, since iOS
/// 18, a `LocalizedStringResource`); the gallery shows the text.
@MainActor
@Suite("Gallery name and description as Text, keys and resources")
struct WidgetGalleryTextTests {
  private var configuration: StaticConfiguration<Text> {
    StaticConfiguration(kind: "gallery", provider: GalleryProvider()) { _ in Text("x") }
  }

  @Test("a Text's words name the widget and describe it")
  func text() {
    let descriptor = configuration.configurationDisplayName(Text("Steps") + Text(" Today"))
      .description(Text(verbatim: "Your steps so far."))
    #expect(descriptor.displayName == "Steps Today")
    #expect(descriptor.widgetDescription == "Your steps so far.")
  }

  @Test("a LocalizedStringKey with a value fills it in")
  func key() {
    let goal = 8
    let descriptor = configuration.configurationDisplayName(LocalizedStringKey("Water"))
      .description(LocalizedStringKey("Drink \(goal) glasses a day."))
    #expect(descriptor.displayName == "Water")
    #expect(descriptor.widgetDescription == "Drink 8 glasses a day.")
  }

  @Test("a LocalizedStringResource works too, and a string literal still takes the String form")
  func resourceAndLiteral() {
    let name: LocalizedStringResource = "Sleep"
    let descriptor = configuration.configurationDisplayName(name).description("Last night.")
    #expect(descriptor.displayName == "Sleep")
    #expect(descriptor.widgetDescription == "Last night.")
  }
}
