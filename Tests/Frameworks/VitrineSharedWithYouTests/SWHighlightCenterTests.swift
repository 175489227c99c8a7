import Foundation
import Testing
import VitrineSharedWithYouSystem

@testable import VitrineSharedWithYou

/// Counts the delegate calls and remembers what the list was at each.
@MainActor
final class RecordingDelegate: SWHighlightCenterDelegate {
  var calls: [[String]] = []
  func highlightCenterHighlightsDidChange(_ highlightCenter: SWHighlightCenter) {
    calls.append(highlightCenter.highlights.map(\.url.lastPathComponent))
  }
}

@MainActor
@Suite(.timeLimit(.minutes(3))) struct SWHighlightCenterTests {
  @Test func theDelegateHearsEveryChangeOfTheListOrItsOrder() async throws {
    let world = try KitFixture()
    let center = SWHighlightCenter(connection: world.connection())
    let delegate = RecordingDelegate()
    center.delegate = delegate
    #expect(center.highlights.isEmpty)

    try world.system.send(from: "Anna Petrova", text: "https://vitrine.example/title/stalker")  // 1
    await center.settle()
    try world.system.send(from: "Kate Wilson", text: "https://vitrine.example/title/dune")  // 2
    await center.settle()
    // Neither the list nor its order changes: no call.
    try world.system.send(from: "Kate Wilson", text: "no links here")
    await center.settle()
    try world.system.send(from: "+15550001111", text: "https://vitrine.example/title/matrix")
    await center.settle()
    try world.system.addContact(name: "Dima")
    await center.settle()
    #expect(delegate.calls == [["stalker"], ["dune", "stalker"]])

    // The order changes: a pinned share moves stalker first.
    try world.system.send(
      from: "Anna Petrova", text: "https://vitrine.example/title/stalker", pinned: true)  // 3
    await center.settle()
    // A contact added makes the stranger's link count.
    try world.system.addContact(name: "Stranger", handles: ["+15550001111"])  // 4
    await center.settle()
    // A setting flips off, then on.
    try world.system.setSharedWithYou(false)  // 5
    await center.settle()
    try world.system.setSharedWithYou(true)  // 6
    await center.settle()
    // A contact removed, a highlight hidden.
    try world.system.removeContact(named: "Kate Wilson")  // 7
    await center.settle()
    try world.system.hide(url: KitFixture.title("stalker"), appID: StreamingApp.appID)  // 8
    await center.settle()
    #expect(delegate.calls.count == 8)
    #expect(
      delegate.calls == [
        ["stalker"], ["dune", "stalker"], ["stalker", "dune"], ["stalker", "matrix", "dune"], [],
        ["stalker", "matrix", "dune"], ["stalker", "matrix"], ["matrix"],
      ])
    #expect(center.highlights.map(\.url) == [KitFixture.title("matrix")])
  }

  @Test func highlightsAreOpaque() throws {
    let world = try KitFixture()
    try world.system.send(from: "Anna Petrova", text: "https://vitrine.example/title/stalker")
    let highlight = try #require(SWHighlightCenter(connection: world.connection()).highlights.first)
    #expect(highlight.url == KitFixture.title("stalker"))
    #expect(highlight.identifier.hasPrefix("SWH-"))
    #expect(!highlight.identifier.contains("anna"))
    // The only stored properties are the identifier and the URL.
    #expect(Mirror(reflecting: highlight).children.map(\.label) == ["identifier", "url"])
  }

  @Test func highlightForURLAndItsErrorCodes() async throws {
    let world = try KitFixture()
    try world.system.send(from: "Anna Petrova", text: "https://vitrine.example/title/stalker")
    let center = SWHighlightCenter(connection: world.connection())
    let found = try await center.highlight(for: KitFixture.title("stalker"))
    #expect(found == center.highlights.first)

    func code(_ url: String, _ center: SWHighlightCenter) async -> SWHighlightCenterError.Code? {
      do {
        _ = try await center.highlight(for: URL(string: url)!)
        return nil
      } catch {
        return (error as? SWHighlightCenterError)?.code
      }
    }
    #expect(await code("https://other.example/title/stalker", center) == .invalidURL)
    #expect(await code("https://vitrine.example/title/dune", center) == .invalidURL)
    do {
      _ = try await center.highlight(for: URL(string: "https://vitrine.example/title/none")!)
    } catch SWHighlightCenterError.invalidURL {
      // The catch pattern of Apple's bridged errors works.
    } catch {
      Issue.record("unexpected \(error)")
    }
    try world.system.setSharedWithYou(false, appID: StreamingApp.appID)
    #expect(await code("https://vitrine.example/title/stalker", center) == .accessDenied)
    var other = world.connection()
    other.appID = "T.not-installed"
    #expect(
      await code("https://vitrine.example/title/stalker", SWHighlightCenter(connection: other))
        == .accessDenied)
    #expect(
      await code("https://vitrine.example/title/stalker", SWHighlightCenter(connection: nil))
        == .accessDenied)
    #expect(SWHighlightCenterError.Code.invalidURL.rawValue == 2)
    #expect(SWHighlightCenterError.Code.accessDenied.rawValue == 3)

    try world.system.setSharedWithYou(true, appID: StreamingApp.appID)
    var handed: (SWHighlight?, (any Error)?)?
    center.getHighlightFor(KitFixture.title("stalker")) { handed = ($0, $1) }
    #expect(handed?.0?.url == KitFixture.title("stalker"))
    #expect(handed?.1 == nil)
  }

  @Test func theCollectionTitleFollowsTheLanguage() throws {
    let world = try KitFixture()
    let saved = SWSystemConnection.current
    defer { SWSystemConnection.current = saved }
    SWSystemConnection.current = world.connection("ru_RU")
    #expect(SWHighlightCenter.highlightCollectionTitle == "Поделились с вами")
    SWSystemConnection.current = world.connection("en_US")
    #expect(SWHighlightCenter.highlightCollectionTitle == "Shared with You")
  }
}
