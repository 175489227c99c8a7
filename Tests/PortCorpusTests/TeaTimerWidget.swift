import Foundation
import SwiftUI
import WidgetKit

// A tea timer written as for WidgetKit and SwiftUI on iOS 17: the steeping countdown ticks on
// its own with Text(timerInterval:) and a ProgressView(timerInterval:) empties beside it.

struct TeaTimerEntry: TimelineEntry {
  let date: Date
  let tea: String
  let steepStart: Date
  let steepEnd: Date
}

struct TeaTimerProvider: TimelineProvider {
  func placeholder(in context: Context) -> TeaTimerEntry {
    let start = Date(timeIntervalSince1970: 0)
    return TeaTimerEntry(
      date: start, tea: "Sencha", steepStart: start, steepEnd: start.addingTimeInterval(180))
  }

  func getSnapshot(in context: Context, completion: @escaping (TeaTimerEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<TeaTimerEntry>) -> Void) {
    let now = Date()
    let entry = TeaTimerEntry(
      date: now, tea: "Sencha", steepStart: now, steepEnd: now.addingTimeInterval(180))
    completion(Timeline(entries: [entry], policy: .after(entry.steepEnd)))
  }
}

struct TeaTimerWidgetView: View {
  var entry: TeaTimerEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Label(entry.tea, systemImage: "cup.and.saucer.fill")
        .font(.headline)
        .foregroundStyle(.green)
      Spacer(minLength: 0)
      Text(timerInterval: entry.steepStart...entry.steepEnd, countsDown: true)
        .font(.system(size: 40, weight: .bold, design: .rounded))
        .monospacedDigit()
      ProgressView(timerInterval: entry.steepStart...entry.steepEnd, countsDown: true) {
        Text("Steeping")
      }
      .tint(.green)
    }
    .containerBackground(for: .widget) {
      Color(red: 0.95, green: 0.98, blue: 0.93)
    }
  }
}

struct TeaTimerWidget: Widget {
  let kind = "TeaTimer"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: TeaTimerProvider()) { entry in
      TeaTimerWidgetView(entry: entry)
    }
    .configurationDisplayName("Tea Timer")
    .description("Counts down while your tea steeps.")
    .supportedFamilies([.systemSmall])
  }
}

#Preview("Tea timer", as: .systemSmall) {
  TeaTimerWidget()
} timeline: {
  TeaTimerEntry(
    date: Date(timeIntervalSince1970: 0), tea: "Sencha",
    steepStart: Date(timeIntervalSince1970: 0), steepEnd: Date(timeIntervalSince1970: 120))
  TeaTimerEntry(
    date: Date(timeIntervalSince1970: 60), tea: "Sencha",
    steepStart: Date(timeIntervalSince1970: 0), steepEnd: Date(timeIntervalSince1970: 120))
}
