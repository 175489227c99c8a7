import Foundation
import SwiftUI
import WidgetKit

// A forecast widget written as for WidgetKit and SwiftUI on iOS 17: ViewThatFits shows the
// row of hours when the widget is wide enough and the next hour alone when it is not.

struct ForecastHour: Identifiable, Sendable {
  let id: Int
  let symbol: String
  let temperature: Int
}

struct ForecastEntry: TimelineEntry {
  let date: Date
  let place: String
  let hours: [ForecastHour]
}

struct ForecastProvider: TimelineProvider {
  static let hours = [
    ForecastHour(id: 9, symbol: "sun.max.fill", temperature: 18),
    ForecastHour(id: 10, symbol: "cloud.sun.fill", temperature: 19),
    ForecastHour(id: 11, symbol: "cloud.fill", temperature: 19),
    ForecastHour(id: 12, symbol: "cloud.rain.fill", temperature: 17),
    ForecastHour(id: 13, symbol: "cloud.bolt.rain.fill", temperature: 16),
  ]

  func placeholder(in context: Context) -> ForecastEntry {
    ForecastEntry(date: Date(timeIntervalSince1970: 0), place: "Porto", hours: Self.hours)
  }

  func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
  }
}

struct HourColumn: View {
  let hour: ForecastHour

  var body: some View {
    VStack(spacing: 6) {
      Text("\(hour.id):00")
        .font(.caption2)
        .foregroundStyle(.secondary)
      Image(systemName: hour.symbol)
        .symbolRenderingMode(.multicolor)
        .font(.title3)
      Text("\(hour.temperature)°")
        .font(.callout.weight(.semibold))
    }
  }
}

struct ForecastWidgetView: View {
  var entry: ForecastEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Label(entry.place, systemImage: "location.fill")
        .font(.subheadline.weight(.semibold))
        .labelStyle(.titleAndIcon)
      ViewThatFits(in: .horizontal) {
        HStack(spacing: 18) {
          ForEach(entry.hours) { hour in
            HourColumn(hour: hour)
          }
        }
        HStack(spacing: 12) {
          ForEach(entry.hours.prefix(3)) { hour in
            HourColumn(hour: hour)
          }
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    .containerBackground(for: .widget) {
      LinearGradient(
        colors: [
          Color(red: 0.55, green: 0.75, blue: 0.98), Color(red: 0.85, green: 0.92, blue: 1),
        ],
        startPoint: .top, endPoint: .bottom)
    }
  }
}

struct ForecastWidget: Widget {
  let kind = "Forecast"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: ForecastProvider()) { entry in
      ForecastWidgetView(entry: entry)
    }
    .configurationDisplayName("Forecast")
    .description("The next hours at a glance.")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

#Preview(as: .systemSmall) {
  ForecastWidget()
} timelineProvider: {
  ForecastProvider()
}
