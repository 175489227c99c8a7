import SwiftUI
import WidgetKit

// A departure board written as for WidgetKit and SwiftUI on iOS 17: a countdown that runs on
// its own (Text(timerInterval:countsDown:)), a gate in tracked capitals, the departure time
// from a date format style, a fare and a distance formatted as numbers, and a struck-through
// old time beside the new one, all as Text views and Text + Text.

struct FlightEntry: TimelineEntry {
  let date: Date
  let flight: String
  let destination: String
  let gate: String
  let scheduled: Date
  let departure: Date
  let fare: Decimal
  let distance: Double
}

struct FlightProvider: TimelineProvider {
  func placeholder(in context: Context) -> FlightEntry {
    // Now 2024-06-03 09:00 UTC; boarding delayed from 10:05 to 10:25.
    let now = Date(timeIntervalSince1970: 1_717_405_200)
    return FlightEntry(
      date: now, flight: "LX 1326", destination: "Zürich", gate: "b 32",
      scheduled: now.addingTimeInterval(65 * 60), departure: now.addingTimeInterval(85 * 60),
      fare: 249.5, distance: 1234.5)
  }

  func getSnapshot(in context: Context, completion: @escaping (FlightEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<FlightEntry>) -> Void) {
    let entry = placeholder(in: context)
    completion(Timeline(entries: [entry], policy: .after(entry.departure)))
  }
}

struct FlightBoardView: View {
  var entry: FlightEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack(alignment: .firstTextBaseline) {
        Text(entry.flight).font(.headline)
        Spacer()
        Text("Gate \(entry.gate)")
          .font(.caption.weight(.semibold))
          .tracking(1.5)
          .foregroundStyle(.orange)
          .textCase(.uppercase)
      }
      Text(entry.destination)
        .font(.title2.bold())
        .lineLimit(1)
      Text(timerInterval: entry.date...entry.departure, countsDown: true)
        .font(.system(size: 36, weight: .semibold))
        .monospacedDigit()
        .kerning(-0.5)
      Text(entry.scheduled, format: .dateTime.hour().minute())
        .strikethrough()
        .foregroundColor(.secondary)
        + Text("  ")
        + Text(entry.departure, format: .dateTime.hour().minute())
        .bold()
        .foregroundColor(.red)
        + Text("  delayed").italic().font(.caption)
      HStack {
        Text(entry.fare, format: .currency(code: "CHF"))
        Spacer()
        Text(entry.distance, format: .number.precision(.fractionLength(0))) + Text(" km")
      }
      .font(.footnote)
      .foregroundStyle(.secondary)
    }
    .containerBackground(for: .widget) {
      Color(red: 0.98, green: 0.97, blue: 0.94)
    }
  }
}

struct FlightBoardWidget: Widget {
  let kind = "FlightBoard"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: FlightProvider()) { entry in
      FlightBoardView(entry: entry)
    }
    .configurationDisplayName("Flight")
    .description("Your next departure, counting down.")
    .supportedFamilies([.systemMedium])
  }
}
