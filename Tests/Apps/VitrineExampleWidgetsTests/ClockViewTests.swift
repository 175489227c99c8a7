import Foundation
import Testing
import VitrineUI

@testable import VitrineExampleWidgets

@MainActor
@Suite("The clock's face")
struct ClockViewTests {
  /// The labels of the small clock at 12:00 UTC on Monday 30 November 2026, in `locale`.
  private func labels(in locale: String) -> [String] {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: locale)
    environment.widgetFamily = .systemSmall
    let entry = ClockEntry(date: Date(timeIntervalSince1970: 1_796_040_000), timeZone: .gmt)
    let list = WidgetLayout.displayList(
      for: ClockView(entry: entry), in: CGSize(width: 158, height: 158),
      environment: environment, measurer: FixedAdvanceTextMeasurer())
    return list.accessibilityElements.map(\.label)
  }

  @Test("writes the date as the locale writes it, not in English everywhere")
  func dateInTheLocale() {
    #expect(labels(in: "en_US").contains("Mon, Nov 30"))
    #expect(labels(in: "ru_RU").contains("Пн, 30 нояб."))
  }
}
