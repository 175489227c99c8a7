import Foundation
import SwiftUI
import VitrineStatistics

/// Medium: the three figures on the left, the death and recovery rates on the right.
struct MediumStatsView: View {
  let region: RegionTotals
  let strings: StatsStrings

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      RegionHeader(region: region, strings: strings)
      HStack(alignment: .top, spacing: 12) {
        VStack(alignment: .leading, spacing: 5) {
          FigureRow(
            label: strings.confirmed, value: region.totals.totalConfirmed,
            color: StatsPalette.confirmed, strings: strings, numberSize: 17)
          FigureRow(
            label: strings.deaths, value: region.totals.totalDeaths, color: StatsPalette.deaths,
            strings: strings)
          FigureRow(
            label: strings.recovered, value: region.totals.totalRecovered,
            color: StatsPalette.recovered, strings: strings)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        VStack(alignment: .leading, spacing: 6) {
          RateView(
            label: strings.deathRate, rate: region.totals.deathRate, color: StatsPalette.deaths,
            strings: strings)
          RateView(
            label: strings.recoveryRate, rate: region.totals.recoveryRate,
            color: StatsPalette.recovered, strings: strings)
        }
        .fixedSize()
      }
      Spacer(minLength: 0)
      DataDate(date: region.date, strings: strings)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
