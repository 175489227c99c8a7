import Foundation
import Testing
import VitrineSnapshotTesting
import VitrineStatistics
import VitrineUI
import VitrineWidgetCore

@testable import VitrineCountryStatsWidget

/// The three families for Global, Russia and France in English and Russian, light and dark,
/// as pixels; and what VoiceOver reads. References live in `__Snapshots__` beside this file.
@MainActor
@Suite struct StatsSnapshotTests {
  static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
  static let date = Date(timeIntervalSince1970: 1_796_029_200)

  static func view(code: String, language: String) async throws -> some View {
    let region = try await EmbeddedStatistics().regionTotals(code: code)
    return StatsView(entry: StatsEntry(date: date, region: region))
      .environment(\.locale, Locale(identifier: language))
  }

  @Test(arguments: ["GLOBAL", "RU", "FR"], ["en_US", "ru_RU"])
  func images(code: String, language: String) async throws {
    let view = try await Self.view(code: code, language: language)
    for family in Self.families {
      for scheme in [ColorScheme.light, .dark] {
        assertSnapshot(
          of: view, as: .image(widget: family, colorScheme: scheme),
          named: "\(family)-\(code)-\(language)-\(scheme)", testName: "images")
      }
    }
  }

  @Test(arguments: ["en_US", "ru_RU"])
  func accessibility(language: String) async throws {
    for (family, code) in [
      (WidgetFamily.systemSmall, "GLOBAL"), (.systemMedium, "RU"), (.systemLarge, "FR"),
    ] {
      let view = try await Self.view(code: code, language: language)
      assertSnapshot(
        of: view,
        as: .accessibility(widget: family), named: "\(family)-\(code)-\(language)",
        testName: "accessibility")
    }
  }

  @Test func thePlaceholderIsRedacted() {
    assertSnapshot(
      of: StatsView(entry: .placeholder(at: Self.date)), as: .image(widget: .systemMedium),
      named: "placeholder")
  }
}
