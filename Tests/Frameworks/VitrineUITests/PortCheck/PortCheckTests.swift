import Foundation
import Testing
import VitrineWidgetCore

@testable import VitrineUI

@MainActor
@Suite("Port check: an Up Next widget written as for iOS")
struct PortCheckTests {
  static let episodes = [
    Episode(
      id: "e1", show: "Severance", title: "Cold Harbor", progress: 0.25,
      poster: ImageTests.pngHeader(width: 200, height: 300)),
    Episode(
      id: "e2", show: "Andor", title: "Rix Road", progress: 0.5,
      poster: ImageTests.pngHeader(width: 300, height: 300)),
  ]

  /// The widget's view for `family` on the standard iPhone, through the configuration as the
  /// host would get it.
  private func render(_ family: WidgetFamily, episodes: [Episode] = episodes) throws -> DisplayList
  {
    let descriptor = UpNextWidget(episodes: episodes).descriptors[0]
    let entry = UpNextEntry(date: Date(timeIntervalSince1970: 0), episodes: episodes)
    let view = try #require(descriptor.content(entry) as? any View)
    return WidgetLayout.displayList(
      for: view, context: TimelineProviderContext(family: family), measurer: testMeasurer)
  }

  private func images(_ list: DisplayList) -> [(CGRect, ImageItem)] {
    list.flattenedItems.compactMap {
      if case .image(let image) = $0.content { return ($0.frame, image) }
      return nil
    }
  }

  private func progressFrames(_ list: DisplayList) -> [CGRect] {
    list.flattenedItems.compactMap {
      if case .progress = $0.content { return $0.frame }
      return nil
    }
  }

  @Test("the configuration's @ViewBuilder closure takes either branch")
  func configurationBranches() throws {
    let empty = try render(.systemSmall, episodes: [])
    #expect(empty.textItem("All caught up") != nil)
    #expect(empty.containerBackground.count == 1)
    let descriptor = UpNextWidget().descriptors[0]
    #expect(descriptor.kind == "UpNext")
    #expect(descriptor.supportedFamilies == [.systemSmall, .systemMedium])
  }

