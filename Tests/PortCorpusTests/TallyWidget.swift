import AppIntents
import SwiftUI
import WidgetKit

// An interactive counter, written with module-qualified names as some codebases do to avoid
// clashes with their own types (`SwiftUI.Button`, `WidgetKit.WidgetFamily`,
// `AppIntents.AppIntent`).

struct TallyEntry: TimelineEntry {
  let date: Date
  let count: Int
  let size: CGSize
}

struct IncrementTallyIntent: AppIntents.AppIntent {
  static let title: LocalizedStringResource = "Add One"

  func perform() async throws -> some IntentResult {
    return .result()
  }
}

struct TallyProvider: TimelineProvider {
  func placeholder(in context: Context) -> TallyEntry {
    TallyEntry(date: Date(), count: 0, size: context.displaySize)
  }

  func getSnapshot(in context: Context, completion: @escaping (TallyEntry) -> Void) {
    completion(TallyEntry(date: Date(), count: 3, size: context.displaySize))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<TallyEntry>) -> Void) {
    let entry = TallyEntry(date: Date(), count: 12, size: context.displaySize)
    completion(Timeline(entries: [entry], policy: .never))
  }
}

struct TallyWidgetView: SwiftUI.View {
  var entry: TallyEntry
  @SwiftUI.Environment(\.widgetFamily) var family: WidgetKit.WidgetFamily

  var body: some SwiftUI.View {
    VStack(spacing: 8) {
      Text("Tally")
        .font(.caption)
        .foregroundStyle(.secondary)
      Text("\(entry.count)")
        .font(.system(size: 44, weight: .bold))
      SwiftUI.Button(intent: IncrementTallyIntent()) {
        Label("Add", systemImage: "plus")
      }
      Text(family == .systemSmall ? "\(Int(entry.size.width)) × \(Int(entry.size.height)) pt" : "")
        .font(.caption2)
        .foregroundStyle(.tertiary)
    }
  }
}

struct TallyWidget: WidgetKit.Widget {
  var body: some WidgetKit.WidgetConfiguration {
    WidgetKit.StaticConfiguration(kind: "TallyWidget", provider: TallyProvider()) { entry in
      TallyWidgetView(entry: entry)
        .containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Tally")
    .supportedFamilies([WidgetKit.WidgetFamily.systemSmall])
  }
}
