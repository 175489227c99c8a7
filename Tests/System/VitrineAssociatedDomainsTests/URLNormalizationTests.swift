import Foundation
import Testing
import VitrineAssociatedDomains

/// Links are matched as a browser resolves them: dot segments, encoded unreserved characters,
/// case and default ports cannot get a URL past an excluding rule, and links that name a user
/// or password before the host are refused.
@Suite struct URLNormalizationTests {
  /// The streaming app's rules: `/account/*` excluded, `/title/?*` opened.
  static let rules = """
    {
      "applinks": {
        "defaults": { "caseSensitive": false },
        "details": [
          {
            "appIDs": [ "T.app" ],
            "components": [
              { "/": "/account/*", "exclude": true, "comment": "web-only" },
              { "/": "/title/?*", "comment": "a title" }
            ]
          }
        ]
      }
    }
    """

  /// Links as written, and the URL a browser (the URL Standard's parser) resolves each to.
  static let browserResolved: [(written: String, resolved: String)] = [
    (
      "https://vitrine.example/title/x/../../account/billing",
      "https://vitrine.example/account/billing"
    ),
    (
      "https://vitrine.example/title/%2e%2e/account/billing",
      "https://vitrine.example/account/billing"
    ),
    (
      "https://vitrine.example/title/%2E%2E/account/billing",
      "https://vitrine.example/account/billing"
    ),
    (
      "https://vitrine.example/title/.%2e/account/billing",
      "https://vitrine.example/account/billing"
    ),
    (
      "https://vitrine.example/title/./x/./../../account/./billing",
      "https://vitrine.example/account/billing"
    ),
    ("https://vitrine.example/../../../account/billing", "https://vitrine.example/account/billing"),
    ("https://vitrine.example/title/..", "https://vitrine.example/"),
    ("https://vitrine.example/title/x/.", "https://vitrine.example/title/x/"),
    ("HTTPS://VITRINE.Example/title/x", "https://vitrine.example/title/x"),
    ("https://vitrine.example:443/title/x", "https://vitrine.example/title/x"),
    ("https://vitrine.example", "https://vitrine.example/"),
    ("https://vitrine.example/title/x?q=%7e%2f#%41", "https://vitrine.example/title/x?q=~%2F#A"),
    ("https://vitrine.example/title/a%2fb", "https://vitrine.example/title/a%2Fb"),
    ("https://vitr%69ne.example/title/x", "https://vitrine.example/title/x"),
  ]

  @Test func linksReadAsTheBrowserResolvesThem() throws {
    for (written, resolved) in Self.browserResolved {
      let normalized = try URLNormalization.normalize(URL(string: written)!)
      #expect(normalized.absoluteString == resolved, "\(written)")
      // Normalising twice changes nothing.
      #expect(try URLNormalization.normalize(normalized) == normalized, "\(written)")
    }
  }

  /// Every written link gets the verdict of the URL the browser opens.
  @Test func aWrittenLinkHasTheVerdictOfWhatTheBrowserOpens() throws {
    let aasa = try AASAFile(data: Data(Self.rules.utf8))
    for (written, resolved) in Self.browserResolved {
      let asWritten = aasa.verdict(for: URL(string: written)!, appID: "T.app")
      let asOpened = aasa.verdict(for: URL(string: resolved)!, appID: "T.app")
      #expect(asWritten.outcome == asOpened.outcome, "\(written)")
      #expect(asWritten.rule == asOpened.rule, "\(written)")
    }
  }

  @Test func dotSegmentsDoNotGetPastAnExcludedPath() throws {
    let aasa = try AASAFile(data: Data(Self.rules.utf8))
    for written in [
      "https://vitrine.example/title/x/../../account/billing",
      "https://vitrine.example/title/%2e%2e/account/billing",
      "https://vitrine.example/title/%2E./account/billing",
      "https://vitrine.example/%61ccount/billing",
    ] {
      let verdict = aasa.verdict(for: URL(string: written)!, appID: "T.app")
      #expect(verdict.outcome == .excluded, "\(written): \(verdict)")
      #expect(verdict.rule?.keyPath == "applinks.details[0].components[0]")
    }
  }

