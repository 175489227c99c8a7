import Foundation
import Testing
import VitrineIntentDefinition

@Suite struct SwiftGeneratorTests {
  @Test func generatesTheClassesAndTheHandlingProtocolXcodeWould() throws {
    let model = try IntentDefinitionParser.parse(try fixture("CountryStats"))
    let source = SwiftGenerator.generate(model, sourceName: "CountryStats.intentdefinition")
    let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for expected in [
      "import VitrineIntents",
      "public final class CountryParam: INObject, @unchecked Sendable {",
      "public var iso: String?",
      "public final class SelectCountryIntent: INIntent, @unchecked Sendable {",
      "public var country: CountryParam?",
      #"public override class var intentTitle: String { "Select Country" }"#,
      #"case "country": return self.country?.storedText"#,
      "self.country = CountryParam(identifier: text, display: text)",
      "public protocol SelectCountryIntentHandling: AnyObject, SendableMetatype {",
      "func provideCountryOptionsCollection(",
      "with completion: @escaping @Sendable (INObjectCollection<CountryParam>?, (any Error)?) -> Void)",
      "func defaultCountry(for intent: SelectCountryIntent) -> CountryParam?",
      "public func defaultCountry(for intent: SelectCountryIntent) -> CountryParam? { nil }",
    ] {
      #expect(lines.contains(expected), "missing: \(expected)")
    }
    // The type's system properties are INObject's, not redeclared.
    #expect(!source.contains("var displayString"))
    #expect(!source.contains("var identifier"))
  }

  @Test func plainParametersParseTheirText() throws {
    let model = try IntentDefinitionParser.parse(try fixture("Minimal"))
    let source = SwiftGenerator.generate(model, sourceName: "Minimal.intentdefinition")
    #expect(source.contains("public final class ConfigurationIntent: INIntent"))
    #expect(source.contains("public var count: Int?"))
    #expect(source.contains("guard let value = Int(text) else { return false }"))
    #expect(source.contains(#"defaultValue: "3", typeName: "an integer","#))
    // Quotes in titles are escaped, so the output stays valid Swift.
    #expect(source.contains(#"title: "Note \"quoted\"""#))
    // No dynamic options: the protocol has no requirements and no defaults extension.
    #expect(source.contains("public protocol ConfigurationIntentHandling: AnyObject, SendableMetatype {\n}"))
    #expect(!source.contains("extension ConfigurationIntentHandling"))
  }
}
