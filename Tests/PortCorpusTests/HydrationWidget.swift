import SwiftUI
import WidgetKit

// A hydration widget written as for WidgetKit and SwiftUI on iOS 17: its strings come from the
// widget's String Catalog (a plural in English and Russian), its title is set in a font the
// widget ships (DejaVu Serif Bold, listed under UIAppFonts on iOS), and the litres mix two
// styles in one line with Text + Text.

struct HydrationEntry: TimelineEntry {
  let date: Date
  let glasses: Int
  let litres: Double
  let goal: Double
}

struct HydrationProvider: TimelineProvider {
  func placeholder(in context: Context) -> HydrationEntry {
    // 2024-06-03 09:41 UTC.
    HydrationEntry(
      date: Date(timeIntervalSince1970: 1_717_407_660), glasses: 3, litres: 0.75, goal: 2)
  }

  func getSnapshot(in context: Context, completion: @escaping (HydrationEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<HydrationEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
  }
}

struct HydrationWidgetView: View {
  var entry: HydrationEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Hydration")
        .font(.custom("DejaVuSerif-Bold", size: 22))
        .foregroundStyle(.blue)
      Spacer(minLength: 0)
      Text(entry.litres, format: .number.precision(.fractionLength(2)))
        .font(.system(size: 34, weight: .bold, design: .rounded))
        + Text(" ")
        + Text("of \(entry.goal, format: .number.precision(.fractionLength(1))) L")
        .font(.caption)
        .foregroundColor(.secondary)
      Text("\(entry.glasses) glasses of water")
        .font(.subheadline)
        .lineLimit(1)
        .minimumScaleFactor(0.7)
      ProgressView(value: entry.litres, total: entry.goal)
        .tint(.blue)
      Text("Updated \(entry.date, style: .time)")
        .font(.caption2)
        .foregroundStyle(.secondary)
    }
    .containerBackground(for: .widget) {
      Color(red: 0.93, green: 0.96, blue: 1.0)
    }
  }
}

struct HydrationWidget: Widget {
  let kind = "Hydration"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: HydrationProvider()) { entry in
      HydrationWidgetView(entry: entry)
    }
    .configurationDisplayName("Hydration")
    .description("The water you drank today.")
    .supportedFamilies([.systemSmall])
  }
}
