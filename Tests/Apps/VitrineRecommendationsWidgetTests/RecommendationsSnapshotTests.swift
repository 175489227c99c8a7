import Foundation
import Testing
import VitrineCatalog
import VitrineRecommendationsWidget
import VitrineSnapshotTesting
import VitrineUI
import VitrineWidgetCore

/// The widget's three families as pixels on three screens, in both languages and both color
/// schemes, and as accessibility trees; references live in `__Snapshots__` beside this file.
@MainActor
@Suite struct RecommendationsSnapshotTests {
  static let devices = ["iphone-393x852", "iphone-430x932", "iphone-375x667"].compactMap(
    WidgetDevice.named)
  static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

  /// The embedded selection's first six posters, the carousel at the second one.
  static func view(
    status: RecommendationsEntry.Status = .current, language: String,
    posters: [Title] = Array(EmbeddedCatalog.recommendations.prefix(6))
  ) -> some View {
    RecommendationsView(
      entry: RecommendationsEntry(
        date: Date(timeIntervalSince1970: 1_796_029_200), posters: posters,
        position: CarouselPosition(index: 1, direction: .forward), status: status)
    )
    .environment(\.locale, Locale(identifier: language))
  }

  @Test(arguments: ["en_US", "ru_RU"], [ColorScheme.light, .dark])
  func images(language: String, colorScheme: ColorScheme) {
    for family in Self.families {
      for device in Self.devices {
        assertSnapshot(
          of: Self.view(language: language),
          as: .image(widget: family, device: device, colorScheme: colorScheme),
          named: "\(family)-\(device.id)-\(language)-\(colorScheme)", testName: "images")
      }
    }
  }

  @Test(arguments: ["en_US", "ru_RU"])
  func accessibility(language: String) {
    for family in Self.families {
      assertSnapshot(
        of: Self.view(language: language), as: .accessibility(widget: family),
        named: "\(family)-\(language)", testName: "accessibility")
    }
  }

  @Test func outdatedAndFailedStates() {
    assertSnapshot(
      of: Self.view(status: .outdated, language: "en_US"), as: .image(widget: .systemMedium),
      named: "outdated")
    assertSnapshot(
      of: Self.view(status: .failed, language: "ru_RU", posters: []),
      as: .image(widget: .systemSmall), named: "failed-ru")
  }

  @Test func placeholderIsRedacted() {
    assertSnapshot(
      of: Self.view(status: .placeholder, language: "en_US"),
      as: .image(widget: .systemSmall, redacted: .placeholder), named: "placeholder")
  }
}
