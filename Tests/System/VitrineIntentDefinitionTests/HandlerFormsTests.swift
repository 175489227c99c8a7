import Foundation
import Testing
import VitrineIntentDefinition

/// What Xcode generates for a parameter with dynamic options, both forms of the options method
/// (completion handler and `async throws`), and what the build plugin registers for `@main`.
@Suite struct HandlerFormsTests {
  private func lines(_ source: String) -> [String] {
    source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test func theProtocolHasBothFormsAndEachDefaultsToTheOther() throws {
    let model = try IntentDefinitionParser.parse(try fixture("CountryStats"))
    let source = SwiftGenerator.generate(model, sourceName: "CountryStats.intentdefinition")
    let all = lines(source)
    for expected in [
      "func provideCountryOptionsCollection(for intent: SelectCountryIntent) async throws -> INObjectCollection<CountryParam>",
      "public func provideCountryOptionsCollection(for intent: SelectCountryIntent) async throws -> INObjectCollection<CountryParam> {",
      #"INHandlerBridge.complete(completion, method: "provideCountryOptionsCollection") {"#,
      "try await box.handler.provideCountryOptionsCollection(for: intent)",
      "box.handler.provideCountryOptionsCollection(for: intent, with: completion)",
    ] {
      #expect(all.contains(expected), "missing: \(expected)")
    }
    // Both requirements are in the protocol, before its extension.
    let protocolBody = try #require(source.components(separatedBy: "extension ").first)
    #expect(
      protocolBody.contains("OptionsCollection(for intent: SelectCountryIntent) async throws"))
    #expect(protocolBody.contains("with completion: @escaping @Sendable"))
  }

  @Test func principalClassesAreFoundInSourcesAndRegistered() throws {
    let source = """
      import Intents
      // class Commented: INExtension {}
      class IntentHandler: INExtension, SelectCountryIntentHandling {
      final class Other : INExtension{
      class NotAnExtension: NSObject {}
      """
    #expect(RuntimeRegistration.extensionClasses(in: source) == ["IntentHandler", "Other"])
    let model = try IntentDefinitionParser.parse(try fixture("CountryStats"))
    let registration = RuntimeRegistration.source(for: model, extensions: ["IntentHandler"])
    #expect(registration.contains("INIntentClassRecord.store(SelectCountryIntent.self"))
    #expect(registration.contains("INExtensionFactory.store({ IntentHandler() }"))
    #expect(registration.components(separatedBy: "@section(\"swift5_tests\") @used").count == 3)
  }
}
