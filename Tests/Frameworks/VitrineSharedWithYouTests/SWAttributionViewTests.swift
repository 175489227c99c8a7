import Foundation
import Testing
import VitrineSharedWithYouSystem
import VitrineUIKit

@testable import VitrineSharedWithYou

@MainActor
@Suite struct SWAttributionViewTests {
  @Test func theHighlightMenuHasReplyAndHide() async throws {
    let world = try KitFixture()
    try world.system.send(from: "Anna Petrova", text: "https://vitrine.example/title/stalker")
    try world.system.send(
      from: "Борис Смирнов", group: "Кино", text: "https://vitrine.example/title/stalker")
    let center = SWHighlightCenter(connection: world.connection())
    let delegate = RecordingDelegate()
    center.delegate = delegate
    let view = SWAttributionView(connection: world.connection())
    view.highlight = center.highlights.first
    #expect(view.highlightMenu.titles == ["Reply", "Remove"])
    #expect(view.highlightMenu.children[1].isDestructive)
    view.menuTitleForHideAction = "Remove from Shelf"
    #expect(view.highlightMenu.titles == ["Reply", "Remove from Shelf"])
    let russian = SWAttributionView(connection: world.connection("ru_RU"))
    #expect(russian.highlightMenu.titles == ["Ответить", "Удалить"])

    // Reply opens the conversation that shared it most recently (the group, id 2).
    view.highlightMenu.action(titled: "Reply")?.perform()
    #expect(world.openedURLs.all == [URL(string: "messages://conversation/2")!])

    // Hide removes it from the center, and the delegate hears it.
    let callsBefore = delegate.calls.count
    view.highlightMenu.action(titled: "Remove from Shelf")?.perform()
    await center.settle()
    #expect(center.highlights.isEmpty)
    #expect(delegate.calls.count == callsBefore + 1)
    // The view now draws nothing for it.
    #expect(try world.system.report(appID: StreamingApp.appID).highlights.isEmpty)
  }

  @Test func theSupplementalMenuIsTheAppsOwn() throws {
    let world = try KitFixture()
    let view = SWAttributionView(connection: world.connection())
    final class Box: @unchecked Sendable { var saved = 0 }
    let box = Box()
    view.supplementalMenu = UIMenu(
      title: "",
      children: [
        UIAction(title: "Save to My List", image: UIImage(systemName: "plus")) { _ in
          box.saved += 1
        },
        UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
      ])
    #expect(view.supplementalMenu?.actions.map(\.title) == ["Save to My List", "Share"])
    view.supplementalMenu?.actions.first?.perform()
    #expect(box.saved == 1)
  }

  /// Showing a highlight in `.detail` ranks it among the suggestions; `.summary` does not.
  @Test func aDetailViewMakesTheHighlightASuggestion() async throws {
    let world = try KitFixture()
    try world.system.send(from: "Anna Petrova", text: "https://vitrine.example/title/stalker")
    try world.system.send(from: "Kate Wilson", text: "https://vitrine.example/title/dune")
    let center = SWHighlightCenter(connection: world.connection())
    #expect(center.highlights.map(\.url.lastPathComponent) == ["dune", "stalker"])
    let summary = SWAttributionView(connection: world.connection())
    summary.highlight = center.highlights[1]
    await center.settle()
    #expect(center.highlights.map(\.url.lastPathComponent) == ["dune", "stalker"])
    let detail = SWAttributionView(connection: world.connection())
    detail.displayContext = .detail
    detail.highlight = center.highlights[1]
    await center.settle()
    #expect(center.highlights.map(\.url.lastPathComponent) == ["stalker", "dune"])
  }
}