  @Test func credentialsBeforeTheHostAreRefused() throws {
    let aasa = try AASAFile(data: Data(Self.rules.utf8))
    for written in [
      "https://user:secret@vitrine.example/title/x",
      "https://evil.example@vitrine.example/title/x",
      "https://@vitrine.example/title/x",
    ] {
      let url = URL(string: written)!
      #expect(throws: URLRefusal.credentials) { try URLNormalization.normalize(url) }
      let verdict = aasa.verdict(for: url, appID: "T.app")
      #expect(verdict.outcome == .carriesCredentials, "\(written)")
      #expect(!verdict.description.contains("secret"))
      #expect(!URLNormalization.redacted(url).absoluteString.contains("secret"))
      #expect(URLNormalization.redacted(url).host == "vitrine.example")
    }
    #expect(
      URLNormalization.redacted(URL(string: "https://user:secret@vitrine.example/t?a@b")!)
        .absoluteString == "https://***@vitrine.example/t?a@b")
  }

  /// A browser reads a backslash before the query as a slash: the link goes to evil.example.
  @Test func backslashesAreSlashesAsInABrowser() throws {
    let url = try #require(
      URLNormalization.url(fromText: "https://evil.example\\@vitrine.example/title/x"))
    #expect(url.host == "evil.example")
    let dotted = try #require(
      URLNormalization.url(fromText: "https://vitrine.example/title\\x\\..\\..\\account/billing"))
    #expect(
      try URLNormalization.normalize(dotted).absoluteString
        == "https://vitrine.example/account/billing")
    // In the query a backslash is data.
    #expect(
      URLNormalization.url(fromText: "https://vitrine.example/t?a=\\")?.absoluteString
        == "https://vitrine.example/t?a=%5C")
  }

  /// RFC 3986 §5.4's examples of resolved paths, as remove_dot_segments gives them.
  @Test func removeDotSegmentsFollowsRFC3986() {
    let cases = [
      ("/a/b/c/./../../g", "/a/g"), ("mid/content=5/../6", "mid/6"), ("/b/c/../..", "/"),
      ("/../g", "/g"), ("/b/c/g.", "/b/c/g."), ("/b/c/.g", "/b/c/.g"), ("/b/c/g..", "/b/c/g.."),
      ("/b/c/..g", "/b/c/..g"), ("/b/c/./../g", "/b/g"), ("/b/c/./g/.", "/b/c/g/"),
      ("/b/c/g/./h", "/b/c/g/h"), ("/b/c/g/../h", "/b/c/h"), ("/", "/"), ("", ""),
    ]
    for (path, expected) in cases {
      #expect(URLNormalization.removingDotSegments(path) == expected, "\(path)")
    }
  }

  @Test func hostsThatAreNotHostNamesAreRefused() {
    #expect(throws: URLRefusal.noHost) {
      try URLNormalization.normalize(URL(string: "https:///x")!)
    }
    #expect(throws: URLRefusal.self) {
      try URLNormalization.normalize(URL(string: "https://vitrine%2Fexample/x")!)
    }
    let long = URL(string: "https://vitrine.example/" + String(repeating: "a", count: 20_000))!
    #expect(throws: URLRefusal.self) { try URLNormalization.normalize(long) }
  }

  /// Found by the url-normalization fuzz target: an international host with an encoded dot read
  /// differently once decoded, so normalising twice changed the URL. Such a link is refused.
  @Test func normalisingIsIdempotentOrRefused() throws {
    for text in ["https://s\u{490}2e%2E", "hi://vithr%2e\u{49B}/ebing"] {
      guard let url = URLNormalization.url(fromText: text) else { continue }
      if let once = try? URLNormalization.normalize(url) {
        #expect(try URLNormalization.normalize(once) == once, "\(text)")
      }
    }
  }
}
