import Foundation
import Testing
import VitrineUI
import VitrineWidgetCore

@testable import VitrineExampleWidgets

@MainActor
@Suite("The clock's face")
struct ClockViewTests {
  /// The clock at 12:00 UTC on Monday 30 November 2026, in `locale`, laid out.
  private func displayList(
    in locale: String, family: WidgetFamily = .systemSmall,
    size: CGSize = CGSize(width: 158, height: 158)
  ) -> DisplayList {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: locale)
    environment.widgetFamily = family
    let entry = ClockEntry(date: Date(timeIntervalSince1970: 1_796_040_000), timeZone: .gmt)
    return WidgetLayout.displayList(
      for: ClockView(entry: entry), in: size,
      environment: environment, measurer: FixedAdvanceTextMeasurer())
  }

  /// The labels of the small clock, in `locale`.
  private func labels(in locale: String) -> [String] {
    displayList(in: locale).accessibilityElements.map(\.label)
  }

  /// The text the medium clock draws, in `locale`.
  private func mediumTexts(in locale: String) -> [String] {
    func texts(_ items: [DisplayItem]) -> [String] {
      items.flatMap { item -> [String] in
        switch item.content {
        case .text(let text): [text.string]
        case .group(let group): texts(group.children)
        default: []
        }
      }
    }
    let list = displayList(
      in: locale, family: .systemMedium, size: CGSize(width: 338, height: 158))
    return texts(list.items)
  }

  @Test("writes the date as the locale writes it, not in English everywhere")
  func dateInTheLocale() {
    #expect(labels(in: "en_US").contains("Mon, Nov 30"))
    #expect(labels(in: "ru_RU").contains("Пн, 30 нояб."))
  }

  @Test("heads the day's hours in the locale's language, from the widget's strings file")
  func headingInTheLocale() {
    #expect(mediumTexts(in: "en_US").contains("TODAY"))
    #expect(mediumTexts(in: "ru_RU").contains("СЕГОДНЯ"))
  }

  @Test("tells a screen reader about the day in the locale's language")
  func accessibilityInTheLocale() {
    #expect(labels(in: "en_US").contains("Day"))
    #expect(labels(in: "ru_RU").contains("День"))
    // The medium clock's hours at 12:00: the key "%lld of 24 hours gone", translated with
    // its number.
    func mediumLabels(in locale: String) -> [String] {
      displayList(in: locale, family: .systemMedium, size: CGSize(width: 338, height: 158))
        .accessibilityElements.map(\.label)
    }
    #expect(mediumLabels(in: "en_US").contains("12 of 24 hours gone"))
    #expect(mediumLabels(in: "ru_RU").contains("Прошло 12 ч из 24"))
  }
}
