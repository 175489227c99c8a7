import Foundation
import Testing
import VitrineSnapshotTesting
import VitrineUI
import VitrineWidgetCore

/// The chart corpus rendered in light and dark, English and Russian, and read by VoiceOver.
@MainActor
@Suite("Port corpus: Swift Charts widgets")
struct ChartCorpusSnapshotTests {
  let entry = ChartCorpusEntry.sample
  let russian = Locale(identifier: "ru_RU")

  /// `view` as an English widget in light mode and a Russian one in dark mode.
  func assertBoth<V: View>(
    _ view: V, _ name: String, family: WidgetFamily = .systemMedium,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
  ) {
    assertSnapshot(
      of: view, as: .image(widget: family), named: "\(name)-en-light", file: file,
      testName: testName, line: line)
    assertSnapshot(
      of: view.environment(\.locale, russian), as: .image(widget: family, colorScheme: .dark),
      named: "\(name)-ru-dark", file: file, testName: testName, line: line)
  }

  @Test("a week of steps as bars with a dashed goal, small and medium")
  func stepsWeek() {
    assertBoth(StepsWeekBars(entry: entry), "steps-week-small", family: .systemSmall)
    assertBoth(StepsWeekBars(entry: entry), "steps-week-medium")
  }

  @Test("energy by source as stacked areas with a legend")
  func energy() { assertBoth(EnergyStackedArea(), "energy-area") }

  @Test("heart rate: a line with points and the average as an annotated rule")
  func heartRate() { assertBoth(HeartRateLine(), "heart-rate") }

  @Test("spending as a donut with gaps between the sectors")
  func donut() { assertBoth(SpendingDonut(), "spending-donut", family: .systemSmall) }

  @Test("a horizontal bar race with values after the bars")
  func race() { assertBoth(LanguageRace(), "language-race") }

  @Test("a month of steps on a date axis marked every week")
  func month() { assertBoth(MonthOfSteps(entry: entry), "month-steps") }

  @Test("grouped bars in the app's own colours, the legend on top")
  func grouped() { assertBoth(GroupedSales(), "grouped-sales") }

  @Test("floating temperature ranges on a fixed domain with labels of its own")
  func temperatures() { assertBoth(TemperatureRanges(), "temperature-ranges") }

  @Test("two stepped series told apart by symbol and dash")
  func series() { assertBoth(StepSeries(), "step-series") }

  @Test("the battery chart of Apple's \"Customizing axes in Swift Charts\", default and customized")
  func battery() {
    assertBoth(BatteryDefaultAxes(), "battery-default", family: .systemLarge)
    assertBoth(BatteryCustomAxes(), "battery-custom", family: .systemLarge)
  }

  @Test("the corpus widget in every family it supports, light and dark, English and Russian")
  func families() throws {
    let widget = ChartCorpusWidget()
    let content = try #require(widget.descriptors[0].content(entry) as? any View)
    let view = AnyView(content)
    for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
      assertBoth(view, "widget-\(family)", family: family)
      // The other two pairings, so each family is seen in all four.
      assertSnapshot(
        of: view, as: .image(widget: family, colorScheme: .dark),
        named: "widget-\(family)-en-dark")
      assertSnapshot(
        of: view.environment(\.locale, russian), as: .image(widget: family),
        named: "widget-\(family)-ru-light")
    }
    assertSnapshot(
      of: view, as: .image(widget: .accessoryRectangular, renderingMode: .vibrant, scale: 3),
      named: "widget-lock-rectangular")
    assertSnapshot(
      of: view, as: .image(widget: .accessoryCircular, renderingMode: .vibrant, scale: 3),
      named: "widget-lock-circular")
    assertSnapshot(
      of: view.environment(\.locale, russian),
      as: .image(widget: .accessoryRectangular, renderingMode: .vibrant, scale: 3),
      named: "widget-lock-rectangular-ru")
    assertSnapshot(
      of: view.environment(\.locale, russian),
      as: .image(widget: .accessoryCircular, renderingMode: .vibrant, scale: 3),
      named: "widget-lock-circular-ru")
  }

  @Test("VoiceOver reads each bar of the week: the day, then the steps")
  func accessibility() {
    assertSnapshot(
      of: StepsWeekBars(entry: entry), as: .accessibility(widget: .systemMedium),
      named: "steps-week")
  }
}
