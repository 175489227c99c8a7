import AppIntents
import SwiftUI
import WidgetKit

// A Lock Screen commute widget in the three accessory families: the person picks a station
// (an app entity listed in full by an `EnumerableEntityQuery`), and the widget shows the next
// departures. The circular face sits on `AccessoryWidgetBackground` and carries a
// `widgetLabel`; the rectangular one marks its line name `widgetAccentable()`; the inline one
// is a `Label`, as inline widgets show a single line of text and an optional image.

struct StationEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
  static let defaultQuery = StationQuery()

  let id: String
  let name: String
  let line: String
  let minutes: [Int]

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)", subtitle: "\(line)")
  }

  static let all: [StationEntity] = [
    StationEntity(id: "central", name: "Central", line: "Harbour Line", minutes: [4, 11, 19]),
    StationEntity(id: "market", name: "Market St", line: "Hill Line", minutes: [2, 9, 16]),
  ]
}

struct StationQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [StationEntity] {
    StationEntity.all
  }

  func defaultResult() async -> StationEntity? {
    StationEntity.all.first
  }
}

struct SelectStationIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Select Station"
  static let description = IntentDescription("Shows the next trains from a station.")

  @Parameter(title: "Station")
  var station: StationEntity
}

struct TrainEntry: TimelineEntry {
  let date: Date
  let station: StationEntity
}

struct TrainProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> TrainEntry {
    TrainEntry(date: Date(), station: StationEntity.all[0])
  }

  func snapshot(for configuration: SelectStationIntent, in context: Context) async -> TrainEntry {
    TrainEntry(date: Date(), station: configuration.station)
  }

  func timeline(
    for configuration: SelectStationIntent, in context: Context
  ) async -> Timeline<TrainEntry> {
    Timeline(
      entries: [TrainEntry(date: Date(), station: configuration.station)],
      policy: .after(Date().addingTimeInterval(60)))
  }
}

struct NextTrainView: View {
  @Environment(\.widgetFamily) var family
  var entry: TrainEntry

  var next: Int { entry.station.minutes.first ?? 0 }

  var body: some View {
    switch family {
    case .accessoryCircular:
      ZStack {
        AccessoryWidgetBackground()
        VStack(spacing: 0) {
          Image(systemName: "tram.fill")
            .font(.system(size: 15))
            .widgetAccentable()
          Text("\(next)")
            .font(.system(size: 22, weight: .bold))
          Text("min").font(.caption2)
        }
      }
      .widgetLabel(entry.station.name)
    case .accessoryRectangular:
      VStack(alignment: .leading, spacing: 1) {
        Label(entry.station.line, systemImage: "tram.fill")
          .font(.headline)
          .widgetAccentable()
        Text("\(entry.station.name) in \(next) min")
          .font(.body)
        Text("then \(entry.station.minutes.dropFirst().map(String.init).joined(separator: ", "))")
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    default:
      Label("\(entry.station.name) · \(next) min", systemImage: "tram.fill")
    }
  }
}

struct NextTrainWidget: Widget {
  var body: some WidgetConfiguration {
    AppIntentConfiguration(
      kind: "NextTrain", intent: SelectStationIntent.self, provider: TrainProvider()
    ) { entry in
      NextTrainView(entry: entry)
        .containerBackground(for: .widget) { Color.clear }
    }
    .configurationDisplayName("Next Train")
    .description("The next departures from your station.")
    .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
  }
}
