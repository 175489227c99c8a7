import SwiftUI
import WidgetKit

// A widget with Xcode previews in the PreviewProvider style: each preview names its family
// with a WidgetPreviewContext and its title with previewDisplayName.

struct MoonEntry: TimelineEntry {
  let date: Date
  let phase: String
  let illumination: Int
}

struct MoonProvider: TimelineProvider {
  func placeholder(in context: Context) -> MoonEntry {
    MoonEntry(date: Date(), phase: "Full Moon", illumination: 100)
  }

  func getSnapshot(in context: Context, completion: @escaping (MoonEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<MoonEntry>) -> Void) {
    let entry = MoonEntry(date: Date(), phase: "Waxing Gibbous", illumination: 83)
    completion(Timeline(entries: [entry], policy: .atEnd))
  }
}

struct MoonPhaseView: View {
  var entry: MoonEntry
  @Environment(\.widgetFamily) var family

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: "moon.fill")
        .font(.largeTitle)
        .foregroundStyle(.yellow)
      VStack(alignment: .leading, spacing: 2) {
        Text(entry.phase)
          .font(.headline)
        Text("\(entry.illumination)% lit")
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
    }
  }
}

struct MoonPhaseWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "MoonPhase", provider: MoonProvider()) { entry in
      MoonPhaseView(entry: entry)
        .containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Moon Phase")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

struct MoonPhaseWidget_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      MoonPhaseView(entry: MoonEntry(date: .now, phase: "New Moon", illumination: 0))
        .containerBackground(.fill.tertiary, for: .widget)
        .previewContext(WidgetPreviewContext(family: .systemSmall))
        .previewDisplayName("New Moon")
      MoonPhaseView(entry: MoonEntry(date: .now, phase: "Full Moon", illumination: 100))
        .containerBackground(.fill.tertiary, for: .widget)
        .previewContext(WidgetPreviewContext(family: .systemMedium))
        .previewDisplayName("Full Moon")
    }
  }
}
