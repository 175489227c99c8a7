import Foundation
import Testing
import VitrineIntentDefinition

/// Enums in an intent definition, as Apple documents them for SiriKit custom intents: an enum
/// parameter's type is Integer, its values are the enum's cases (raw values from the file's
/// indexes, `unknown` at 0), and the generated property is the enum, not an optional.
@Suite struct IntentDefinitionEnumTests {
  @Test func readsTheEnumItsCasesAndTheParameterOfItsType() throws {
    let model = try IntentDefinitionParser.parse(try fixture("WithEnum"))
    #expect(
      model.enums == [
        IntentDefinitionModel.EnumType(
          name: "Metric", displayName: "Metric",
          cases: [
            .init(name: "unknown", displayName: "unknown", index: 0),
            .init(name: "steps", displayName: "Steps walked", index: 1),
            .init(name: "distance", displayName: "Distance", index: 2),
            .init(name: "default", displayName: "Default goal", index: 3),
          ])
      ])
    let parameter = try #require(model.intents.first?.parameters.first)
    #expect(parameter.type == .enumeration("Metric"))
    // Xcode writes an enum parameter's default in its metadata.
    #expect(parameter.defaultValue == "distance")
  }

  @Test func generatesAnIntEnumAndANonOptionalProperty() throws {
    let model = try IntentDefinitionParser.parse(try fixture("WithEnum"))
    let source = SwiftGenerator.generate(model, sourceName: "WithEnum.intentdefinition")
    let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for expected in [
      "public enum Metric: Int, Sendable, CaseIterable {",
      "case `unknown` = 0",
      "case `steps` = 1",
      // A case named by a Swift keyword still compiles.
      "case `default` = 3",
      #"case .`distance`: return "distance""#,
      "public init?(intentValueName name: String) {",
      "public var metric: Metric = .`unknown`",
      #"case "metric": return self.metric == .`unknown` ? nil : self.metric.intentValueName"#,
      "guard let value = Metric(intentValueName: text) else { return false }",
      #"defaultValue: "distance", typeName: "a Metric case name","#,
      "accepts: { Metric(intentValueName: $0) != nil }),",
    ] {
      #expect(lines.contains(expected), "missing: \(expected)")
    }
  }

  @Test func aParameterOfAnUndeclaredEnumIsRefusedByKey() throws {
    let data = try fixture("WithEnum")
    let text = String(decoding: data, as: UTF8.self)
      .replacingOccurrences(
        of: "<key>INIntentParameterEnumType</key>\n\t\t\t\t\t<string>Metric</string>",
        with: "<key>INIntentParameterEnumType</key>\n\t\t\t\t\t<string>Colour</string>")
    #expect(
      throws: IntentDefinitionError(
        key: "INIntents[0].INIntentParameters[0].INIntentParameterEnumType",
        "'Colour' is not an enum declared in INEnums")
    ) {
      try IntentDefinitionParser.parse(Data(text.utf8))
    }
  }

  @Test func repeatedCaseIndexesAreRefused() throws {
    let text = String(decoding: try fixture("WithEnum"), as: UTF8.self)
      .replacingOccurrences(of: "<integer>2</integer>", with: "<integer>1</integer>")
    #expect(
      throws: IntentDefinitionError(
        key: "INEnums[0].INEnumValues[2]", "'distance' (index 1) repeats a name or an index")
    ) {
      try IntentDefinitionParser.parse(Data(text.utf8))
    }
  }
}
