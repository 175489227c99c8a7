import Foundation
import VitrineUI
import VitrineWidgetCore

/// The clock's face: the time in the configured zone, the zone's city and flag, the date, and
/// how much of the day has gone — on a background that follows the time of day.
///
/// Small: the time over a day-progress bar. Medium: the same beside the day's 24 hours.
/// Lock screen: the time and city (rectangular) or one line (inline).
public struct ClockView: View {
  /// The entry shown.
  public let entry: ClockEntry
  @Environment(\.widgetFamily) private var family

  /// Creates the view of `entry`.
  public init(entry: ClockEntry) {
    self.entry = entry
  }

  public var body: some View {
    switch family {
    case .accessoryInline:
      Text("\(place.flag) \(entry.time) \(place.city)")
        .monospacedDigit()
        .containerBackground(.clear, for: .widget)
    case .accessoryRectangular, .accessoryCircular:
      VStack(alignment: .leading, spacing: 0) {
        Text("\(place.flag) \(place.city)")
          .font(.system(size: 13, weight: .semibold))
          .lineLimit(1)
          .accessibilityIdentifier("clock.city")
        Text(entry.time)
          .font(.system(size: 30, weight: .bold))
          .monospacedDigit()
          .accessibilityIdentifier("clock.time")
        Text(entry.date, format: dateFormat)
          .font(.system(size: 12, weight: .medium))
          .lineLimit(1)
          .accessibilityIdentifier("clock.date")
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .containerBackground(.clear, for: .widget)
    case .systemMedium, .systemLarge, .systemExtraLarge:
      HStack(alignment: .top, spacing: 18) {
        summary
        hours
      }
      .foregroundStyle(Color.white)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .containerBackground(for: .widget) { background }
    default:
      summary
        .foregroundStyle(Color.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(for: .widget) { background }
    }
  }

  /// City, time, date and the day's progress, in a column.
  private var summary: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 5) {
        Text(place.flag)
          .font(.system(size: 14))
          .accessibilityHidden(true)
        Text(place.city)
          .font(.system(size: 14, weight: .semibold))
          .lineLimit(1)
          .accessibilityIdentifier("clock.city")
      }
      Spacer(minLength: 4)
      Text(entry.time)
        .font(.system(size: 38, weight: .bold))
        .monospacedDigit()
        .lineLimit(1)
        .accessibilityIdentifier("clock.time")
      Text(entry.date, format: dateFormat)
        .font(.system(size: 13, weight: .medium))
        .foregroundStyle(Color.white.opacity(0.8))
        .lineLimit(1)
        .accessibilityIdentifier("clock.date")
      Spacer(minLength: 8)
      ProgressView(value: dayFraction)
        .tint(Color(hex: 0xFFD166))
        .accessibilityLabel("Day")
        .accessibilityIdentifier("clock.day")
    }
    .frame(maxWidth: 126, maxHeight: .infinity, alignment: .leading)
  }

  /// The day's 24 hours in four rows of six: gone, now, to come.
  private var hours: some View {
    VStack(alignment: .leading, spacing: 7) {
      Text("TODAY")
        .font(.system(size: 11, weight: .semibold))
        .foregroundStyle(Color.white.opacity(0.7))
      ForEach(0..<4) { row in
        HStack(spacing: 4) {
          Text(String(format: "%02d", row * 6))
            .font(.system(size: 11, weight: .medium))
            .monospacedDigit()
            .foregroundStyle(Color.white.opacity(0.7))
            .frame(width: 18, alignment: .leading)
          ForEach(0..<6) { column in
            hourCell(row * 6 + column)
          }
        }
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("\(hour) of 24 hours gone")
  }

  private func hourCell(_ cell: Int) -> some View {
    let color: Color =
      cell < hour
      ? .white.opacity(0.85) : (cell == hour ? Color(hex: 0xFFD166) : .white.opacity(0.18))
    return Capsule().fill(color).frame(height: 16)
  }

  /// The time-of-day gradient.
  private var background: some View {
    LinearGradient(colors: palette, startPoint: .topLeading, endPoint: .bottomTrailing)
  }

  private var palette: [Color] {
    switch hour {
    case 6..<12: return [Color(hex: 0x56B4F0), Color(hex: 0x1F5FBF)]
    case 12..<18: return [Color(hex: 0x2BA3B8), Color(hex: 0x1B6E8F)]
    case 18..<21: return [Color(hex: 0xE9777B), Color(hex: 0x6A3093)]
    default: return [Color(hex: 0x2B1E5C), Color(hex: 0x0B1026)]
    }
  }

  // MARK: Time in the entry's zone

  private var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = entry.timeZone
    return calendar
  }

  private var hour: Int { calendar.component(.hour, from: entry.date) }

  /// How much of the day has gone, 0 to 1.
  private var dayFraction: Double {
    let start = calendar.startOfDay(for: entry.date)
    return min(max(entry.date.timeIntervalSince(start) / 86_400, 0), 1)
  }

  /// The weekday, day and month in the zone's calendar, written as the environment's locale
  /// writes them: "Mon, Nov 30" in English (US), "пн, 30 нояб." in Russian.
  private var dateFormat: Date.FormatStyle {
    Date.FormatStyle(calendar: calendar, timeZone: entry.timeZone)
      .weekday(.abbreviated).day().month(.abbreviated)
  }

  private var place: ClockPlace { ClockPlace(entry.timeZone) }
}

/// A time zone's city as people there write it, and its country's flag.
struct ClockPlace {
  let city: String
  let flag: String

  init(_ zone: TimeZone) {
    let known: [String: (String, String)] = [
      "Europe/Moscow": ("Москва", "🇷🇺"),
      "Asia/Yekaterinburg": ("Екатеринбург", "🇷🇺"),
      "Europe/London": ("London", "🇬🇧"),
      "Europe/Berlin": ("Berlin", "🇩🇪"),
      "America/New_York": ("New York", "🇺🇸"),
      "America/Los_Angeles": ("Los Angeles", "🇺🇸"),
      "Asia/Tokyo": ("Tokyo", "🇯🇵"),
      "Australia/Sydney": ("Sydney", "🇦🇺"),
      "Asia/Riyadh": ("الرياض", "🇸🇦"),
      "Africa/Cairo": ("القاهرة", "🇪🇬"),
      "Asia/Dubai": ("دبي", "🇦🇪"),
      "Asia/Jerusalem": ("ירושלים", "🇮🇱"),
      "UTC": ("UTC", "🌐"),
      "GMT": ("UTC", "🌐"),
    ]
    if let (city, flag) = known[zone.identifier] {
      self.city = city
      self.flag = flag
    } else {
      city =
        zone.identifier.split(separator: "/").last.map {
          $0.replacingOccurrences(of: "_", with: " ")
        } ?? zone.identifier
      flag = "🌐"
    }
  }
}
