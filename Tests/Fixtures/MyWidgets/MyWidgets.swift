import SwiftUI
import WidgetKit

// A widget extension as Xcode lays it out: a bundle marked `@main` and its widgets. Built here
// as the `my-widgets` executable, it is the `vitrine` command line over these widgets.

struct StepsEntry: TimelineEntry {
  let date: Date
  let steps: Int
  let goal: Int
}

struct StepsProvider: TimelineProvider {
  func placeholder(in context: Context) -> StepsEntry {
    StepsEntry(date: Date(), steps: 0, goal: 10_000)
  }

  func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
    completion(StepsEntry(date: Date(), steps: 6_420, goal: 10_000))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
    let entry = StepsEntry(date: Date(), steps: 7_315, goal: 10_000)
    let next = Calendar.current.date(byAdding: .minute, value: 30, to: entry.date)!
    completion(Timeline(entries: [entry], policy: .after(next)))
  }
}

struct StepsWidgetView: View {
  var entry: StepsEntry
  @Environment(\.widgetFamily) var family

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Image(systemName: "figure.walk")
        .font(.title2)
        .foregroundStyle(.green)
      Spacer()
      Text("\(entry.steps)")
        .font(.system(size: 34, weight: .bold, design: .rounded))
      Text("of \(entry.goal) steps")
        .font(.caption)
        .foregroundStyle(.secondary)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

struct StepsWidget: Widget {
  let kind: String = "StepsWidget"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
      StepsWidgetView(entry: entry)
        .containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Steps")
    .description("Today's steps against your goal.")
    .supportedFamilies([.systemSmall])
  }
}

struct QuoteEntry: TimelineEntry {
  let date: Date
  let quote: String
}

struct QuoteProvider: TimelineProvider {
  func placeholder(in context: Context) -> QuoteEntry {
    QuoteEntry(date: Date(), quote: "…")
  }

  func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) {
    completion(QuoteEntry(date: Date(), quote: "Simplicity is the soul of efficiency."))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
    completion(
      Timeline(
        entries: [QuoteEntry(date: Date(), quote: "Simplicity is the soul of efficiency.")],
        policy: .never))
  }
}

struct QuoteWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "QuoteWidget", provider: QuoteProvider()) { entry in
      Text(entry.quote)
        .font(.headline)
        .containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Quote")
    .supportedFamilies([.systemMedium])
  }
}

@main
struct MyWidgets: WidgetBundle {
  var body: some Widget {
    StepsWidget()
    QuoteWidget()
    TimerControl()
  }
}

#Preview(as: .systemSmall) {
  StepsWidget()
} timeline: {
  StepsEntry(date: .now, steps: 2_400, goal: 10_000)
  StepsEntry(date: .now, steps: 10_250, goal: 10_000)
}

#Preview("Quote", as: .systemMedium) {
  QuoteWidget()
} timelineProvider: {
  QuoteProvider()
}

#Preview("Steps label", traits: .fixedLayout(width: 200, height: 80)) {
  Label("7,315 steps", systemImage: "figure.walk")
    .font(.headline)
}
