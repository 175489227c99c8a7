import Foundation
import SwiftUI
import VitrineStatistics

/// Large: the figures with the day's changes, the rates, and a bar of how the confirmed cases
/// divide into active, recovered and dead.
struct LargeStatsView: View {
  let region: RegionTotals
  let strings: StatsStrings

  var body: some View {
    let totals = region.totals
    VStack(alignment: .leading, spacing: 10) {
      RegionHeader(region: region, strings: strings, size: 17)
      VStack(alignment: .leading, spacing: 8) {
        ChangeRow(
          label: strings.confirmed, value: totals.totalConfirmed, change: totals.newConfirmed,
          color: StatsPalette.confirmed, strings: strings)
        ChangeRow(
          label: strings.deaths, value: totals.totalDeaths, change: totals.newDeaths,
          color: StatsPalette.deaths, strings: strings)
        ChangeRow(
          label: strings.recovered, value: totals.totalRecovered, change: totals.newRecovered,
          color: StatsPalette.recovered, strings: strings)
      }
      HStack(alignment: .top, spacing: 24) {
        RateView(
          label: strings.deathRate, rate: totals.deathRate, color: StatsPalette.deaths,
          strings: strings)
        RateView(
          label: strings.recoveryRate, rate: totals.recoveryRate, color: StatsPalette.recovered,
          strings: strings)
      }
      Spacer(minLength: 0)
      ShareBar(totals: totals, strings: strings)
      DataDate(date: region.date, strings: strings)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A figure with the change since the day before.
struct ChangeRow: View {
  let label: String
  let value: Int
  let change: Int
  let color: Color
  let strings: StatsStrings

  var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 8) {
      Circle().fill(color).frame(width: 9, height: 9)
      VStack(alignment: .leading, spacing: 0) {
        Text(strings.count(value))
          .font(.system(size: 22, weight: .bold).monospacedDigit())
          .lineLimit(1)
        Text(label).font(.system(size: 12)).foregroundStyle(.secondary)
      }
      Spacer(minLength: 4)
      Text(strings.change(change))
        .font(.system(size: 13, weight: .medium).monospacedDigit())
        .foregroundStyle(color)
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(
      "\(label): \(strings.words(value)), \(strings.sinceDayBefore) \(strings.words(change))")
  }
}
