import Foundation
import Testing
import VitrineSnapshotTesting
import VitrineUI

/// A reading-progress widget written with text styles, as Apple's templates write widgets, so
/// that its text follows Dynamic Type; it holds its text to `...accessibility1`, as widgets
/// commonly clamp.
struct ReadingWidget: View {
  @ScaledMetric(relativeTo: .headline) private var badge = 20.0

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      HStack(spacing: 6) {
        Image(systemName: "book.fill").font(.headline).foregroundStyle(Color.orange)
        Text("Reading").font(.headline)
      }
      Text("The Left Hand of Darkness").font(.subheadline).lineLimit(2)
      Spacer(minLength: 0)
      HStack(alignment: .firstTextBaseline, spacing: 4) {
        Text("42%").font(.title2.bold())
        Circle().fill(Color.orange).frame(width: badge / 2, height: badge / 2)
      }
      ProgressView(value: 0.42).tint(Color.orange)
      Text("Chapter 7 of 20").font(.caption).foregroundStyle(.secondary)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    .dynamicTypeSize(...DynamicTypeSize.accessibility1)
    .containerBackground(for: .widget) { Color(hex: 0xFFF6E5) }
  }
}

/// Snapshots taken with the reader's settings: Dynamic Type sizes (text styles per the Human
/// Interface Guidelines' Dynamic Type tables), right to left, and the accessibility picture.
@MainActor
@Suite("Reader settings snapshots")
struct ReaderSettingsSnapshotTests {
  @Test("the reading widget at Large (iOS's default) and at xxxLarge")
  func dynamicTypeImages() {
    // HIG: headline 17 → 23 pt, subheadline 15 → 21, title2 22 → 28, caption 12 → 18.
    assertSnapshot(of: ReadingWidget(), as: .image(widget: .systemSmall), named: "large")
    assertSnapshot(
      of: ReadingWidget(), as: .image(widget: .systemSmall, dynamicTypeSize: .xxxLarge),
      named: "xxxLarge")
  }

  @Test("the widget's clamp holds AX5 text at AX1's sizes")
  func clamped() {
    // The widget clamps its text to `...accessibility1`: at AX5 its text styles are drawn at
    // AX1's sizes (HIG: headline 28, subheadline 25, title2 34, caption 22), not AX5's
    // (53, 49, 56, 43). Its own `@ScaledMetric` is read above the clamp, as in SwiftUI.
    func fontSizes(at size: DynamicTypeSize) -> [CGFloat] {
      var environment = EnvironmentValues()
      environment.dynamicTypeSize = size
      let list = WidgetLayout.displayList(
        for: ReadingWidget(), in: CGSize(width: 158, height: 158), environment: environment,
        measurer: FixedAdvanceTextMeasurer())
      func sizes(_ items: [DisplayItem]) -> [CGFloat] {
        items.flatMap { item -> [CGFloat] in
          switch item.content {
          case .text(let text): [text.font.size]
          case .group(let group): sizes(group.children)
          default: []
          }
        }
      }
      return sizes(list.items)
    }
    #expect(fontSizes(at: .accessibility5) == [28, 25, 34, 22])
    #expect(fontSizes(at: .accessibility1) == [28, 25, 34, 22])
    #expect(fontSizes(at: .large) == [17, 15, 22, 12])
  }

  @Test("the sample widget right to left: mirrored layout, text unchanged")
  func rightToLeftImage() {
    assertSnapshot(
      of: SampleWidget(), as: .image(widget: .systemSmall, layoutDirection: .rightToLeft),
      named: "rtl")
  }

  @Test("the accessibility picture: each element's frame over the widget, and the legend")
  func accessibilityImage() {
    assertSnapshot(of: SampleWidget(), as: .accessibilityImage(widget: .systemSmall))
    assertSnapshot(
      of: ReadingWidget(), as: .accessibilityImage(widget: .systemMedium), named: "reading")
  }
}
