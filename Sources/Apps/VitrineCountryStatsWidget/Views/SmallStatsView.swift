import Foundation
import SwiftUI
import VitrineStatistics

/// Small: the title, confirmed cases large, deaths and recoveries, and the date.
struct SmallStatsView: View {
  let region: RegionTotals
  let strings: StatsStrings

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      RegionHeader(region: region, strings: strings, size: 13)
      Spacer(minLength: 0)
      VStack(alignment: .leading, spacing: 0) {
        Text(strings.count(region.totals.totalConfirmed))
          .font(.system(size: 22, weight: .bold).monospacedDigit())
          .foregroundStyle(StatsPalette.confirmed)
          .lineLimit(1)
        Text(strings.confirmed)
          .font(.system(size: 11))
          .foregroundStyle(.secondary)
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel("\(strings.confirmed): \(strings.words(region.totals.totalConfirmed))")
      HStack(alignment: .top, spacing: 8) {
        CompactFigure(
          label: strings.deaths, value: region.totals.totalDeaths, color: StatsPalette.deaths,
          strings: strings)
        CompactFigure(
          label: strings.recovered, value: region.totals.totalRecovered,
          color: StatsPalette.recovered, strings: strings)
      }
      Spacer(minLength: 0)
      DataDate(date: region.date, strings: strings)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
  }
}

/// A figure in its color over its label, for the small family's second row.
struct CompactFigure: View {
  let label: String
  let value: Int
  let color: Color
  let strings: StatsStrings

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(strings.count(value))
        .font(.system(size: 11, weight: .semibold).monospacedDigit())
        .foregroundStyle(color)
        .lineLimit(1)
        .fixedSize()
      Text(label)
        .font(.system(size: 10))
        .foregroundStyle(.secondary)
        .lineLimit(1)
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("\(label): \(strings.words(value))")
  }
}
