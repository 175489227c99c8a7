import Foundation
import SwiftUI
import WidgetKit

// A lock-screen air quality widget written as for WidgetKit and SwiftUI on iOS 17: an open
// ring gauge on the circular family, a capacity bar on the rectangular one.

struct AirQualityEntry: TimelineEntry {
  let date: Date
  let index: Double
  let city: String
}

struct AirQualityProvider: TimelineProvider {
  func placeholder(in context: Context) -> AirQualityEntry {
    AirQualityEntry(date: Date(timeIntervalSince1970: 0), index: 42, city: "Lisbon")
  }

  func getSnapshot(in context: Context, completion: @escaping (AirQualityEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(
    in context: Context, completion: @escaping (Timeline<AirQualityEntry>) -> Void
  ) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
  }
}

struct AirQualityWidgetView: View {
  @Environment(\.widgetFamily) var family
  var entry: AirQualityEntry

  var body: some View {
    switch family {
    case .accessoryCircular:
      ZStack {
        AccessoryWidgetBackground()
        Gauge(value: entry.index, in: 0...150) {
          Text("AQI")
        } currentValueLabel: {
          Text("\(Int(entry.index))")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("150")
        }
        .gaugeStyle(.accessoryCircular)
      }
    default:
      VStack(alignment: .leading, spacing: 2) {
        Text(entry.city)
          .font(.headline)
          .textCase(.uppercase)
        Gauge(value: entry.index, in: 0...150) {
          Text("Air quality")
        } currentValueLabel: {
          Text("\(Int(entry.index))")
        }
        .gaugeStyle(.accessoryLinearCapacity)
      }
    }
  }
}

struct AirQualityWidget: Widget {
  let kind = "AirQuality"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: AirQualityProvider()) { entry in
      AirQualityWidgetView(entry: entry)
        .containerBackground(.clear, for: .widget)
    }
    .configurationDisplayName("Air Quality")
    .description("The air quality index where you are.")
    .supportedFamilies([.accessoryCircular, .accessoryRectangular])
  }
}

#Preview("Air quality", as: .accessoryRectangular) {
  AirQualityWidget()
} timeline: {
  AirQualityEntry(date: Date(timeIntervalSince1970: 0), index: 42, city: "Lisbon")
  AirQualityEntry(date: Date(timeIntervalSince1970: 3_600), index: 157, city: "Delhi")
}
