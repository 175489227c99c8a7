import Foundation
import VitrineUI

/// The legend: each series' mark in its colour (its symbol when points are told apart by
/// `symbol(by:)`, else a dot) and its name, in a row.
struct ChartLegendView: View {
  let plan: ChartPlan

  var body: some View {
    HStack(spacing: 10) {
      ForEach(plan.series.indices, id: \.self) { index in
        HStack(spacing: 4) {
          swatch(plan.series[index].name).fill(plan.series[index].style).frame(width: 7, height: 7)
          Text(verbatim: plan.series[index].name)
            .font(.caption2)
            .foregroundStyle(.secondary)
            .lineLimit(1)
        }
      }
    }
    .accessibilityElement(children: .combine)
  }

  /// The series' symbol, or a circle.
  func swatch(_ name: String) -> BasicChartSymbolShape {
    plan.symbolSeries.firstIndex(of: name).map(BasicChartSymbolShape.forSeries) ?? .circle
  }
}
