import Foundation
import VitrineUI
import VitrineWidgetCore

/// The built-in example: a clock whose timeline holds the next few quarter hours.
///
/// It is configured by ``ClockIntent`` (minutes between entries, and a time zone picked from
/// dynamic options), and reloads with `.atEnd`, so a day of it exercises entries, policies, the
/// minimum interval and, with a short interval, the refresh budget.
public struct ClockWidget: Widget {
  /// The widget's kind identifier.
  public static let kind = "clock"

  /// Creates the widget.
  public init() {}

  public var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: Self.kind, intent: ClockIntent.self, provider: ClockProvider()) {
      entry in
      ClockView(entry: entry)
    }
    .configurationDisplayName("Clock")
    .description("The time, every quarter of an hour.")
    .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular, .accessoryInline])
  }
}

/// One moment of the clock.
public struct ClockEntry: TimelineEntry, CustomStringConvertible {
  /// The moment from which the host shows this entry.
  public let date: Date
  /// The time zone the time is shown in.
  public let timeZone: TimeZone

  /// The time as `HH:mm` in the entry's time zone.
  public var time: String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
  }

  public var description: String { "\(time) \(timeZone.identifier)" }
}

/// The clock's configuration.
public struct ClockIntent: WidgetConfigurationIntent {
  /// The intent's name.
  public static let title: LocalizedStringResource = "Clock"
  /// What the intent configures.
  public static let description: IntentDescription? = "How often the clock moves and where."

  /// Minutes between entries; the clock reads anything below 1 as 1 and anything above
  /// ``maximumInterval`` as a day.
  @Parameter(title: "Minutes between entries", default: 15)
  public var interval: Int

  /// The time zone's identifier.
  @Parameter(title: "Time zone", default: "UTC", optionsProvider: TimeZoneOptions())
  public var timeZone: String

  /// The longest interval the clock uses: a day, in minutes.
  public static let maximumInterval = 24 * 60

  /// Creates the intent.
  public init() {}
}

/// The time zones offered for the clock, grouped by region.
public struct TimeZoneOptions: DynamicOptionsProvider {
  static let zones = [
    "Europe/Moscow", "Europe/London", "Europe/Berlin", "America/New_York", "America/Los_Angeles",
    "Asia/Tokyo", "Asia/Yekaterinburg", "Australia/Sydney",
  ]

  /// UTC first, then the zones grouped by region.
  public func results() async throws -> ItemCollection<String> {
    let grouped = Dictionary(grouping: Self.zones) { String($0.prefix { $0 != "/" }) }
    let sections = grouped.keys.sorted().map { region in
      ItemSection(
        region,
        items: grouped[region, default: []].map {
          IntentItem($0, title: $0.replacingOccurrences(of: "_", with: " "))
        })
    }
    return ItemCollection(
      sections: [ItemSection("Universal", items: [IntentItem("UTC", title: "UTC")])] + sections)
  }
}

/// Gives four entries, `interval` minutes apart, starting now; reloads at the last one.
public struct ClockProvider: AppIntentTimelineProvider {
  /// Creates the provider.
  public init() {}

  /// An entry to show at once, with no data; the host draws it redacted.
  public func placeholder(in context: Context) -> ClockEntry {
    ClockEntry(date: Date(timeIntervalSince1970: 0), timeZone: .gmt)
  }

  /// The entry for the widget gallery.
  public func snapshot(for configuration: ClockIntent, in context: Context) async -> ClockEntry {
    ClockEntry(date: context.now, timeZone: TimeZone(identifier: configuration.timeZone) ?? .gmt)
  }

  /// The entries to show and when to reload.
  public func timeline(
    for configuration: ClockIntent, in context: Context
  ) async -> Timeline<
    ClockEntry
  > {
    timeline(for: configuration, startingAt: context.now)
  }

  /// The timeline from `start`: `start` itself, then the next three multiples of the interval.
  public func timeline(
    for configuration: ClockIntent, startingAt start: Date
  ) -> Timeline<ClockEntry> {
    let zone = TimeZone(identifier: configuration.timeZone) ?? .gmt
    // Clamped before multiplying: an interval from outside can be any Int.
    let minutes = min(max(1, configuration.interval), ClockIntent.maximumInterval)
    let step = TimeInterval(minutes * 60)
    let firstBoundary = (start.timeIntervalSince1970 / step).rounded(.down) * step + step
    let dates =
      [start] + (0..<3).map { Date(timeIntervalSince1970: firstBoundary + Double($0) * step) }
    return Timeline(entries: dates.map { ClockEntry(date: $0, timeZone: zone) }, policy: .atEnd)
  }
}
