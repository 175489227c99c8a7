import Foundation
import Testing
import VitrineHomeScreen
import VitrineUI
import VitrineWidgetCore

@testable import VitrineCLI

// The widget Xcode's "Widget Extension" template generates, with only the imports changed
// (WidgetKit, AppIntents, SwiftUI → VitrineWidgetCore, VitrineUI) and the `#Preview` block left out
// (`#Preview` blocks are tried in Tests/PortCorpusTests and Tests/Fixtures/MyWidgets).

struct ConfigurationAppIntent: WidgetConfigurationIntent {
  static var title: LocalizedStringResource { "Configuration" }
  static var description: IntentDescription { "This is an example widget." }

  // An example configurable parameter.
  @Parameter(title: "Favorite Emoji", default: "😃")
  var favoriteEmoji: String
}

struct Provider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> SimpleEntry {
    SimpleEntry(date: Date(), configuration: ConfigurationAppIntent())
  }

  func snapshot(
    for configuration: ConfigurationAppIntent, in context: Context
  ) async
    -> SimpleEntry
  {
    SimpleEntry(date: Date(), configuration: configuration)
  }

  func timeline(
    for configuration: ConfigurationAppIntent, in context: Context
  ) async -> Timeline<
    SimpleEntry
  > {
    var entries: [SimpleEntry] = []

    // Generate a timeline consisting of five entries an hour apart, starting from the current date.
    let currentDate = Date()
    for hourOffset in 0..<5 {
      let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
      let entry = SimpleEntry(date: entryDate, configuration: configuration)
      entries.append(entry)
    }

    return Timeline(entries: entries, policy: .atEnd)
  }
}

struct SimpleEntry: TimelineEntry {
  let date: Date
  let configuration: ConfigurationAppIntent
}

struct MyWidgetEntryView: View {
  var entry: Provider.Entry

  var body: some View {
    VStack {
      Text("Time:")
      Text(entry.date, style: .time)

      Text("Favorite Emoji:")
      Text(entry.configuration.favoriteEmoji)
    }
  }
}

struct MyWidget: Widget {
  let kind: String = "MyWidget"

  var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: Provider()) {
      entry in
      MyWidgetEntryView(entry: entry)
        .containerBackground(.fill.tertiary, for: .widget)
    }
  }
}

extension ConfigurationAppIntent {
  fileprivate static var smiley: ConfigurationAppIntent {
    let intent = ConfigurationAppIntent()
    intent.favoriteEmoji = "😀"
    return intent
  }

  fileprivate static var starEyes: ConfigurationAppIntent {
    let intent = ConfigurationAppIntent()
    intent.favoriteEmoji = "🤩"
    return intent
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct XcodeTemplateWidgetTests {
  @Test func theTemplateRunsWithItsConfiguration() async {
    let widgets = WidgetLibrary(MyWidget().descriptors)
    let result = await vitrine(
      ["a11y", "MyWidget", "--config", "favoriteEmoji=🤩"], widgets: widgets)
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("label=\"Favorite Emoji:\""))
    #expect(result.out.contains("label=\"🤩\""))
    let kinds = await vitrine(["kinds"], widgets: widgets)
    #expect(kinds.out.contains("--config favoriteEmoji=…  Favorite Emoji (a string, default 😃)"))
  }

  @Test func intentsAreConfiguredAsInTheTemplatesPreviews() {
    #expect(ConfigurationAppIntent.smiley.favoriteEmoji == "😀")
    #expect(ConfigurationAppIntent.starEyes.favoriteEmoji == "🤩")
    #expect(ConfigurationAppIntent().favoriteEmoji == "😃")
  }
}
