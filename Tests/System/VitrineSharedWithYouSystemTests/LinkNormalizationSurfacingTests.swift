import Foundation
import Testing
import VitrineAssociatedDomains
import VitrineSharedWithYouSystem

/// What surfaces is decided on the URL a browser opens, and links that hide where they go are
/// refused without their credentials ever being shown.
@Suite struct LinkNormalizationSurfacingTests {
  @Test func dotSegmentsIntoAnExcludedPathDoNotSurface() throws {
    let world = try Fixture()
    let links = [
      "https://vitrine.example/title/x/../../account/billing",
      "https://vitrine.example/title/%2e%2e/account/billing",
      "https://vitrine.example/title/.%2E/account/billing",
      "https://vitrine.example/title/x\\..\\..\\account/billing",
      "https://vitrine.example/%61ccount/billing",
    ]
    try world.send("Anna", links.joined(separator: " "))
    let report = try world.report()
    #expect(report.highlights.isEmpty, "\(report.highlights.map(\.url))")
    #expect(report.filtered.count == links.count)
    for link in report.filtered {
      guard case .refusedByAssociationFile(let verdict) = link.reason else {
        Issue.record("\(link.url): \(link.reason)")
        continue
      }
      #expect(verdict.hasPrefix("read as https://vitrine.example/account/billing, "))
      #expect(verdict.contains("excluded by applinks.details[0].components[1]"))
    }
  }

  /// The highlight is the URL the browser opens: spellings of one page merge into one.
  @Test func spellingsOfOnePageAreOneHighlight() throws {
    let world = try Fixture()
    try world.send("Anna", "https://vitrine.example/title/stalker")
    try world.send("Anna", "https://VITRINE.example:443/title/x/../stalker")
    try world.send("Anna", "https://vitrine.example/title/%73talker")
    let report = try world.report()
    #expect(
      report.highlights.map(\.url.absoluteString) == ["https://vitrine.example/title/stalker"])
    #expect(report.filtered.allSatisfy { $0.reason == .duplicateInConversation })
    // Hiding it under another spelling hides it.
    #expect(
      try world.system.hide(
        url: URLNormalization.normalize(URL(string: "https://vitrine.example/title/./stalker")!),
        appID: Fixture.app))
    #expect(try world.report().highlights.isEmpty)
  }

  @Test func linksWithCredentialsNeverSurfaceNorShowThePassword() throws {
    let world = try Fixture()
    try world.send(
      "Anna",
      "https://user:secret@vitrine.example/title/stalker https://evil.example@vitrine.example/title/dune https://evil.example\\@vitrine.example/title/solaris"
    )
    let report = try world.report()
    #expect(report.highlights.isEmpty, "\(report.highlights.map(\.url))")
    #expect(report.filtered.count == 3)
    #expect(report.filtered[0].reason == .refusedLink(.credentials))
    #expect(report.filtered[1].reason == .refusedLink(.credentials))
    // The backslash ends the host, as in a browser: that link goes to evil.example.
    #expect(report.filtered[2].reason == .notAnAssociatedDomain(host: "evil.example"))
    for link in report.filtered {
      #expect(!link.url.absoluteString.contains("secret"))
      #expect(!link.reason.description.contains("secret"))
    }
    #expect(report.filtered[0].url.absoluteString == "https://***@vitrine.example/title/stalker")
  }
}
