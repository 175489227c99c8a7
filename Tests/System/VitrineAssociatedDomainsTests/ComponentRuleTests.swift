import Foundation
import Testing
import VitrineAssociatedDomains

/// A one-detail file for `ABCDE12345.com.example.app` with `components`.
func components(_ json: String, defaults: String = "") throws -> AASAFile {
  try file(
    """
    { "applinks": { \(defaults) "details": [ {
      "appIDs": [ "ABCDE12345.com.example.app" ], "components": [ \(json) ] } ] } }
    """)
}

@Suite struct ComponentRuleTests {
  @Test func queryStringPatternMatchesTheWholeQuery() throws {
    let rules = try components(#"{ "/": "/search", "?": "q=*" }"#)
    #expect(verdict(rules, "https://example.com/search?q=stalker").opens)
    #expect(verdict(rules, "https://example.com/search?page=2&q=x").outcome == .noMatch)
    // No query at all reads as "", which "q=*" does not match.
    #expect(verdict(rules, "https://example.com/search").outcome == .noMatch)
  }

  @Test func everyRepeatedQueryItemMustMatch() throws {
    let rules = try components(#"{ "?": { "tag": "??" } }"#)
    #expect(verdict(rules, "https://example.com/?tag=ab&tag=cd").opens)
    #expect(verdict(rules, "https://example.com/?tag=ab&tag=cde").outcome == .noMatch)
    // Items the pattern does not name do not matter.
    #expect(verdict(rules, "https://example.com/?other=1&tag=zz").opens)
  }

  @Test func absentAndValuelessItemsReadAsEmptyStrings() throws {
    let optional = try components(#"{ "?": { "ref": "*" } }"#)
    #expect(verdict(optional, "https://example.com/").opens)
    #expect(verdict(optional, "https://example.com/?ref").opens)
    let required = try components(#"{ "?": { "ref": "?*" } }"#)
    #expect(verdict(required, "https://example.com/").outcome == .noMatch)
    #expect(verdict(required, "https://example.com/?ref").outcome == .noMatch)
    #expect(verdict(required, "https://example.com/?ref=").outcome == .noMatch)
    #expect(verdict(required, "https://example.com/?ref=chat").opens)
    let empty = try components(#"{ "?": { "ref": "" } }"#)
    #expect(verdict(empty, "https://example.com/?ref").opens)
    #expect(verdict(empty, "https://example.com/?ref=x").outcome == .noMatch)
  }

  @Test func fragmentPatterns() throws {
    let rules = try components(##"{ "/": "/title/*", "#": "play" }"##)
    #expect(verdict(rules, "https://example.com/title/stalker#play").opens)
    #expect(verdict(rules, "https://example.com/title/stalker#info").outcome == .noMatch)
    #expect(verdict(rules, "https://example.com/title/stalker").outcome == .noMatch)
  }

  /// `percentEncoded` true (the default) compares the URL as written; false decodes it first.
  @Test func percentEncodedChoosesTheFormCompared() throws {
    let url = "https://example.com/%D1%84%D0%B8%D0%BB%D1%8C%D0%BC%20one"  // "/фильм one"
    let decoded = try components(#"{ "/": "/фильм one", "percentEncoded": false }"#)
    #expect(verdict(decoded, url).opens)
    let encoded = try components(#"{ "/": "/фильм one" }"#)
    #expect(verdict(encoded, url).outcome == .noMatch)
    let encodedPattern = try components(#"{ "/": "/%D1%84*%20one" }"#)
    #expect(verdict(encodedPattern, url).opens)
  }

  /// Defaults: the domain's apply to every detail, a detail's override them, and a component's
  /// own keys override both.
  @Test func defaultsCascadeFromDomainToDetailToComponent() throws {
    let domainOnly = try components(
      #"{ "/": "/films/*" }"#, defaults: #""defaults": { "caseSensitive": false },"#)
    #expect(verdict(domainOnly, "https://example.com/FILMS/x").opens)
    let componentOverrides = try components(
      #"{ "/": "/films/*", "caseSensitive": true }"#,
      defaults: #""defaults": { "caseSensitive": false },"#)
    #expect(verdict(componentOverrides, "https://example.com/FILMS/x").outcome == .noMatch)
    let detailOverrides = try file(
      """
      { "applinks": { "defaults": { "caseSensitive": false }, "details": [ {
        "appIDs": [ "A.app" ], "defaults": { "caseSensitive": true },
        "components": [ { "/": "/films/*" } ] } ] } }
      """)
    #expect(
      verdict(detailOverrides, "https://example.com/FILMS/x", app: "A.app").outcome == .noMatch)
    #expect(verdict(detailOverrides, "https://example.com/films/x", app: "A.app").opens)
  }

  @Test func firstMatchWinsWithinADetail() throws {
    let rules = try components(
      #"{ "/": "/title/*" }, { "/": "/title/secret", "exclude": true }"#)
    // The exclusion comes too late: /title/* matched first.
    let late = verdict(rules, "https://example.com/title/secret")
    #expect(late.outcome == .opens)
    #expect(late.rule?.keyPath == "applinks.details[0].components[0]")
  }

  /// One app for the URLs a detail names, another for the rest.
  @Test func firstMatchWinsAcrossDetails() throws {
    let shared = try file(
      """
      { "applinks": { "details": [
        { "appID": "T.music", "components": [ { "/": "/music/*" } ] },
        { "appID": "T.main", "components": [ { "/": "*" } ] } ] } }
      """)
    #expect(verdict(shared, "https://example.com/music/1", app: "T.music").opens)
    let main = verdict(shared, "https://example.com/music/1", app: "T.main")
    #expect(main.outcome == .claimedByAnotherApp)
    #expect(main.rule?.appIDs == ["T.music"])
    #expect(verdict(shared, "https://example.com/films/1", app: "T.main").opens)
    // T.main's "*" claims what T.music's detail leaves, even though it comes later.
    #expect(
      shared.verdicts(for: URL(string: "https://example.com/films/1")!).map(\.outcome)
        == [.claimedByAnotherApp, .opens])
    let unclaimed = try file(
      #"{ "applinks": { "details": [ { "appID": "T.music", "components": [ { "/": "/music/*" } ] } ] } }"#
    )
    #expect(verdict(unclaimed, "https://example.com/films/1", app: "T.music").outcome == .noMatch)
  }

  @Test func legacyPathsWithNOT() throws {
    let legacy = try file(
      """
      { "applinks": { "apps": [], "details": [ { "appID": "T.app",
        "paths": [ "NOT /videos/private/*", "/videos/*", "/wwdc/news/" ] } ] } }
      """)
    let excluded = verdict(legacy, "https://example.com/videos/private/1", app: "T.app")
    #expect(excluded.outcome == .excluded)
    #expect(excluded.rule?.keyPath == "applinks.details[0].paths[0]")
    #expect(excluded.rule?.summary == "NOT /videos/private/*")
    #expect(
      verdict(legacy, "https://example.com/videos/2015/1", app: "T.app").rule?.keyPath
        == "applinks.details[0].paths[1]")
    #expect(verdict(legacy, "https://example.com/wwdc/news/", app: "T.app").opens)
    #expect(verdict(legacy, "https://example.com/wwdc/news", app: "T.app").outcome == .noMatch)
  }

  @Test func legacyPathsAreIgnoredWhenComponentsArePresent() throws {
    let both = try file(
      """
      { "applinks": { "details": [ { "appID": "T.app",
        "paths": [ "*" ], "components": [ { "/": "/only/*" } ] } ] } }
      """)
    #expect(verdict(both, "https://example.com/elsewhere", app: "T.app").outcome == .noMatch)
    #expect(verdict(both, "https://example.com/only/x", app: "T.app").opens)
  }
}
