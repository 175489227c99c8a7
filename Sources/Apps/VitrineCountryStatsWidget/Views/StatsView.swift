import Foundation
import SwiftUI
import VitrineStatistics

/// The widget's view for every family.
public struct StatsView: View {
  let entry: StatsEntry

  @Environment(\.widgetFamily) private var family
  @Environment(\.locale) private var locale
  @Environment(\.colorScheme) private var colorScheme

  /// Creates the view of `entry`.
  public init(entry: StatsEntry) { self.entry = entry }

  public var body: some View {
    let strings = StatsStrings(locale: locale)
    Group {
      switch family {
      case .systemMedium:
        MediumStatsView(region: entry.region, strings: strings)
      case .systemLarge, .systemExtraLarge:
        LargeStatsView(region: entry.region, strings: strings)
      default:
        SmallStatsView(region: entry.region, strings: strings)
      }
    }
    .redacted(reason: entry.isPlaceholder ? .placeholder : [])
    .foregroundStyle(.primary)
    .containerBackground(for: .widget) {
      LinearGradient(
        colors: colorScheme == .dark
          ? [Color(red: 0.11, green: 0.12, blue: 0.16), Color(red: 0.05, green: 0.06, blue: 0.08)]
          : [Color(red: 0.99, green: 0.99, blue: 1.0), Color(red: 0.92, green: 0.93, blue: 0.96)],
        startPoint: .top, endPoint: .bottom)
    }
  }
}

/// The colors of the three figures.
enum StatsPalette {
  static let confirmed = Color.orange
  static let deaths = Color.red
  static let recovered = Color.green
  static let active = Color.blue
}

/// The region's title line: flag (or globe, or name) and name.
struct RegionHeader: View {
  let region: RegionTotals
  let strings: StatsStrings
  var size: CGFloat = 15

  var body: some View {
    let name = strings.name(of: region)
    let title = RegionTitle.title(code: region.code, name: name)
    HStack(spacing: 6) {
      Text(title).font(.system(size: size + 3))
      if title != name {
        Text(name).font(.system(size: size, weight: .semibold)).lineLimit(1)
      }
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(name)
    .accessibilityAddTraits(.isHeader)
  }
}

/// One figure: a colored mark, the number with the locale's grouping, and its label; read by
/// VoiceOver as the label and the number in words.
struct FigureRow: View {
  let label: String
  let value: Int
  let color: Color
  let strings: StatsStrings
  var numberSize: CGFloat = 15

  var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 6) {
      Circle().fill(color).frame(width: 7, height: 7)
      Text(strings.count(value))
        .font(.system(size: numberSize, weight: .semibold).monospacedDigit())
        .lineLimit(1)
      Text(label)
        .font(.system(size: 11))
        .foregroundStyle(.secondary)
        .lineLimit(1)
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("\(label): \(strings.words(value))")
  }
}

/// The date the figures were taken.
struct DataDate: View {
  let date: Date
  let strings: StatsStrings

  var body: some View {
    Text(strings.dataDate(date))
      .font(.system(size: 10))
      .foregroundStyle(.secondary)
      .lineLimit(1)
  }
}

/// A rate as a large percentage over its label, read in words.
struct RateView: View {
  let label: String
  let rate: Double?
  let color: Color
  let strings: StatsStrings

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text(strings.percent(rate))
        .font(.system(size: 20, weight: .bold).monospacedDigit())
        .foregroundStyle(color)
      Text(label)
        .font(.system(size: 11))
        .foregroundStyle(.secondary)
        .lineLimit(1)
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("\(label): \(strings.rateWords(rate))")
  }
}
