import Foundation
import Testing
import VitrineAssociatedDomains

/// A small deterministic generator (SplitMix64), so a failing case can be replayed by seed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite struct ExclusionPropertyTests {
  static let segments = ["title", "films", "stalker", "a", "help", "buy", "x1", "ru", "EN"]

  /// A random path of one to four segments.
  static func path(_ random: inout SeededGenerator) -> String {
    "/"
      + (0..<Int.random(in: 1...4, using: &random)).map { _ in
        segments.randomElement(using: &random)!
      }.joined(separator: "/")
  }

  /// A pattern that matches `path`: some characters become `?`, some runs become `*`.
  static func pattern(matching path: String, _ random: inout SeededGenerator) -> String {
    var result = ""
    var characters = Array(path)[...]
    while let character = characters.popFirst() {
      switch Int.random(in: 0..<10, using: &random) {
      case 0: result.append("?")
      case 1:
        result.append("*")
        characters = characters.dropFirst(Int.random(in: 0...characters.count, using: &random))
      default: result.append(character)
      }
    }
    return result
  }

  /// For random URLs and random rule lists (which often match the URL too), an exclusion that
  /// matches the URL and is listed first always decides: the verdict is `excluded` by rule 0.
  @Test func anExclusionListedFirstAlwaysWins() throws {
    var random = SeededGenerator(state: 2026)
    for round in 0..<400 {
      let path = Self.path(&random)
      let exclusion = Self.pattern(matching: path, &random)
      let others = (0..<Int.random(in: 0...5, using: &random)).map { _ -> String in
        let other = Int.random(in: 0..<3, using: &random) == 0 ? "*" : Self.path(&random)
        return #"{ "/": "\#(Self.pattern(matching: other, &random))" }"#
      }
      let rules = [#"{ "/": "\#(exclusion)", "exclude": true }"#] + others
      let sample = try components(rules.joined(separator: ", "))
      let result = verdict(sample, "https://example.com\(path)")
      #expect(result.outcome == .excluded, "round \(round): \(exclusion) vs \(path)")
      #expect(result.rule?.keyPath == "applinks.details[0].components[0]", "round \(round)")
    }
  }
}
