import Foundation
import Testing
import VitrineAssociatedDomains

/// Parses `json` (a test's own file text).
func file(_ json: String) throws -> AASAFile {
  try AASAFile(data: Data(json.utf8))
}

/// The verdict of `file` for `url` and the app `appID`.
func verdict(
  _ file: AASAFile, _ url: String, app appID: String = "ABCDE12345.com.example.app"
)
  -> AASAVerdict
{
  file.verdict(for: URL(string: url)!, appID: appID)
}

/// The example association file of Apple's `applinks` documentation, rebuilt from the facts it
/// documents: an excluded fragment, `/buy/*`, an excluded `/help/website/*`, and `/help/*` with
/// a four-character `articleNumber`.
let appleExample = """
  {
    "applinks": {
      "details": [
        {
          "appIDs": [ "ABCDE12345.com.example.app", "ABCDE12345.com.example.app2" ],
          "components": [
            { "#": "no_universal_links", "exclude": true, "comment": "fragment opt-out" },
            { "/": "/buy/*", "comment": "purchases" },
            { "/": "/help/website/*", "exclude": true, "comment": "web-only help" },
            { "/": "/help/*", "?": { "articleNumber": "????" }, "comment": "help articles" }
          ]
        }
      ]
    },
    "webcredentials": { "apps": [ "ABCDE12345.com.example.app" ] },
    "appclips": { "apps": [ "ABCED12345.com.example.MyApp.Clip" ] }
  }
  """

@Suite struct AppleExampleTests {
  @Test func eachDocumentedRuleDecidesItsURLs() throws {
    let sample = try file(appleExample)
    #expect(sample.appIDs == ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"])

    let buy = verdict(sample, "https://example.com/buy/shoes/42")
    #expect(buy.outcome == .opens)
    #expect(buy.rule?.keyPath == "applinks.details[0].components[1]")
    #expect(buy.rule?.comment == "purchases")

    // The fragment rule comes first, so it wins over /buy/*.
    let optedOut = verdict(sample, "https://example.com/buy/shoes#no_universal_links")
    #expect(optedOut.outcome == .excluded)
    #expect(optedOut.rule?.keyPath == "applinks.details[0].components[0]")

    let webHelp = verdict(sample, "https://example.com/help/website/faq")
    #expect(webHelp.outcome == .excluded)
    #expect(webHelp.rule?.keyPath == "applinks.details[0].components[2]")

    let article = verdict(sample, "https://example.com/help/printing?articleNumber=1234")
    #expect(article.outcome == .opens)
    #expect(article.rule?.keyPath == "applinks.details[0].components[3]")

    // "????" is exactly four characters: three or five do not match, and a missing item reads
    // as the empty string, which does not match either.
    #expect(
      verdict(sample, "https://example.com/help/printing?articleNumber=123").outcome == .noMatch)
    #expect(
      verdict(sample, "https://example.com/help/printing?articleNumber=12345").outcome == .noMatch)
    #expect(verdict(sample, "https://example.com/help/printing").outcome == .noMatch)
    #expect(verdict(sample, "https://example.com/sell/shoes").outcome == .noMatch)
    #expect(verdict(sample, "http://example.com/buy/shoes").outcome == .notHTTPS)
    #expect(verdict(sample, "https://example.com/buy/x", app: "ABCDE12345.com.example.app2").opens)
  }

  /// The detail example: app-level `defaults` make matching case-insensitive.
  @Test func detailDefaultsIgnoreCase() throws {
    let sample = try file(
      """
      { "applinks": { "details": [ {
        "appIDs": [ "ABCDE12345.com.example.app" ],
        "components": [ { "/": "/buy/*", "#": "my_great_product_123" } ],
        "defaults": { "caseSensitive": false }
      } ] } }
      """)
    #expect(verdict(sample, "https://example.com/BUY/Shoes#My_Great_Product_123").opens)
    #expect(verdict(sample, "https://example.com/buy/shoes#other").outcome == .noMatch)
  }

  /// The substitution-variables example: `/$(lang)_$(region)/$(food)/`.
  @Test func substitutionVariablesExample() throws {
    let sample = try file(
      """
      { "applinks": {
        "substitutionVariables": { "food": [ "burrito", "pizza", "sushi", "samosa" ] },
        "details": [ { "appIDs": [ "ABCDE12345.com.example.app" ],
          "components": [ { "/": "/$(lang)_$(region)/$(food)/" } ] } ]
      } }
      """)
    #expect(verdict(sample, "https://example.com/en_US/pizza/").opens)
    #expect(verdict(sample, "https://example.com/ru_RU/sushi/").opens)
    #expect(verdict(sample, "https://example.com/zh_CN/samosa/").opens)
    // Not one of the food values, not an ISO language, not a region, missing the last slash.
    #expect(verdict(sample, "https://example.com/en_US/tacos/").outcome == .noMatch)
    #expect(verdict(sample, "https://example.com/qq_US/pizza/").outcome == .noMatch)
    #expect(verdict(sample, "https://example.com/en_ZZ/pizza/").outcome == .noMatch)
    #expect(verdict(sample, "https://example.com/en_US/pizza").outcome == .noMatch)
  }
}
