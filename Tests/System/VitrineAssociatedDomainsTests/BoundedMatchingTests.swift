import Foundation
import Testing

@testable import VitrineAssociatedDomains

/// Matching one URL against a file does bounded work, whatever the file and however many apps
/// it names: patterns are matched in O(steps × length / 64) with no backtracking, each rule
/// once for every app together, within ``AASAFile/workLimit``.
@Suite struct BoundedMatchingTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Fixtures/AASA").standardized

  /// A checked-in worst case and the URL that costs it most.
  static func fixture(_ name: String) throws -> (AASAFile, URL) {
    let file = try AASAFile(data: Data(contentsOf: fixtures.appendingPathComponent(name + ".json")))
    let text = try String(
      contentsOf: fixtures.appendingPathComponent(name + ".url"), encoding: .utf8)
    return (file, URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines))!)
  }

  /// 3,000 apps share one pass over the rules: were the rules matched again for each app, the
  /// work would pass the limit and the verdicts would be `tooCostly`.
  @Test func everyAppSharesOnePassOverTheRules() throws {
    let (file, url) = try Self.fixture("stars-3000-apps")
    #expect(file.appIDs.count == 3000)
    let verdicts = file.verdicts(for: url)
    #expect(verdicts.count == 3000)
    #expect(verdicts.allSatisfy { $0.outcome == .noMatch }, "\(verdicts[0])")
    #expect(file.verdict(for: url, appID: "ABCDE12345.app.n2999").outcome == .noMatch)
  }

  @Test func everyWorstCaseGetsAVerdict() throws {
    let expected: [String: AASAVerdict.Outcome] = [
      "stars-3000-apps": .noMatch, "wide-alternatives": .noMatch, "many-details": .noMatch,
      "all-components-decoded": .noMatch, "query-items": .tooCostly,
    ]
    for (name, outcome) in expected {
      let (file, url) = try Self.fixture(name)
      let verdicts = file.verdicts(for: url)
      #expect(Set(verdicts.map(\.outcome)) == [outcome], "\(name): \(verdicts.first!)")
    }
  }

  /// Past the limit the URL is not opened, and the verdict says why; a plain URL against the
  /// same file is matched.
  @Test func workPastTheLimitIsNotOpened() throws {
    let (file, url) = try Self.fixture("query-items")
    let verdict = file.verdict(for: url, appID: "ABCDE12345.app")
    #expect(verdict.outcome == .tooCostly)
    #expect(!verdict.opens)
    #expect(verdict.description.contains("more than 40000000 steps"))
    let plain = file.verdict(
      for: URL(string: "https://worst.example/x?q=1")!, appID: "ABCDE12345.app")
    #expect(plain.outcome == .noMatch)
  }

  /// Empty values still cost a step each: a variable cannot hide work from the limits.
  @Test func emptyVariableValuesCount() throws {
    let values = String(repeating: #""","#, count: 20_000) + #""""#
    let json =
      #"{"applinks": {"substitutionVariables": {"e": [\#(values)]}, "details": [{"appID": "A.b", "components": [{"/": "$(e)"}]}]}}"#
    #expect(throws: AASAError.self) { try AASAFile(data: Data(json.utf8)) }
  }

  /// The bit-parallel matcher agrees with a plain recursive one on random patterns and texts.
  @Test func agreesWithAPlainMatcher() throws {
    var random = SeededGenerator(state: 26)
    let alphabet: [Character] = ["a", "b", "/", "É", "é"]
    for _ in 0..<3000 {
      let text = String(
        (0..<Int.random(in: 0...70, using: &random)).map { _ in
          alphabet.randomElement(using: &random)!
        })
      let pattern = String(
        (0..<Int.random(in: 0...9, using: &random)).map { _ in
          (alphabet + ["*", "?", "*"]).randomElement(using: &random)!
        })
      for caseSensitive in [true, false] {
        let compiled = try URLPattern(pattern, caseSensitive: caseSensitive)
        let expected = Self.plainMatch(
          Array(caseSensitive ? pattern : pattern.lowercased())[...],
          Array(caseSensitive ? text : text.lowercased())[...])
        #expect(compiled.matches(text) == expected, "'\(pattern)' against '\(text)'")
      }
    }
    // Texts longer than one word of positions.
    let long = String(repeating: "ab", count: 100)
    #expect(try URLPattern("*bb*").matches(long) == false)
    #expect(try URLPattern("*b?b*").matches(long))
    #expect(try URLPattern("*a*a*b").matches(long))
    #expect(try URLPattern(String(repeating: "?", count: 200)).matches(long))
    #expect(try URLPattern(String(repeating: "?", count: 201)).matches(long) == false)
  }

  static func plainMatch(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
    guard let first = pattern.first else { return text.isEmpty }
    switch first {
    case "*":
      return (0...text.count).contains { plainMatch(pattern.dropFirst(), text.dropFirst($0)) }
    case "?": return !text.isEmpty && plainMatch(pattern.dropFirst(), text.dropFirst())
    default:
      return text.first == first && plainMatch(pattern.dropFirst(), text.dropFirst())
    }
  }

  /// Found by the url-normalization fuzz target: in decoded matching, a combining mark after
  /// the slash (U+064E) joined it into one grapheme, so `/account/*` did not exclude
  /// `/account/%D9%8Ee` and the catch-all rule opened it. Characters are Unicode scalars now.
  @Test func aCombiningMarkDoesNotHideASlash() throws {
    let aasa = try AASAFile(
      data: Data(
        #"{"applinks":{"details":[{"appID":"T.app","defaults":{"percentEncoded":false},"components":[{"/":"/account/*","exclude":true},{"/":"*"}]}]}}"#
          .utf8))
    let verdict = aasa.verdict(
      for: URL(string: "https://a.example/account/%D9%8Ee")!, appID: "T.app")
    #expect(verdict.outcome == .excluded)
    #expect(try URLPattern("/?e").matches("/\u{64E}e"))
  }
}
