import Foundation
import SwiftUI
import VitrineStatistics

/// A bar drawn with shapes: the confirmed cases split into active, recovered and dead, each
/// part as wide as its share, with a legend.
struct ShareBar: View {
  let totals: Totals
  let strings: StatsStrings

  /// The parts in drawing order, with their shares of the confirmed cases (summing to 1).
  var parts: [(label: String, value: Int, color: Color)] {
    let active = max(0, totals.totalConfirmed - totals.totalDeaths - totals.totalRecovered)
    return [
      (strings.active, active, StatsPalette.active),
      (strings.recovered, totals.totalRecovered, StatsPalette.recovered),
      (strings.deaths, totals.totalDeaths, StatsPalette.deaths),
    ]
  }

  var body: some View {
    let parts = parts
    let total = max(1, parts.map(\.value).reduce(0, +))
    VStack(alignment: .leading, spacing: 6) {
      GeometryReader { proxy in
        HStack(spacing: 0) {
          ForEach(0..<parts.count, id: \.self) { index in
            Rectangle()
              .fill(parts[index].color)
              .frame(width: proxy.size.width * CGFloat(parts[index].value) / CGFloat(total))
          }
        }
      }
      .frame(height: 12)
      .clipShape(Capsule())
      .accessibilityHidden(true)
      HStack(spacing: 12) {
        ForEach(0..<parts.count, id: \.self) { index in
          HStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 2).fill(parts[index].color).frame(width: 8, height: 8)
            Text(
              "\(parts[index].label) \(strings.percent(Double(parts[index].value) / Double(total)))"
            )
            .font(.system(size: 10))
            .foregroundStyle(.secondary)
            .lineLimit(1)
          }
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(
            "\(parts[index].label): \(strings.rateWords(Double(parts[index].value) / Double(total)))"
          )
        }
      }
    }
  }
}
