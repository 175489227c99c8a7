import Foundation
import Testing
import VitrineAssociatedDomains

@Suite struct MalformedFileTests {
  /// The error `json` is refused with, as printed.
  func refusal(_ json: String) -> String {
    do {
      _ = try file(json)
      return "accepted"
    } catch {
      return "\(error)"
    }
  }

  @Test func filesOver128KBAreRefusedBeforeParsing() throws {
    // 128 KB is 128 × 1024 = 131,072 bytes; one byte more is refused.
    let json = #"{"applinks":{"details":[]}}"#
    let fits = json + String(repeating: " ", count: 131_072 - json.utf8.count)
    #expect(fits.utf8.count == 131_072)
    #expect(throws: Never.self) { try file(fits) }
    #expect(refusal(fits + " ").hasPrefix("the file is 131073 bytes"))

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "aasa-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let big = folder.appendingPathComponent("apple-app-site-association")
    try Data(repeating: 0x20, count: 200_000).write(to: big)
    #expect(throws: AASAError.tooLarge(bytes: 200_000, limit: 131_072)) {
      try AASAFile(contentsOf: big)
    }
  }

  @Test func nonJSONIsRefused() {
    #expect(refusal("applinks: yes").hasPrefix("the file is not JSON"))
    #expect(refusal("").hasPrefix("the file is not JSON"))
    // Nesting 100,000 arrays deep is refused by the parser, not a stack overflow.
    #expect(refusal(String(repeating: "[", count: 100_000)).hasPrefix("the file is not JSON"))
    #expect(throws: AASAError.self) { try AASAFile(data: Data([0x7B, 0xFF, 0xFE, 0x7D])) }
  }

  @Test func wrongShapesNameTheKey() {
    #expect(refusal("[]") == "the top level must be a JSON object")
    #expect(refusal("{}") == "applinks is missing")
    #expect(refusal(#"{"applinks": []}"#) == "applinks must be an object")
    #expect(refusal(#"{"applinks": {}}"#) == "applinks.details is missing")
    #expect(
      refusal(#"{"applinks": {"details": {"A.app": {}}}}"#)
        == "applinks.details must be an array of objects")
    #expect(refusal(#"{"applinks": {"details": [{}]}}"#) == "applinks.details[0].appIDs is missing")
    #expect(
      refusal(#"{"applinks": {"details": [{"appIDs": "A.app"}]}}"#)
        == "applinks.details[0].appIDs must be an array of strings")
    #expect(
      refusal(
        #"{"applinks": {"details": [{"appID": "A", "components": [{"/": "/a"}, {"/": 7}]}]}}"#)
        == #"applinks.details[0].components[1]["/"] must be a string"#)
    #expect(
      refusal(#"{"applinks": {"details": [{"appID": "A", "components": [{"exclude": "yes"}]}]}}"#)
        == "applinks.details[0].components[0].exclude must be true or false")
    #expect(
      refusal(#"{"applinks": {"details": [{"appID": "A", "components": [{"exclude": 1}]}]}}"#)
        == "applinks.details[0].components[0].exclude must be true or false")
    #expect(
      refusal(#"{"applinks": {"details": [{"appID": "A", "components": [{"?": 3}]}]}}"#)
        == #"applinks.details[0].components[0]["?"] must be a string or an object of query item patterns"#
    )
    #expect(
      refusal(#"{"applinks": {"details": [{"appID": "A", "components": [{"?": {"q": 1}}]}]}}"#)
        == #"applinks.details[0].components[0]["?"]["q"] must be a string"#)
    #expect(
      refusal(#"{"applinks": {"defaults": {"caseSensitive": "no"}, "details": []}}"#)
        == "applinks.defaults.caseSensitive must be true or false")
    #expect(
      refusal(#"{"applinks": {"substitutionVariables": {"food": "pizza"}, "details": []}}"#)
        == "applinks.substitutionVariables.food must be an array of strings")
    #expect(
      refusal(#"{"applinks": {"details": [{"appID": "A", "paths": ["/a", 2]}]}}"#)
        == "applinks.details[0].paths[1] must be a string")
    #expect(
      refusal(#"{"applinks": {"details": [{"appID": "A", "components": [{"/": "/$(food)/"}]}]}}"#)
        == #"applinks.details[0].components[0]["/"]: pattern '/$(food)/' uses the undefined substitution variable '$(food)'"#
    )
  }

  /// A component "/$(v)" with a 3,000-value variable of 4 characters is 1 + 3,000 × (4 + 1)
  /// = 15,001 steps (trying a value is a step). 27 of them make 27 × 15,001 = 405,027 steps,
  /// over the file's 400,000: refused; 26 (390,026) are accepted.
  @Test func filesWhosePatternsExpandTooFarAreRefused() throws {
    let values = Array(repeating: "\"abcd\"", count: 3000).joined(separator: ",")
    func json(_ count: Int) -> String {
      let rules = Array(repeating: #"{ "/": "/$(v)" }"#, count: count).joined(separator: ",")
      return
        #"{"applinks": {"substitutionVariables": {"v": [\#(values)]}, "details": [{"appID": "A", "components": [\#(rules)]}]}}"#
    }
    #expect(
      refusal(json(27)) == "the file's patterns expand to 405027 steps; at most 400000 are matched")
    #expect(refusal(json(26)) == "accepted")
  }

  @Test func unusedServicesAndCommentsAreIgnored() throws {
    let sample = try file(appleExample)
    #expect(sample.details.count == 1)
  }
}

@Suite struct AssociatedDomainTests {
  @Test func exactEntriesMatchTheirHostOnly() throws {
    let domain = try AssociatedDomain(entry: "applinks:vitrine.example")
    #expect(domain.matches(URL(string: "https://vitrine.example/title/stalker")!))
    #expect(domain.matches(URL(string: "https://VITRINE.example/x")!))
    #expect(!domain.matches(URL(string: "https://www.vitrine.example/x")!))
    #expect(!domain.matches(URL(string: "http://vitrine.example/x")!))
    #expect(!domain.matches(URL(string: "https://vitrine.example:8443/x")!))
  }

  @Test func wildcardEntriesMatchSubdomainsNotTheDomain() throws {
    let domain = try AssociatedDomain(entry: "applinks:*.vitrine.example")
    #expect(domain.includesSubdomains)
    #expect(domain.domain == "vitrine.example")
    #expect(domain.matches(URL(string: "https://www.vitrine.example/x")!))
    #expect(domain.matches(URL(string: "https://a.b.vitrine.example/x")!))
    #expect(!domain.matches(URL(string: "https://vitrine.example/x")!))
    #expect(!domain.matches(URL(string: "https://evilvitrine.example/x")!))
    #expect(try AssociatedDomain(entry: "applinks:Example.com?mode=developer").mode == "developer")
  }

  @Test func malformedEntriesAreRefused() {
    for entry in [
      "webcredentials:example.com", "applinks:example.com:443", "applinks:", "applinks:localhost",
      "applinks:example.com/path", "applinks:exa mple.com", "applinks:example..com",
      "applinks:example.com?mode=sometimes", "applinks:*.", "applinks:-a.com",
    ] {
      #expect(throws: AASAError.self, "\(entry)") { try AssociatedDomain(entry: entry) }
    }
    do {
      _ = try AssociatedDomain(entry: "applinks:example.com:443")
      Issue.record("a port was accepted")
    } catch {
      #expect("\(error)" == "associated domain 'applinks:example.com:443': ports are not allowed")
    }
  }
}
