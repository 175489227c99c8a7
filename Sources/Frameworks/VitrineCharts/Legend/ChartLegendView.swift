import Foundation
import VitrineUI

/// The legend: a dot in each series' colour and its name, in a row.
struct ChartLegendView: View {
  let plan: ChartPlan

  var body: some View {
    HStack(spacing: 10) {
      ForEach(plan.series.indices, id: \.self) { index in
        HStack(spacing: 4) {
          Circle().fill(plan.series[index].style).frame(width: 7, height: 7)
          Text(verbatim: plan.series[index].name)
            .font(.caption2)
            .foregroundStyle(.secondary)
            .lineLimit(1)
        }
      }
    }
    .accessibilityElement(children: .combine)
  }
}
