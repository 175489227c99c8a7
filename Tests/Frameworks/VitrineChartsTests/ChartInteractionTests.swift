import Foundation
import Testing
import VitrineUI

@testable import VitrineCharts

/// `chartOverlay`, `chartBackground` and their `ChartProxy`; the selection modifiers
/// (Apple's Charts documentation: "ChartProxy", "chartXSelection(value:)",
/// "chartAngleSelection(value:)").
@MainActor
@Suite("Charts: overlays, proxies and selection")
struct ChartInteractionTests {
  let sales = [("Q1", 10), ("Q2", 30), ("Q3", 20)]

  func bars(selected: String? = nil) -> some View {
    Chart {
      ForEach(sales, id: \.0) { quarter, value in
        BarMark(x: .value("Quarter", quarter), y: .value("Sales", value))
      }
      if let selected {
        RuleMark(x: .value("Quarter", selected)).foregroundStyle(.red)
      }
    }
  }

  @Test("the proxy places categories at their bands' centres and reads them back")
  func proxy() {
    let marks = ChartMarks.of(
      ForEach(sales, id: \.0) { quarter, value in
        BarMark(x: .value("Quarter", quarter), y: .value("Sales", value))
      })
    let size = CGSize(width: 300, height: 100)
    let proxy = ChartProxy(
      plan: ChartPlan(marks: marks, settings: .init(), size: size), size: size)
    // Three bands of 100 points: Q2's centre is at 150. The y axis, 100 points, has 2
    // intervals; 30 / 2 = 15 rounds to the step 20, so the domain is 0…40, drawn upward:
    // 15 sits 100 − 100 × 15 / 40 = 62.5 from the top, and 25 from the top reads
    // 40 × (100 − 25) / 100 = 30.
    #expect(proxy.position(forX: "Q2") == 150)
    #expect(proxy.position(forY: 15) == 62.5)
    #expect(proxy.value(atX: 260, as: String.self) == "Q3")
    #expect(proxy.value(atY: 25, as: Int.self) == 30)
    #expect(proxy.plotSize == size)
  }

  @Test("an overlay and a background are drawn with the plot, over and under it")
  func overlayDraws() {
    let plain = chartList(bars()).shapes.count
    let overlaid = bars().chartOverlay { proxy in
      Rectangle().fill(.red).frame(width: 4, height: 4)
        .position(x: proxy.position(forX: "Q2") ?? 0, y: 2)
    }
    .chartBackground { _ in Color.yellow }
    #expect(chartList(overlaid).shapes.count == plain + 2)
  }

  @Test("selection bindings compile on the chart; marks drawn for the bound value are drawn")
  func selection() {
    let selected: String? = "Q2"
    let view = bars(selected: selected)
      .chartXSelection(value: .constant(selected))
      .chartYSelection(value: .constant(Int?.none))
      .chartAngleSelection(value: .constant(Double?.none))
      .chartXSelection(range: .constant(ClosedRange<Int>?.none))
    // The rule at the selected quarter is two shapes more than the bars alone: its line and
    // its accessibility element.
    #expect(chartList(view).shapes.count == chartList(bars()).shapes.count + 2)
  }
}
