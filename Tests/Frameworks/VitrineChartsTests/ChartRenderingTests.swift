import Foundation
import Testing
import VitrineCharts
import VitrineSnapshotTesting
import VitrineUI
import VitrineWidgetCore

/// A week of steps, Monday 2 November 2026 onward.
struct StepDay: Identifiable {
  let day: Date
  let steps: Int
  var id: Date { day }

  static let week: [StepDay] = [4200, 8100, 6400, 10_200, 7600, 11_800, 9300].enumerated().map {
    StepDay(
      day: Date(timeIntervalSince1970: 1_793_577_600 + Double($0.offset) * 86_400),
      steps: $0.element)
  }
}

@MainActor
@Suite("Charts: marks drawn and read")
struct ChartRenderingTests {
  @Test("a week of steps as bars: one bar per day, read by VoiceOver with its values")
  func weekBars() {
    let chart = Chart(StepDay.week) { day in
      BarMark(x: .value("Day", day.day, unit: .day), y: .value("Steps", day.steps))
    }
    assertSnapshot(of: chart, as: .image(widget: .systemMedium), named: "week-bars")
    let list = WidgetLayout.displayList(
      for: chart, in: CGSize(width: 338, height: 158), measurer: FixedAdvanceTextMeasurer())
    let labels = list.accessibilityElements.map { "\($0.label)=\($0.value ?? "")" }
    #expect(labels.count == 7)
    #expect(labels.first == "Nov 2, 2026=4,200")
  }
}
