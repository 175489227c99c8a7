import SwiftUI
import Testing
import WidgetCore
import WidgetKit

/// An app module named like one of Vitrine's old implementation modules (`WidgetCore`) builds and
/// is imported beside `WidgetKit` and `SwiftUI`, and both kinds of names resolve, qualified too.
@Suite struct AppModuleNamesTests {
  struct ShelfEntry: TimelineEntry {
    let date: Date
    let shelf: WidgetCore.PosterShelf
  }

  @Test func appModuleCalledWidgetCoreBuildsBesideVitrine() {
    let entry = ShelfEntry(date: .distantPast, shelf: PosterShelf(titles: ["Stalker", "Solaris"]))
    let text: SwiftUI.Text = Text(entry.shelf.titles.joined(separator: ", "))
    let family: WidgetKit.WidgetFamily = .systemSmall
    #expect(entry.shelf.titles.count == 2)
    #expect(family == .systemSmall)
    _ = text
  }
}
