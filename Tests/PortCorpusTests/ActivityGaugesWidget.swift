import Foundation
import SwiftUI
import WidgetKit

// A fitness widget written as for WidgetKit and SwiftUI on iOS 17: three capacity rings in the
// small family, linear capacity gauges with labels in the medium one.

struct ActivityEntry: TimelineEntry {
  let date: Date
  let move: Double
  let exercise: Double
  let stand: Double
}

struct ActivityProvider: TimelineProvider {
  func placeholder(in context: Context) -> ActivityEntry {
    ActivityEntry(date: Date(timeIntervalSince1970: 0), move: 420, exercise: 18, stand: 9)
  }

  func getSnapshot(in context: Context, completion: @escaping (ActivityEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<ActivityEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
  }
}

struct ActivityWidgetView: View {
  @Environment(\.widgetFamily) var family
  var entry: ActivityEntry

  var body: some View {
    switch family {
    case .systemSmall:
      VStack(spacing: 10) {
        HStack(spacing: 10) {
          ring(entry.move, of: 600, color: .red, label: "Move")
          ring(entry.exercise, of: 30, color: .green, label: "Exercise")
        }
        HStack(spacing: 10) {
          ring(entry.stand, of: 12, color: .cyan, label: "Stand")
          Label("Today", systemImage: "figure.walk")
            .labelStyle(.iconOnly)
            .font(.title)
            .foregroundStyle(.orange)
            .frame(maxWidth: .infinity)
        }
      }
    default:
      VStack(alignment: .leading, spacing: 10) {
        bar(entry.move, of: 600, color: .red, label: "Move", unit: "kcal")
        bar(entry.exercise, of: 30, color: .green, label: "Exercise", unit: "min")
        bar(entry.stand, of: 12, color: .cyan, label: "Stand", unit: "h")
      }
    }
  }

  func ring(_ value: Double, of goal: Double, color: Color, label: String) -> some View {
    Gauge(value: value, in: 0...goal) {
      Text(label)
    } currentValueLabel: {
      Text("\(Int(value / goal * 100))%")
        .font(.caption.weight(.bold))
    }
    .gaugeStyle(.accessoryCircularCapacity)
    .foregroundStyle(color)
    .frame(maxWidth: .infinity)
  }

  func bar(
    _ value: Double, of goal: Double, color: Color, label: String, unit: String
  ) -> some View {
    Gauge(value: value, in: 0...goal) {
      Label(label, systemImage: "circle.fill")
        .foregroundStyle(color)
        .font(.caption.weight(.semibold))
    } currentValueLabel: {
      Text("\(Int(value))/\(Int(goal)) \(unit)")
        .font(.caption)
    }
    .gaugeStyle(.linearCapacity)
    .tint(color)
  }
}

struct ActivityWidget: Widget {
  let kind = "Activity"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: ActivityProvider()) { entry in
      ActivityWidgetView(entry: entry)
        .containerBackground(.black, for: .widget)
    }
    .configurationDisplayName("Activity")
    .description("Your rings for today.")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

#Preview(as: .systemMedium) {
  ActivityWidget()
} timeline: {
  ActivityEntry(date: Date(timeIntervalSince1970: 0), move: 420, exercise: 18, stand: 9)
  ActivityEntry(date: Date(timeIntervalSince1970: 3_600), move: 610, exercise: 34, stand: 11)
}
