import Foundation
import SwiftUI
import WidgetKit

// A training log widget written as for WidgetKit and SwiftUI on iOS 17: a Grid of this week's
// figures against last week's, with a divider row spanning the columns.

struct TrainingFigure: Identifiable, Sendable {
  let id: String
  let symbol: String
  let thisWeek: String
  let lastWeek: String
}

struct TrainingEntry: TimelineEntry {
  let date: Date
  let figures: [TrainingFigure]
}

struct TrainingProvider: TimelineProvider {
  func placeholder(in context: Context) -> TrainingEntry {
    TrainingEntry(
      date: Date(timeIntervalSince1970: 0),
      figures: [
        TrainingFigure(id: "Runs", symbol: "figure.run", thisWeek: "4", lastWeek: "3"),
        TrainingFigure(id: "Distance", symbol: "map", thisWeek: "31.2 km", lastWeek: "24.8 km"),
        TrainingFigure(id: "Time", symbol: "stopwatch", thisWeek: "2:48", lastWeek: "2:15"),
        TrainingFigure(id: "Climb", symbol: "arrow.up.right", thisWeek: "412 m", lastWeek: "380 m"),
      ])
  }

  func getSnapshot(in context: Context, completion: @escaping (TrainingEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<TrainingEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
  }
}

struct TrainingWidgetView: View {
  var entry: TrainingEntry

  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
      GridRow {
        Text("Training")
          .font(.headline)
        Text("This week")
          .font(.caption.weight(.semibold))
          .foregroundStyle(.orange)
        Text("Last week")
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      Divider()
      ForEach(entry.figures) { figure in
        GridRow {
          Label(figure.id, systemImage: figure.symbol)
            .font(.subheadline)
          Text(figure.thisWeek)
            .font(.subheadline.weight(.semibold))
            .monospacedDigit()
          Text(figure.lastWeek)
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
      }
    }
    .containerBackground(.white, for: .widget)
  }
}

struct TrainingWidget: Widget {
  let kind = "Training"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: TrainingProvider()) { entry in
      TrainingWidgetView(entry: entry)
    }
    .configurationDisplayName("Training")
    .description("This week's runs against last week's.")
    .supportedFamilies([.systemMedium])
  }
}

#Preview(as: .systemMedium) {
  TrainingWidget()
} timelineProvider: {
  TrainingProvider()
}
