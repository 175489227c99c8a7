import Foundation
import Testing
import VitrineSnapshotTesting
import VitrineUI
import VitrineWidgetCore

/// The Lock Screen and tinted-Home-Screen corpus widgets, drawn in the modes iOS draws them in.
@MainActor
@Suite("Port corpus: rendering modes")
struct RenderingModeCorpusTests {
  func view<W: Widget, Entry: TimelineEntry>(of widget: W, entry: Entry) throws -> AnyView {
    let content = try #require(widget.descriptors[0].content(entry) as? any View)
    return AnyView(content)
  }

  @Test("Next Train: the three accessory families, vibrant over the Lock Screen wallpaper")
  func nextTrainVibrant() throws {
    let entry = TrainEntry(date: Date(timeIntervalSince1970: 0), station: StationEntity.all[0])
    let view = try view(of: NextTrainWidget(), entry: entry)
    for (family, name) in [
      (WidgetFamily.accessoryCircular, "circular"), (.accessoryRectangular, "rectangular"),
      (.accessoryInline, "inline"),
    ] {
      assertSnapshot(
        of: view, as: .image(widget: family, renderingMode: .vibrant, scale: 3), named: name)
    }
    assertSnapshot(of: view, as: .layout(widget: .accessoryCircular), named: "circular-layout")
  }

  @Test("Next Train: the station query lists every station and finds them by identifier")
  func stationQuery() async throws {
    let query = StationQuery()
    #expect(try await query.suggestedEntities().map(\.id) == ["central", "market"])
    // Asked for in this order, unknown identifiers left out.
    #expect(
      try await query.entities(for: ["market", "nowhere", "central"]).map(\.id) == [
        "market", "central",
      ])
    #expect(await query.defaultResult()?.id == "central")
  }

  @Test("Postcard: full colour on the Home Screen, small and medium")
  func postcardFullColor() throws {
    let entry = PostcardProvider().placeholder(in: TimelineProviderContext(family: .systemSmall))
    let view = try view(of: PostcardWidget(), entry: entry)
    assertSnapshot(of: view, as: .image(widget: .systemSmall), named: "small")
    assertSnapshot(of: view, as: .image(widget: .systemMedium), named: "medium")
    assertSnapshot(of: view, as: .layout(widget: .systemSmall), named: "small-layout")
  }

  @Test("Postcard: accented on the tinted Home Screen")
  func postcardAccented() throws {
    let entry = PostcardProvider().placeholder(in: TimelineProviderContext(family: .systemSmall))
    let view = try view(of: PostcardWidget(), entry: entry)
    assertSnapshot(
      of: view, as: .image(widget: .systemSmall, renderingMode: .accented), named: "accented")
  }
}
