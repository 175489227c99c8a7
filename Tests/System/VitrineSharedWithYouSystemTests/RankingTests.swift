import Foundation
import Testing
import VitrineSharedWithYouSystem

/// Merging, the order, hiding, Reply, and what persists.
@Suite(.timeLimit(.minutes(3))) struct RankingTests {
  @Test func aURLSurfacesOncePerConversationFromItsNewestMessage() throws {
    let world = try Fixture()
    try world.send("Anna", "https://vitrine.example/title/stalker")
    let newest = try world.send("Anna", "again https://vitrine.example/title/stalker")
    let report = try world.report()
    #expect(report.highlights.count == 1)
    #expect(report.highlights[0].attributions.map(\.message.id) == [newest.id])
    #expect(report.filtered.map(\.reason) == [.duplicateInConversation])
  }

  @Test func aURLSharedInSeveralConversationsIsOneHighlightForEverySender() throws {
    let world = try Fixture()
    try world.send("Anna", "https://vitrine.example/title/stalker")
    try world.send("Boris", "https://vitrine.example/title/stalker", group: "Кино")
    try world.send("Kate", "https://vitrine.example/title/stalker")
    let highlights = try world.report().highlights
    #expect(highlights.count == 1)
    #expect(highlights[0].senderNames == ["Kate", "Boris", "Anna"])  // newest first
    #expect(highlights[0].attributionText() == "From Kate and 2 others")
    #expect(highlights[0].attributionText(language: "ru_RU") == "От: Kate и ещё 2")
    // Two distinct senders read "and", not "1 others".
    let pair = try Fixture()
    try pair.send("Anna", "https://vitrine.example/title/dune")
    try pair.send("Boris", "https://vitrine.example/title/dune")
    #expect(try pair.report().highlights[0].attributionText() == "From Boris and Anna")
  }

  /// Suggestions (recent interaction or detail view) first, then pinned, then newest first.
  /// Two people sharing it in one group are both its senders; an older pinned share keeps it
  /// pinned after a newer unpinned one.
  @Test func everySenderInAConversationCountsAndPinsStay() throws {
    let world = try Fixture()
    try world.send("Anna", "https://vitrine.example/title/stalker", group: "Кино", pinned: true)
    try world.send("Boris", "https://vitrine.example/title/stalker", group: "Кино")
    let highlight = try #require(try world.report().highlights.first)
    #expect(highlight.attributions.count == 1)
    #expect(highlight.attributions[0].senderName == "Boris")
    #expect(highlight.senderNames == ["Boris", "Anna"])
    #expect(highlight.attributionText() == "From Boris and Anna")
    #expect(highlight.rank == .pinned)
  }

  @Test func theOrderIsSuggestionsThenPinnedThenNewest() throws {
    let world = try Fixture()
    try world.send("Anna", "https://vitrine.example/title/a")  // minute 1
    try world.send("Anna", "https://vitrine.example/title/b", pinned: true)  // minute 2
    try world.send("Boris", "https://vitrine.example/title/c")  // minute 3
    try world.send("Kate", "https://vitrine.example/title/d")  // minute 4
    try world.send("Kate", "https://vitrine.example/title/e", pinned: true)  // minute 5
    // Newest first is e d c b a; pinned (e, b) come before the rest.
    #expect(try world.order() == ["/title/e", "/title/b", "/title/d", "/title/c", "/title/a"])

    world.advance(minutes: 1)
    try world.system.record(
      .viewedInDetail, url: URL(string: "https://vitrine.example/title/a")!, appID: Fixture.app)
    world.advance(minutes: 1)
    try world.system.record(
      .interacted, url: URL(string: "https://vitrine.example/title/c")!, appID: Fixture.app)
    // Suggestions, most recent signal first: c (signal at minute 7), a (minute 6).
    #expect(try world.order() == ["/title/c", "/title/a", "/title/e", "/title/b", "/title/d"])
    #expect(try world.report().highlights[0].rank == .suggested(.interacted, world.clock.now))

    // A signal counts for 7 days (7 × 24 × 60 = 10,080 minutes). At minute 7 + 10,079 = 10,086
    // a's signal is 10,080 minutes old and still counts; half a minute later it does not.
    world.advance(minutes: 10_079)
    #expect(try world.order().prefix(2) == ["/title/c", "/title/a"])
    world.advance(minutes: 0.5)
    #expect(try world.order() == ["/title/c", "/title/e", "/title/b", "/title/d", "/title/a"])
    world.advance(minutes: 1)
    #expect(try world.order() == ["/title/e", "/title/b", "/title/d", "/title/c", "/title/a"])
  }

  @Test func hidingIsForGoodAndSurvivesARestart() throws {
    let world = try Fixture()
    let url = URL(string: "https://vitrine.example/title/stalker")!
    try world.send("Anna", url.absoluteString)
    try world.send("Boris", url.absoluteString, group: "Кино")
    try world.send("Kate", "https://vitrine.example/title/dune")
    #expect(try world.system.hide(url: url, appID: Fixture.app))
    #expect(try world.order() == ["/title/dune"])

    let restarted = try world.reopened()
    #expect(try world.order(restarted) == ["/title/dune"])
    // Shared again in both conversations it was hidden in: still hidden.
    world.advance(minutes: 1)
    try restarted.send(from: "Anna", text: "again \(url.absoluteString)")
    try restarted.send(from: "Boris", group: "Кино", text: url.absoluteString)
    #expect(try world.order(restarted) == ["/title/dune"])
    #expect(try world.reason(for: url.absoluteString) == .hidden)
    // A new conversation sharing it brings it back, attributed to that conversation only.
    try restarted.send(from: "Kate", text: url.absoluteString)
    let back = try world.report(restarted).highlights.first { $0.url == url }
    #expect(back?.senderNames == ["Kate"])
    #expect(
      try world.system.hide(
        url: URL(string: "https://vitrine.example/title/none")!, appID: Fixture.app) == false)
  }

  @Test func replyOpensTheNewestConversation() throws {
    let world = try Fixture()
    let url = URL(string: "https://vitrine.example/title/stalker")!
    try world.send("Anna", url.absoluteString)
    try world.send("Boris", url.absoluteString, group: "Кино")
    let target = try world.system.replyTarget(url: url, appID: Fixture.app)
    #expect(target?.conversation.kind == .group)
    #expect(target?.conversationTitle == "Кино")
    #expect(
      try world.system.replyTarget(url: URL(string: "https://x.example")!, appID: Fixture.app)
        == nil)
  }

  @Test func everythingPersistsAcrossRestarts() throws {
    let world = try Fixture()
    try world.send("Anna", "https://vitrine.example/title/stalker", pinned: true)
    try world.send("Kate", "https://vitrine.example/title/dune")
    try world.system.setSharedWithYou(false, conversation: "Kate")
    let before = try world.system.snapshot()
    let after = try world.reopened().snapshot()
    #expect(after.contacts == before.contacts)
    #expect(after.conversations == before.conversations)
    #expect(after.messages == before.messages)
    #expect(after.settings == before.settings)
    #expect(try world.order(world.reopened()) == ["/title/stalker"])
  }

  @Test func observersHearEveryChange() throws {
    let world = try Fixture()
    final class Counter: @unchecked Sendable { var count = 0 }
    let counter = Counter()
    let token = world.system.addObserver { counter.count += 1 }
    try world.send("Anna", "https://vitrine.example/title/stalker")  // 1
    try world.system.addContact(name: "Dima")  // 2
    try world.system.setSharedWithYou(false)  // 3
    #expect(counter.count == 3)
    world.system.removeObserver(token)
    try world.system.setSharedWithYou(true)
    #expect(counter.count == 3)
  }
}
