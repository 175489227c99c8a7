import Foundation
import SwiftUI
import Testing
import VitrineSnapshotTesting
import WidgetKit

// An activity-rings widget as iOS developers write it: three trimmed circles stroked with
// round caps, rotated so each ring starts at 12 o'clock.

struct RingsEntry: TimelineEntry {
  let date: Date
  let move: Double
  let exercise: Double
  let stand: Double
}

struct RingsProvider: TimelineProvider {
  func placeholder(in context: Context) -> RingsEntry {
    RingsEntry(date: Date(), move: 0.5, exercise: 0.5, stand: 0.5)
  }

  func getSnapshot(in context: Context, completion: @escaping (RingsEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<RingsEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
  }
}

struct Ring: View {
  let progress: Double
  let color: Color
  let lineWidth: CGFloat

  var body: some View {
    ZStack {
      Circle()
        .stroke(color.opacity(0.25), lineWidth: lineWidth)
      Circle()
        .trim(from: 0, to: progress)
        .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        .rotationEffect(.degrees(-90))
    }
  }
}

struct ActivityRingsView: View {
  var entry: RingsEntry

  var body: some View {
    ZStack {
      Ring(
        progress: entry.move, color: Color(hue: 0.97, saturation: 0.9, brightness: 1), lineWidth: 14
      )
      Ring(
        progress: entry.exercise, color: Color(hue: 0.3, saturation: 0.85, brightness: 0.95),
        lineWidth: 14
      )
      .padding(16)
      Ring(
        progress: entry.stand, color: Color(hue: 0.52, saturation: 0.8, brightness: 1),
        lineWidth: 14
      )
      .padding(32)
    }
    .padding(4)
    .containerBackground(for: .widget) { Color.black }
  }
}

struct ActivityRingsWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "ActivityRings", provider: RingsProvider()) { entry in
      ActivityRingsView(entry: entry)
    }
    .configurationDisplayName("Activity")
    .supportedFamilies([.systemSmall])
  }
}

@MainActor @Suite("Port corpus: activity rings")
struct ActivityRingsWidgetTests {
  @Test("three rings trimmed to 80%, 45% and 100%, each starting at 12 o'clock")
  func rings() {
    let entry = RingsEntry(
      date: Date(timeIntervalSince1970: 0), move: 0.8, exercise: 0.45, stand: 1)
    assertSnapshot(of: ActivityRingsView(entry: entry), as: .image(widget: .systemSmall))
  }
}

#Preview(as: .systemSmall) {
  ActivityRingsWidget()
} timeline: {
  RingsEntry(date: Date(timeIntervalSince1970: 0), move: 0.25, exercise: 0.1, stand: 0.5)
  RingsEntry(date: Date(timeIntervalSince1970: 3_600), move: 0.8, exercise: 0.45, stand: 1)
}
