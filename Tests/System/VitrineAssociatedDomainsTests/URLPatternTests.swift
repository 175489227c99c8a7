import Foundation
import Testing
import VitrineAssociatedDomains

@Suite struct URLPatternTests {
  func pattern(
    _ text: String, caseSensitive: Bool = true, _ custom: [String: [String]] = [:]
  )
    throws -> URLPattern
  {
    try URLPattern(
      text, caseSensitive: caseSensitive, variables: SubstitutionVariables(custom: custom))
  }

  @Test func wildcardsMatchTheWholeComponent() throws {
    let star = try pattern("/buy/*")
    #expect(star.matches("/buy/"))  // * matches zero characters
    #expect(star.matches("/buy/shoes/42"))  // … and slashes
    #expect(!star.matches("/shop/buy/x"))  // anchored at the start
    #expect(!star.matches("/buy"))

    let one = try pattern("/a?c")
    #expect(one.matches("/abc"))
    #expect(!one.matches("/ac"))  // ? is exactly one character
    #expect(!one.matches("/abbc"))

    let atLeastOne = try pattern("/title/?*")
    #expect(atLeastOne.matches("/title/x"))
    #expect(atLeastOne.matches("/title/stalker"))
    #expect(!atLeastOne.matches("/title/"))  // ?* needs one character or more

    let exact = try pattern("/about")
    #expect(exact.matches("/about"))
    #expect(!exact.matches("/about/"))  // anchored at the end
    #expect(try pattern("*").matches(""))
    #expect(!(try pattern("")).matches("x"))
    #expect(try pattern("*a*b*").matches("xxaxxbxx"))
  }

  @Test func caseInsensitivePatternsFoldBothSides() throws {
    #expect(try pattern("/Films/*", caseSensitive: false).matches("/FILMS/Solaris"))
    #expect(!(try pattern("/Films/*")).matches("/films/solaris"))
    #expect(try pattern("/фильмы", caseSensitive: false).matches("/ФИЛЬМЫ"))
  }

  @Test func predefinedVariables() throws {
    let year = try pattern("/$(digit)$(digit)$(digit)$(digit)")
    #expect(year.matches("/1979"))
    #expect(!year.matches("/197"))
    #expect(!year.matches("/19a9"))
    #expect(try pattern("/$(alpha)").matches("/Q"))
    #expect(!(try pattern("/$(alpha)")).matches("/7"))
    #expect(try pattern("/$(upper)").matches("/Q"))
    #expect(!(try pattern("/$(upper)")).matches("/q"))
    #expect(try pattern("/$(lower)").matches("/q"))
    #expect(try pattern("/$(alnum)$(alnum)").matches("/a9"))
    #expect(!(try pattern("/$(alnum)")).matches("/-"))
    #expect(try pattern("/#$(xdigit)$(xdigit)").matches("/#fF"))
    #expect(!(try pattern("/$(xdigit)")).matches("/g"))
    #expect(try pattern("/$(lang)").matches("/ru"))
    #expect(!(try pattern("/$(lang)")).matches("/rus"))
    #expect(try pattern("/$(region)").matches("/RU"))
    // A case-insensitive pattern lets $(upper) match a lowercase letter.
    #expect(try pattern("/$(upper)", caseSensitive: false).matches("/q"))
  }

  @Test func customVariablesMayHoldWildcardsAndOverridePredefinedOnes() throws {
    let shows = try pattern("/$(section)/*", ["section": ["film?", "series"]])
    #expect(shows.matches("/films/x"))
    #expect(shows.matches("/series/x"))
    #expect(!shows.matches("/film/x"))
    let overridden = try pattern("/$(digit)", ["digit": ["one"]])
    #expect(overridden.matches("/one"))
    #expect(!overridden.matches("/1"))
  }

  @Test func malformedPatternsNameTheProblem() {
    #expect(throws: AASAError.self) { try pattern("/$(food") }
    #expect(throws: AASAError.self) { try pattern("/$(food)") }
    #expect(throws: AASAError.self) { try pattern("/$()") }
    #expect(throws: AASAError.self) { try pattern("/$(a)", ["a": ["$(digit)"]]) }
    do {
      _ = try URLPattern("/$(nope)", keyPath: "applinks.details[0].components[0][\"/\"]")
      Issue.record("an undefined variable was accepted")
    } catch {
      #expect(
        "\(error)"
          == "applinks.details[0].components[0][\"/\"]: pattern '/$(nope)' uses the undefined substitution variable '$(nope)'"
      )
    }
  }

  /// A variable of 1,000 values ("v0" … "v999": 10 × 2 + 90 × 3 + 900 × 4 = 3,890 steps, and a
  /// step to try each value: 4,890) used 300 times would expand to 1,467,000 steps, over the
  /// 20,000 a pattern may have: refused.
  @Test func patternsTooCostlyToMatchAreRefused() throws {
    let values = (0..<1000).map { "v\($0)" }
    let text = String(repeating: "$(v)", count: 300)
    #expect(throws: AASAError.self) { try pattern(text, ["v": values]) }
    // Four uses (19,560 steps) are within the limit.
    #expect(try pattern(String(repeating: "$(v)", count: 4), ["v": values]).cost == 19_560)
  }

  /// Components longer than 4,096 characters never match, so a match stays cheap.
  @Test func overlongComponentsNeverMatch() throws {
    let star = try pattern("/*")
    #expect(star.matches("/" + String(repeating: "a", count: 4095)))
    #expect(!star.matches("/" + String(repeating: "a", count: 4096)))
  }
}
