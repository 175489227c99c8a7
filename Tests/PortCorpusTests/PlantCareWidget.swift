import SwiftUI
import WidgetKit

// A plant-watering reminder whose artwork and brand colour come from the app's asset catalog
// through the symbols Xcode generates: Image(.leaf), Color(.brand) and .foregroundStyle(.brand).

struct PlantEntry: TimelineEntry {
  let date: Date
  let plant: String
  let daysUntilWatering: Int
}

struct PlantProvider: TimelineProvider {
  func placeholder(in context: Context) -> PlantEntry {
    PlantEntry(date: Date(), plant: "Boston Fern", daysUntilWatering: 2)
  }

  func getSnapshot(in context: Context, completion: @escaping (PlantEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<PlantEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
  }
}

struct PlantCareView: View {
  var entry: PlantEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack {
        Image(.leaf)
        Spacer()
        Text("in \(entry.daysUntilWatering) d")
          .font(.caption.bold())
          .padding(.horizontal, 8)
          .padding(.vertical, 3)
          .background(Color(.brand).opacity(0.15), in: Capsule())
          .foregroundStyle(.brand)
      }
      Spacer()
      Text(entry.plant)
        .font(.headline)
      Text("Needs water soon")
        .font(.caption)
        .foregroundStyle(.secondary)
    }
  }
}

struct PlantCareWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "PlantCare", provider: PlantProvider()) { entry in
      PlantCareView(entry: entry)
        .containerBackground(.background, for: .widget)
    }
    .configurationDisplayName("Plant Care")
    .supportedFamilies([.systemSmall])
  }
}
