import Foundation
import Testing
import VitrineSharedWithYouSystem

/// Pinning makes a message count whoever sent it, but it does not undo hiding: a hidden URL
/// stays hidden in its conversations, pinned or not, before or after the hide, across restarts.
@Suite(.timeLimit(.minutes(3))) struct PinnedHidingTests {
  let url = URL(string: "https://vitrine.example/title/stalker")!

  @Test func aPinnedContactsShareIsHiddenForGood() throws {
    let world = try Fixture()
    try world.send("Anna", url.absoluteString, pinned: true)
    try world.send("Kate", "https://vitrine.example/title/dune")
    #expect(try world.order() == ["/title/stalker", "/title/dune"])
    #expect(try world.system.hide(url: url, appID: Fixture.app))
    #expect(try world.order() == ["/title/dune"])
    #expect(try world.reason(for: url.absoluteString) == .hidden)
    // Pinned again, in the same conversation: still hidden, after a restart too.
    try world.send("Anna", "again \(url.absoluteString)", pinned: true)
    #expect(try world.order() == ["/title/dune"])
    #expect(try world.order(try world.reopened()) == ["/title/dune"])
  }

  /// A stranger's link surfaces only because it is pinned; hiding it still wins.
  @Test func aPinnedStrangersShareIsHidden() throws {
    let world = try Fixture()
    try world.send("+15550001111", url.absoluteString, pinned: true)
    #expect(try world.order() == ["/title/stalker"])
    #expect(try world.system.hide(url: url, appID: Fixture.app))
    #expect(try world.report().highlights.isEmpty)
    #expect(try world.reason(for: url.absoluteString) == .hidden)
  }

  /// Pinning a message after its URL was hidden does not bring the URL back.
  @Test func pinningAfterHidingDoesNotUndoIt() throws {
    let world = try Fixture()
    let message = try world.send("Boris", url.absoluteString, group: "Кино")
    #expect(try world.system.hide(url: url, appID: Fixture.app))
    try world.system.setPinned(true, messageID: message.id)
    #expect(try world.report().highlights.isEmpty)
    #expect(try world.reason(for: url.absoluteString) == .hidden)
    // Elsewhere it was never hidden: a pinned share in another conversation surfaces.
    try world.send("Kate", url.absoluteString, pinned: true)
    let back = try #require(try world.report().highlights.first { $0.url == url })
    #expect(back.senderNames == ["Kate"])
    #expect(back.pinned)
  }
}
