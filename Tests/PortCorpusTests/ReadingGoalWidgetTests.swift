import ActivityKit
import Foundation
import SwiftUI
import Testing
import VitrineSnapshotTesting
import VitrineUI
import VitrineWidgetCore
import WidgetKit

/// The reading-goal widget and its Live Activity compiled as written for iOS: the gallery
/// texts given as `Text` and `LocalizedStringKey`, the unset optional book resolved by the
/// host to the query's default (none), the goal in `@AppStorage` read from the App Group, and
/// the activity's `previewContext` previews.
@MainActor
@Suite("Port corpus: a reading goal with Apple's newer SwiftUI API", .serialized)
struct ReadingGoalWidgetTests {
  /// The words `view` shows at `family`'s size, in reading order.
  private func words(_ view: some View, family: WidgetFamily = .systemSmall) -> String {
    let shown = WidgetDevice.standard.displaySize(for: family)
    let size = CGSize(width: shown?.width ?? 158, height: shown?.height ?? 158)
    let list = WidgetLayout.displayList(
      for: view, in: size, environment: EnvironmentValues(), measurer: FixedAdvanceTextMeasurer())
    return list.accessibilityElements.map { (element: AccessibilityElement) in element.label }
      .joined(separator: " | ")
  }

  @Test("the gallery name and description come from a Text and a LocalizedStringKey")
  func galleryTexts() throws {
    let descriptor = try #require(ReadingGoalWidget().descriptors.first)
    #expect(descriptor.displayName == "Reading Goal")
    #expect(descriptor.widgetDescription == "Pages read today toward your daily goal.")
  }

  @Test("a book nobody picked is nil (the query has no default), not the first on the shelf")
  func unsetBook() async throws {
    #expect(await SelectBookIntent.resolved(values: [:]).book == nil)
    #expect(await SelectBookIntent.resolved(values: ["book": "emma"]).book?.id == "emma")
    let home = try CorpusHome(ReadingGoalWidget().descriptors)
    let unset = try await home.view(kind: "ReadingGoal", family: .systemSmall)
    #expect(words(unset).contains("Choose a book"))
    assertSnapshot(of: unset, as: .image(widget: .systemSmall), named: "unset")
    let picked = try await home.view(
      kind: "ReadingGoal", family: .systemSmall, configuration: ["book": "emma"])
    #expect(words(picked).contains("Emma"))
  }

  @Test("the book's representation takes a LocalizedStringResource title")
  func representation() {
    let representation = BookEntity.shelf[0].displayRepresentation
    #expect(representation.title == "Dune")
    #expect(representation.subtitle == "Frank Herbert")
  }

  @Test("the goal comes from @AppStorage in the App Group the session installed")
  func goalFromAppStorage() throws {
    let home = try CorpusHome(ReadingGoalWidget().descriptors)
    let view = ReadingGoalView(entry: ReadingProvider.sample)
    #expect(words(view).contains("of 30 pages"))
    let suite = UserDefaults(suiteName: "group.example.reading")
    AppStorage(wrappedValue: 30, "dailyGoal", store: suite).wrappedValue = 15
    #expect(words(view).contains("of 15 pages"))
    _ = home
  }

  @Test("small and medium: title and author stacked beside the icon, the pages and the badge")
  func renders() throws {
    _ = try CorpusHome(ReadingGoalWidget().descriptors)
    let view = ReadingGoalView(entry: ReadingProvider.sample)
      .containerBackground(for: .widget) {
        ContainerRelativeShape().fill(Color.orange.opacity(0.12))
      }
    assertSnapshot(of: view, as: .image(widget: .systemSmall), named: "small")
    assertSnapshot(of: view, as: .image(widget: .systemMedium), named: "medium")
    assertSnapshot(of: view, as: .layout(widget: .systemSmall), named: "small-layout")
  }

  @Test("previewContext draws each presentation the activity's configuration declares")
  func activityPreviews() {
    _ = ReadingSessionActivity().activityDescriptors
    let items = ReadingSessionActivity_Previews.previewItems
    #expect(items.map(\.name) == ["Lock Screen", "Compact", "Expanded", "Minimal"])
    #expect(words(items[0].view, family: .systemMedium).contains("Dune"))
    #expect(!words(items[0].view, family: .systemMedium).contains("No ActivityConfiguration"))
    let sizes: [CGSize] = [
      CGSize(width: 360, height: 90), CGSize(width: 240, height: 50),
      CGSize(width: 380, height: 130), CGSize(width: 60, height: 50),
    ]
    for (item, size) in zip(items, sizes) {
      assertSnapshot(
        of: item.view, as: .image(layout: .fixed(width: size.width, height: size.height)),
        named: item.name)
    }
  }
}
