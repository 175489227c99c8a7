import Foundation
import Testing
import VitrineRendering
import VitrineSnapshotTesting
import VitrineUI
import VitrineWidgetCore

/// The text-heavy corpus widgets: localized strings from the widget's own String Catalog in
/// English and Russian, a font shipped as a resource, Text + Text, timers and formatted numbers.
@MainActor
@Suite("Port corpus: localized and formatted text")
struct TextCorpusSnapshotTests {
  func view<W: Widget, Entry: TimelineEntry>(of widget: W, entry: Entry) throws -> AnyView {
    let content = try #require(widget.descriptors[0].content(entry) as? any View)
    return AnyView(content)
  }

  @Test("the font the widget ships is registered and found by its PostScript name")
  func appFont() throws {
    let fonts = try FontSystem.shared()
    #expect(fonts.hasAppFont(named: "DejaVuSerif-Bold"))
    #expect(fonts.hasAppFont(named: "DejaVu Serif"))
    #expect(!fonts.hasAppFont(named: "Comic Sans MS"))
  }

  @Test("Hydration: the plural and title from the catalog, in English and Russian")
  func hydration() throws {
    let entry = HydrationProvider().placeholder(in: TimelineProviderContext(family: .systemSmall))
    let view = try view(of: HydrationWidget(), entry: entry)
    let russian = view.environment(\.locale, Locale(identifier: "ru_RU"))
    // 3 glasses: English "other", Russian "few" (3 ends in 2–4): "3 стакана воды".
    assertSnapshot(of: view, as: .image(widget: .systemSmall), named: "en")
    assertSnapshot(of: russian, as: .image(widget: .systemSmall), named: "ru")
    assertSnapshot(of: russian, as: .layout(widget: .systemSmall), named: "ru-layout")
  }

  @Test("Hydration: Russian plural forms for 1, 3 and 5 glasses")
  func hydrationPlurals() throws {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "ru_RU")
    func line(_ glasses: Int) throws -> String {
      let entry = HydrationEntry(date: .distantPast, glasses: glasses, litres: 1, goal: 2)
      let list = WidgetLayout.displayList(
        for: try view(of: HydrationWidget(), entry: entry), in: CGSize(width: 170, height: 170),
        environment: environment, measurer: FixedAdvanceTextMeasurer())
      return list.dump().split(separator: "\n").first { $0.contains("воды") }.map(String.init)
        ?? ""
    }
    #expect(try line(1).contains("\"1 стакан воды\""))
    #expect(try line(3).contains("\"3 стакана воды\""))
    #expect(try line(5).contains("\"5 стаканов воды\""))
  }

  @Test("Flight board: the countdown 20 minutes in, struck and bold runs, formatted numbers")
  func flightBoard() throws {
    let entry = FlightProvider().placeholder(in: TimelineProviderContext(family: .systemMedium))
    // 20 minutes after the entry: 85 − 20 = 65 minutes left, "1:05:00".
    let view = try view(of: FlightBoardWidget(), entry: entry)
      .environment(\.now, entry.date.addingTimeInterval(20 * 60))
    assertSnapshot(of: view, as: .image(widget: .systemMedium), named: "medium")
    assertSnapshot(of: view, as: .layout(widget: .systemMedium), named: "medium-layout")
  }
}
