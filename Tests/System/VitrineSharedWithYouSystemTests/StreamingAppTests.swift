import Foundation
import Testing
import VitrineAssociatedDomains
import VitrineCatalog
import VitrineSharedWithYouSystem

/// The streaming app's own association file and entitlement, through the engine.
@Suite(.timeLimit(.minutes(3))) struct StreamingAppTests {
  let file = try! AASAFile(data: Data(StreamingApp.associationFile.utf8))

  func verdict(_ url: String) -> AASAVerdict {
    file.verdict(for: URL(string: url)!, appID: StreamingApp.appID)
  }

  @Test func everyCatalogTitleOpensInTheApp() {
    for title in EmbeddedCatalog.titles {
      let url = StreamingApp.titleURL(title.id)
      #expect(verdict(url.absoluteString).opens, "\(url)")
      #expect(StreamingApp.titleID(in: url) == title.id)
    }
    // caseSensitive is false in the file's defaults.
    #expect(verdict("https://vitrine.example/TITLE/stalker").opens)
  }

  @Test func webOnlyPagesStayInTheBrowser() {
    #expect(verdict("https://vitrine.example/account/billing").outcome == .excluded)
    #expect(verdict("https://vitrine.example/title/stalker#web").outcome == .excluded)
    #expect(verdict("https://vitrine.example/title/").outcome == .noMatch)
    #expect(verdict("https://vitrine.example/search?q=solaris").opens)
    #expect(verdict("https://vitrine.example/search?q=").outcome == .noMatch)
    #expect(verdict("https://vitrine.example/about").outcome == .noMatch)
  }

  @Test func theEntitlementCoversTheDomainAndItsSubdomains() throws {
    let domains = try StreamingApp.app.domains()
    let url = { (text: String) in URL(string: text)! }
    #expect(domains.contains { $0.matches(url("https://vitrine.example/title/x")) })
    #expect(domains.contains { $0.matches(url("https://www.vitrine.example/title/x")) })
    #expect(!domains.contains { $0.matches(url("https://vitrine.example.org/title/x")) })
    #expect(StreamingApp.titleID(in: url("https://vitrine.example/title/x/extra")) == nil)
    #expect(StreamingApp.titleID(in: url("https://other.example/title/x")) == nil)
  }
}
