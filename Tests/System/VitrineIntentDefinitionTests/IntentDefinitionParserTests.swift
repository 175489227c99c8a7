import Foundation
import Testing
import VitrineIntentDefinition

/// The bytes of a fixture beside this file.
func fixture(_ name: String) throws -> Data {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  return try Data(contentsOf: folder.appendingPathComponent("Fixtures/\(name).intentdefinition"))
}

@Suite struct IntentDefinitionParserTests {
  @Test func readsTheWidgetsDefinitionAsXcodeSavesIt() throws {
    let model = try IntentDefinitionParser.parse(try fixture("CountryStats"))
    #expect(model.intents.count == 1)
    let intent = model.intents[0]
    #expect(intent.className == "SelectCountryIntent")
    #expect(intent.handlingProtocolName == "SelectCountryIntentHandling")
    #expect(intent.title == "Select Country")
    #expect(intent.description == "Choose the country whose figures the widget shows")
    #expect(
      intent.parameters == [
        IntentDefinitionModel.Parameter(
          name: "country", displayName: "Country", type: .object("CountryParam"),
          hasDynamicOptions: true, defaultValue: nil)
      ])
    // INObject's own four properties are not generated; `iso` is.
    #expect(
      model.types == [
        IntentDefinitionModel.CustomType(
          name: "CountryParam", displayName: "Country Param",
          properties: [IntentDefinitionModel.Property(name: "iso", type: .string)])
      ])
  }

  @Test func readsPlainParametersAndTheirDefaults() throws {
    let model = try IntentDefinitionParser.parse(try fixture("Minimal"))
    #expect(model.types.isEmpty)
    #expect(model.intents[0].parameters.map(\.type) == [.integer, .string])
    #expect(model.intents[0].parameters.map(\.defaultValue) == ["3", nil])
    #expect(model.intents[0].parameters[1].displayName == #"Note "quoted""#)
  }

  @Test func anUnsupportedTypeNamesItsKey() throws {
    #expect(
      throws: IntentDefinitionError(
        key: "INIntents[0].INIntentParameters[0].INIntentParameterType",
        "'Location' is not supported (supported: String, Integer, Boolean, Decimal, Object)")
    ) {
      try IntentDefinitionParser.parse(try fixture("UnsupportedType"))
    }
  }

  @Test func aNameThatIsNotASwiftIdentifierIsRefused() throws {
    #expect(
      throws: IntentDefinitionError(
        key: "INIntents[0].INIntentName", "'2Configure' is not a Swift identifier")
    ) {
      try IntentDefinitionParser.parse(try fixture("BadName"))
    }
  }

  @Test func aFileThatIsNotAPropertyListIsRefused() throws {
    do {
      _ = try IntentDefinitionParser.parse(try fixture("NotAPlist"))
      Issue.record("a broken file was read")
    } catch let error as IntentDefinitionError {
      #expect(error.key == "the file")
      #expect(error.reason.hasPrefix("not a property list"))
    }
  }

  @Test func anObjectOfAnUndeclaredTypeIsRefused() throws {
    let text = String(decoding: try fixture("CountryStats"), as: UTF8.self)
      .replacingOccurrences(
        of: "<string>CountryParam</string>\n\t\t\t\t\t<key>INIntentParameterObjectTypeNamespace",
        with: "<string>Region</string>\n\t\t\t\t\t<key>INIntentParameterObjectTypeNamespace")
    #expect(
      throws: IntentDefinitionError(
        key: "INIntents[0].INIntentParameters[0].INIntentParameterObjectType",
        "'Region' is not a custom type declared in INTypes")
    ) {
      try IntentDefinitionParser.parse(Data(text.utf8))
    }
  }
}
