import Foundation
import VitrineStatistics
import WidgetKit

/// What the widget shows at a moment: a region's figures, or the placeholder.
public struct StatsEntry: TimelineEntry, CustomStringConvertible {
  /// When the host shows the entry.
  public let date: Date
  /// The figures shown.
  public let region: RegionTotals
  /// Whether this is the placeholder (sample figures, drawn redacted).
  public let isPlaceholder: Bool

  /// Creates an entry.
  public init(date: Date, region: RegionTotals, isPlaceholder: Bool = false) {
    self.date = date
    self.region = region
    self.isPlaceholder = isPlaceholder
  }

  /// The placeholder at `date`: round sample figures, drawn redacted.
  public static func placeholder(at date: Date) -> StatsEntry {
    let sample = Totals(
      newConfirmed: 1_000, totalConfirmed: 1_000_000, newDeaths: 10, totalDeaths: 50_000,
      newRecovered: 500, totalRecovered: 400_000)
    return StatsEntry(
      date: date,
      region: RegionTotals(
        code: RegionTotals.globalCode, name: "Global", totals: sample, date: date),
      isPlaceholder: true)
  }

  public var description: String {
    if isPlaceholder { return "placeholder" }
    let totals = region.totals
    return "\(region.code) \(region.name): \(totals.totalConfirmed) confirmed, "
      + "\(totals.totalDeaths) deaths, \(totals.totalRecovered) recovered"
  }
}