  @Test("small: poster, two buttons, titles and a progress bar inside the 16-point margins")
  func small() throws {
    let list = try render(.systemSmall)
    #expect(list.size == CGSize(width: 158, height: 158))
    // Content area: 16...142 on both axes, 126 square. The column fills its height because
    // of the spacer.
    // Poster: 44 × 66 at the top-left corner of the content area.
    let posters = images(list).filter { $0.1.format == .png }
    #expect(posters.map(\.0) == [rect(16, 16, 44, 66)])
    #expect(posters[0].1.contentMode == .fill)
    #expect(posters[0].1.clip?.outline == .roundedRectangle(cornerRadius: 6, style: .continuous))
    // Buttons: title3 (20-point) symbols, 20 × 0.7 × 1.5625 = 21.875 square, stacked 8 apart
    // at the trailing edge: x = 142 - 21.875 = 120.125, the second at 16 + 21.875 + 8 = 45.875.
    let buttons = list.interactiveRegions.map(\.frame)
    #expect(buttons.count == 2)
    #expect(isClose(buttons.first, rect(120.125, 16, 21.875, 21.875)))
    #expect(isClose(buttons.last, rect(120.125, 45.875, 21.875, 21.875)))
    #expect(list.interactiveRegions[0].action == .intent(MarkWatchedIntent(episodeID: "e1")))
    #expect(list.interactiveRegions[1].action == .intent(SkipEpisodeIntent(episodeID: "e1")))
    // Bottom up: progress bar 4 high at 138; caption line 14.4 above it after 6 of spacing;
    // headline 20.4 above that after 2.
    #expect(progressFrames(list) == [rect(16, 138, 126, 4)])
    #expect(isClose(list.frame(ofText: "Cold Harbor"), rect(16, 117.6, 66, 14.4)))
    #expect(isClose(list.frame(ofText: "Severance"), rect(16, 95.2, 76.5, 20.4)))
    #expect(
      list.textItem("Cold Harbor")?.paint
        == .color(ResolvedColor(red: 1, green: 1, blue: 1, opacity: 0.6)))
    #expect(list.widgetURL == URL(string: "upnext://episode/e1"))
    #expect(list.containerBackground.first?.frame == rect(0, 0, 158, 158))
    #expect(
      list.accessibilityElements.map(\.label) == [
        "Severance poster", "checkmark circle fill", "forward fill", "Severance", "Cold Harbor",
        "Progress",
      ])
  }

  @Test("medium: two episodes side by side and two text buttons")
  func medium() throws {
    let list = try render(.systemMedium)
    #expect(list.size == CGSize(width: 338, height: 158))
    // Content area 306 × 126 at (16, 16). The two columns share 306 - 12 = 294: 147 each.
    // Posters are 40 × 60 at their column's leading edge.
    let posters = images(list).filter { $0.1.format == .png }
    // The column (row of episodes 60 high, then 10, then the 22.4-high buttons) is 92.4
    // high and centered vertically: top at 16 + (126 - 92.4) / 2 = 32.8.
    #expect(posters.count == 2)
    #expect(isClose(posters[0].0, rect(16, 32.8, 40, 60)))
    // The second poster is square: filling 40 × 60 makes it 60 × 60, centered on the frame
    // at 16 + 147 + 12 = 175 and clipped to it.
    #expect(isClose(posters[1].0, rect(165, 32.8, 60, 60)))
    #expect(isClose(posters[1].1.clip?.frame, rect(175, 32.8, 40, 60)))
    // Each progress bar fills its text column: 147 - 40 - 8 = 99 wide.
    let bars = progressFrames(list)
    #expect(bars.count == 2)
    #expect(bars.map(\.width) == [99, 99])
    #expect(bars.map(\.minX) == [64, 223])
    // Buttons: "Watched" 7 × 6 = 42 + 20 padding = 62 wide, 14.4 + 8 = 22.4 high; "Skip"
    // 24 + 20 = 44 wide, 8 to its right.
    #expect(list.interactiveRegions.count == 2)
    #expect(isClose(list.interactiveRegions[0].frame, rect(16, 102.8, 62, 22.4)))
    #expect(isClose(list.interactiveRegions[1].frame, rect(86, 102.8, 44, 22.4)))
    #expect(list.interactiveRegions[1].action == .intent(SkipEpisodeIntent(episodeID: "e1")))
    #expect(list.textItem("Watched")?.font.weight == .bold)
    #expect(
      list.accessibilityElements.map(\.label) == [
        "Severance poster", "Severance", "Andor poster", "Andor", "Cold Harbor", "Rix Road",
        "Progress", "Progress", "Watched", "Skip",
      ])
  }

  @Test("the placeholder shows the same frames redacted")
  func placeholder() throws {
    let descriptor = UpNextWidget(episodes: Self.episodes).descriptors[0]
    let entry = UpNextEntry(date: Date(timeIntervalSince1970: 0), episodes: Self.episodes)
    let view = try #require(descriptor.content(entry) as? any View)
    let redacted = WidgetLayout.displayList(
      for: AnyView(view).redacted(reason: .placeholder),
      context: TimelineProviderContext(family: .systemSmall), measurer: testMeasurer)
    let plain = try render(.systemSmall)
    #expect(redacted.textItem("Severance") == nil)
    let bars = redacted.flattenedItems.compactMap { item -> CGRect? in
      if case .placeholder = item.content { return item.frame }
      return nil
    }
    #expect(bars.contains(try #require(plain.frame(ofText: "Severance"))))
    #expect(redacted.interactiveRegions.map(\.frame) == plain.interactiveRegions.map(\.frame))
  }
}
