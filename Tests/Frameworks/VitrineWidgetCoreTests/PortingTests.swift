import Foundation
import Testing
import VitrineWidgetCore

// Code written as for WidgetKit and AppIntents on iOS; only the import differs.

private struct SimpleEntry: TimelineEntry {
  let date: Date
  let emoji: String
}

private struct Provider: TimelineProvider {
  func placeholder(in context: Context) -> SimpleEntry {
    SimpleEntry(date: Date(), emoji: "😀")
  }

  func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
    completion(SimpleEntry(date: Date(), emoji: "😀"))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
    let start = Date(timeIntervalSince1970: 0)
    let entries = (0..<5).map {
      SimpleEntry(date: start.addingTimeInterval(Double($0) * 3600), emoji: "😀")
    }
    completion(Timeline(entries: entries, policy: .atEnd))
  }
}

private struct EmojiWidget: Widget {
  let kind: String = "EmojiWidget"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: Provider()) { entry in
      entry.emoji
    }
    .configurationDisplayName("Emoji")
    .description("Shows an emoji.")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

private struct ConfigurationAppIntent: WidgetConfigurationIntent {
  static var title: LocalizedStringResource { "Configuration" }
  static var description: IntentDescription? { "This is an example widget." }

  @Parameter(title: "Favorite Emoji", default: "😃")
  var favoriteEmoji: String

  @Parameter(title: "Count", default: 3)
  var count: Int
}

private struct IntentEntry: TimelineEntry {
  let date: Date
  let configuration: ConfigurationAppIntent
}

private struct IntentProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> IntentEntry {
    IntentEntry(date: Date(), configuration: ConfigurationAppIntent())
  }

  func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> IntentEntry
  {
    IntentEntry(date: Date(), configuration: configuration)
  }

  func timeline(
    for configuration: ConfigurationAppIntent, in context: Context
  ) async -> Timeline<
    IntentEntry
  > {
    Timeline(entries: [IntentEntry(date: Date(), configuration: configuration)], policy: .never)
  }
}

private struct NextIntent: AppIntent {
  static let title: LocalizedStringResource = "Next"
  func perform() async throws -> some IntentResult { .result() }
}

@Suite struct PortingTests {
  @Test @MainActor func staticWidgetDescribesItself() {
    let descriptor = EmojiWidget().descriptors[0]
    #expect(descriptor.kind == "EmojiWidget")
    #expect(descriptor.displayName == "Emoji")
    #expect(descriptor.supportedFamilies == [.systemSmall, .systemMedium])
    #expect(descriptor.intent == nil)
  }

  @Test func intentParametersAreReflectedWithDefaults() throws {
    let intent = ConfigurationAppIntent()
    #expect(intent.favoriteEmoji == "😃")
    #expect(intent.parameterValues == ["favoriteEmoji": "😃", "count": "3"])
    let configured = ConfigurationAppIntent(values: ["count": "7"])
    #expect(configured.count == 7)
    #expect(configured.favoriteEmoji == "😃")
    let descriptor = ConfigurationAppIntent.descriptor
    #expect(descriptor.parameters.map(\.key) == ["favoriteEmoji", "count"])
    #expect(descriptor.parameters.map(\.typeName) == ["a string", "an integer"])
  }

  @Test func invalidConfigurationIsNamed() async {
    let descriptor = ConfigurationAppIntent.descriptor
    await #expect(
      throws: IntentConfigurationError.invalidValue(
        key: "count", value: "many", expected: "an integer")
    ) {
      try await descriptor.validate(["count": "many"])
    }
    await #expect(throws: IntentConfigurationError.self) {
      try await descriptor.validate(["colour": "red"])
    }
  }

  @Test func appIntentPerforms() async throws {
    _ = try await NextIntent().perform()
    #expect(NextIntent.title.key == "Next")
  }
}
