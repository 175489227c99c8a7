import Foundation
import Testing
import VitrineAssociatedDomains

/// Apple documents `caseSensitive` as true by default: a file that says nothing about case
/// matches letters exactly, in every part of the URL and in both formats.
@Suite struct CaseSensitiveDefaultTests {
  static let app = "ABCDE12345.com.example.app"

  /// A file with one detail and no `defaults` anywhere.
  func bare(_ rules: String) throws -> AASAFile {
    try file(
      #"{ "applinks": { "details": [ { "appIDs": [ "\#(Self.app)" ], \#(rules) } ] } }"#)
  }

  @Test func pathsMatchInCaseWithoutDefaults() throws {
    let rules = try bare(#""components": [ { "/": "/films/*" } ]"#)
    #expect(verdict(rules, "https://example.com/films/solaris").opens)
    #expect(verdict(rules, "https://example.com/Films/solaris").outcome == .noMatch)
    #expect(verdict(rules, "https://example.com/FILMS/solaris").outcome == .noMatch)
  }

  @Test func queriesAndFragmentsMatchInCaseWithoutDefaults() throws {
    let whole = try bare(#""components": [ { "?": "ref=Mail" } ]"#)
    #expect(verdict(whole, "https://example.com/?ref=Mail").opens)
    #expect(verdict(whole, "https://example.com/?ref=mail").outcome == .noMatch)
    let item = try bare(#""components": [ { "?": { "ref": "Mail" } } ]"#)
    #expect(verdict(item, "https://example.com/?ref=Mail").opens)
    #expect(verdict(item, "https://example.com/?ref=MAIL").outcome == .noMatch)
    // The item's name is compared in case too: "REF" is not "ref", so "ref" reads as "".
    #expect(verdict(item, "https://example.com/?REF=Mail").outcome == .noMatch)
    let fragment = try bare(##""components": [ { "#": "Play" } ]"##)
    #expect(verdict(fragment, "https://example.com/#Play").opens)
    #expect(verdict(fragment, "https://example.com/#play").outcome == .noMatch)
  }

  @Test func legacyPathsMatchInCase() throws {
    let rules = try bare(#""paths": [ "/films/*", "NOT /Films/*" ]"#)
    #expect(verdict(rules, "https://example.com/films/solaris").opens)
    #expect(verdict(rules, "https://example.com/FILMS/solaris").outcome == .noMatch)
    #expect(verdict(rules, "https://example.com/Films/solaris").outcome == .excluded)
  }

  /// `defaults` that set only `percentEncoded` leave case-sensitivity at its default.
  @Test func defaultsWithoutTheKeyKeepTheDefault() throws {
    let domain = try file(
      """
      { "applinks": { "defaults": { "percentEncoded": true }, "details": [ {
        "appIDs": [ "\(Self.app)" ], "defaults": { "percentEncoded": true },
        "components": [ { "/": "/films/*", "comment": "no case key" } ] } ] } }
      """)
    #expect(verdict(domain, "https://example.com/films/x").opens)
    #expect(verdict(domain, "https://example.com/Films/x").outcome == .noMatch)
  }

  /// The same rules with `caseSensitive: false` do match: the tests above see the difference.
  @Test func sayingFalseIgnoresCase() throws {
    let rules = try bare(
      ##""defaults": { "caseSensitive": false }, "components": [ { "/": "/films/*", "?": { "ref": "Mail" }, "#": "Play" } ]"##
    )
    #expect(verdict(rules, "https://example.com/FILMS/x?REF=mail#play").opens)
  }

  @Test func aPatternIsCaseSensitiveUnlessTold() throws {
    #expect(try URLPattern("/films").caseSensitive)
    #expect(try !URLPattern("/films").matches("/Films"))
  }
}
