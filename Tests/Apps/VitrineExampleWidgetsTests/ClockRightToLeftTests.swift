import Foundation
import Testing
import VitrineSnapshotTesting
import VitrineUI
import VitrineWidgetCore

@testable import VitrineExampleWidgets

/// The clock in Arabic and Hebrew: its own strings (ar.lproj, he.lproj), the layout mirrored as
/// iOS mirrors a widget whose language reads right to left (Human Interface Guidelines,
/// "Right to left": the reading order, alignment and leading edge move to the right).
@MainActor
@Suite("The clock in Arabic and Hebrew")
struct ClockRightToLeftTests {
  /// 12:00 UTC on Monday 30 November 2026: 15:00 in Riyadh.
  private let moment = Date(timeIntervalSince1970: 1_796_040_000)

  /// The clock of `zone` laid out in `locale` with fixed-advance text.
  private func displayList(
    in locale: String, zone: String, family: WidgetFamily = .systemMedium,
    size: CGSize = CGSize(width: 338, height: 158)
  ) -> DisplayList {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: locale)
    environment.widgetFamily = family
    let entry = ClockEntry(date: moment, timeZone: TimeZone(identifier: zone) ?? .gmt)
    return WidgetLayout.displayList(
      for: ClockView(entry: entry), in: size, environment: environment,
      measurer: FixedAdvanceTextMeasurer())
  }

  /// The frame of the element identified `identifier`.
  private func frame(_ identifier: String, in list: DisplayList) -> CGRect? {
    list.accessibilityElements.first { $0.identifier == identifier }?.frame
  }

  @Test("speaks and heads the hours in Arabic and Hebrew, from the widget's strings files")
  func strings() {
    let arabic = displayList(in: "ar", zone: "Asia/Riyadh").accessibilityElements.map(\.label)
    #expect(arabic.contains("مضت 15 من 24 ساعة"))
    #expect(arabic.contains("الرياض"))
    let hebrew = displayList(in: "he_IL", zone: "Asia/Jerusalem").accessibilityElements.map(
      \.label)
    #expect(hebrew.contains("ירושלים"))
    #expect(hebrew.contains { $0.hasPrefix("עברו ") })
  }

  @Test("mirrors the medium clock: the time column on the right, the hours on the left")
  func mirrored() {
    let english = displayList(in: "en_US", zone: "Asia/Riyadh")
    let arabic = displayList(in: "ar", zone: "Asia/Riyadh")
    guard let time = frame("clock.time", in: english),
      let arabicTime = frame("clock.time", in: arabic)
    else {
      Issue.record("the clock has no time element")
      return
    }
    // The widget is 338 wide: what lies x points from the left in English lies x points from
    // the right in Arabic, so the frame's left edge is 338 − maxX.
    #expect(abs(arabicTime.minX - (338 - time.maxX)) < 0.001)
    #expect(arabicTime.minY == time.minY)
    let hours = english.accessibilityElements.first { $0.label.contains("24") }?.frame
    let arabicHours = arabic.accessibilityElements.first { $0.label.contains("24") }?.frame
    #expect(hours.map { abs((arabicHours?.minX ?? -1) - (338 - $0.maxX)) < 0.001 } == true)
  }

  @Test("reads the Arabic clock from the right: the city before the hours beside it")
  func readingOrder() {
    let labels = displayList(in: "ar", zone: "Asia/Riyadh").accessibilityElements.map(\.label)
    let city = labels.firstIndex(of: "الرياض")
    let hours = labels.firstIndex { $0.contains("24") }
    #expect(city != nil && hours != nil && city! < hours!)
  }

  @Test("the medium clock in Arabic, as drawn")
  func arabicImage() {
    let entry = ClockEntry(date: moment, timeZone: TimeZone(identifier: "Asia/Riyadh") ?? .gmt)
    assertSnapshot(
      of: ClockView(entry: entry),
      as: .image(widget: .systemMedium, locale: Locale(identifier: "ar")), named: "ar")
  }
}
