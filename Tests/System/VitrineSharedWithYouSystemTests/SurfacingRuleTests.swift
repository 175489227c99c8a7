import Foundation
import Testing
import VitrineSharedWithYouSystem

/// Each rule of which links surface, one at a time.
@Suite(.timeLimit(.minutes(3))) struct SurfacingRuleTests {
  @Test func aContactsUniversalLinkSurfaces() throws {
    let world = try Fixture()
    try world.send("Anna", "look https://vitrine.example/title/stalker!")
    let report = try world.report()
    #expect(
      report.highlights.map(\.url.absoluteString) == ["https://vitrine.example/title/stalker"])
    #expect(report.highlights[0].attributionText() == "From Anna")
    #expect(report.highlights[0].attributionText(language: "ru") == "От: Anna")
    #expect(report.filtered.isEmpty)
  }

  @Test func strangersInOneToOneConversationsDoNotSurface() throws {
    let world = try Fixture()
    try world.send("+15550001111", "https://vitrine.example/title/solaris")
    #expect(try world.report().highlights.isEmpty)
    #expect(
      try world.reason(for: "https://vitrine.example/title/solaris")
        == .senderNotAContact(handle: "+15550001111"))
  }

  @Test func groupsNeedAtLeastOneContact() throws {
    let world = try Fixture()
    try world.send("+15550001111", "https://vitrine.example/title/solaris", group: "Strangers")
    try world.send("+15550002222", "https://vitrine.example/title/dune", group: "Strangers")
    #expect(try world.report().highlights.isEmpty)
    #expect(
      try world.reason(for: "https://vitrine.example/title/dune")
        == .groupWithoutContacts(name: "Strangers"))
    // Once a contact is in the group, a stranger's link in it counts too.
    try world.send("Boris", "привет", group: "Strangers")
    try world.send("+15550001111", "https://vitrine.example/title/matrix", group: "Strangers")
    #expect(try world.order().contains("/title/matrix"))
  }

  @Test func pinnedMessagesAlwaysCount() throws {
    let world = try Fixture()
    try world.send("+15550001111", "https://vitrine.example/title/solaris", pinned: true)
    #expect(try world.order() == ["/title/solaris"])
  }

  @Test func onlyUniversalLinksOfTheAppSurface() throws {
    let world = try Fixture()
    try world.send(
      "Anna",
      "http://vitrine.example/title/a https://kinopoisk.example/film/1 https://vitrine.example/account/billing https://vitrine.example/title/b#web https://vitrine.example:8443/title/c https://www.vitrine.example/title/d"
    )
    #expect(try world.order() == ["/title/d"])  // the *. entry covers www
    #expect(try world.reason(for: "http://vitrine.example/title/a") == .notHTTPS)
    #expect(
      try world.reason(for: "https://kinopoisk.example/film/1")
        == .notAnAssociatedDomain(host: "kinopoisk.example"))
    #expect(
      try world.reason(for: "https://vitrine.example:8443/title/c")
        == .notAnAssociatedDomain(host: "vitrine.example:8443"))
    guard
      case .refusedByAssociationFile(let verdict) = try world.reason(
        for: "https://vitrine.example/account/billing")
    else {
      Issue.record("the account page was not refused by the association file")
      return
    }
    #expect(verdict.contains("applinks.details[0].components[1]"))
    guard
      case .refusedByAssociationFile(let fragment) = try world.reason(
        for: "https://vitrine.example/title/b#web")
    else {
      Issue.record("#web was not refused")
      return
    }
    #expect(fragment.contains("components[0]"))
  }

  @Test func domainsWithoutAnAssociationFileDoNotSurface() throws {
    let world = try Fixture()
    try world.system.install(
      InstalledApp(id: "T.other", name: "Other", associatedDomains: ["applinks:other.example"]))
    try world.send("Anna", "https://other.example/x")
    #expect(try world.system.report(appID: "T.other").highlights.isEmpty)
    #expect(
      try world.system.report(appID: "T.other").filtered.first?.reason
        == .noAssociationFile(domain: "other.example"))
  }

  @Test func settingsSwitchHighlightsOff() throws {
    let world = try Fixture()
    try world.send("Anna", "https://vitrine.example/title/stalker")
    try world.send("Boris", "https://vitrine.example/title/brother", group: "Кино")
    #expect(try world.order().count == 2)

    try world.system.setSharedWithYou(false, conversation: "Кино")
    #expect(try world.order() == ["/title/stalker"])
    #expect(
      try world.reason(for: "https://vitrine.example/title/brother") == .disabledForConversation)

    try world.system.setSharedWithYou(false, appID: Fixture.app)
    #expect(try world.order().isEmpty)
    #expect(try world.reason(for: "https://vitrine.example/title/stalker") == .disabledForApp)

    try world.system.setSharedWithYou(true, appID: Fixture.app)
    try world.system.setSharedWithYou(false)
    #expect(try world.order().isEmpty)
    #expect(try world.reason(for: "https://vitrine.example/title/stalker") == .disabledGlobally)
    // Pinned content does not override a setting.
    try world.send("Anna", "https://vitrine.example/title/dune", pinned: true)
    #expect(try world.order().isEmpty)

    try world.system.setSharedWithYou(true)
    try world.system.setSharedWithYou(true, conversation: "Кино")
    #expect(try world.order().count == 3)
    #expect(throws: SystemStoreError.notFound(what: "installed app", name: "nope")) {
      try world.system.setSharedWithYou(false, appID: "nope")
    }
  }

  @Test func removingAContactRemovesTheirHighlights() throws {
    let world = try Fixture()
    try world.send("Anna", "https://vitrine.example/title/stalker")
    try world.system.removeContact(named: "anna")
    #expect(try world.order().isEmpty)
    #expect(
      try world.reason(for: "https://vitrine.example/title/stalker")
        == .senderNotAContact(handle: "anna@example.com"))
  }

  @Test func linksAreFoundInText() {
    #expect(
      LinkExtractor.links(
        in:
          "See (https://a.example/x), «https://b.example/y». HTTPS://C.example/z? no://d www.e.example https://"
      )
      .map(\.absoluteString) == [
        "https://a.example/x", "https://b.example/y", "HTTPS://C.example/z",
      ])
    #expect(
      LinkExtractor.links(in: "wiki https://w.example/A_(b)").map(\.absoluteString) == [
        "https://w.example/A_(b)"
      ])
    #expect(
      LinkExtractor.links(in: "((https://w.example/A_(b)))").map(\.absoluteString) == [
        "https://w.example/A_(b)"
      ])
    // A long run of closers is trimmed in one pass (20,000 characters, the message limit).
    let long = "https://w.example/x" + String(repeating: ")", count: 20_000)
    #expect(LinkExtractor.links(in: long).map(\.absoluteString) == ["https://w.example/x"])
    // At most 64 links are read from one message.
    let many = (0..<100).map { "https://w.example/\($0)" }.joined(separator: " ")
    #expect(LinkExtractor.links(in: many).count == 64)
  }
}
