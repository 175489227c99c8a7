import Foundation
import Testing
import VitrineTestSupport

/// The `intentdefinition-swift` executable the build plugin runs.
@Suite(.timeLimit(.minutes(10))) struct GeneratorToolTests {
  let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  @Test func writesTheSwiftOfAGoodDefinition() async throws {
    let folder = try TemporaryFolder("intentdefinition")
    let output = folder.url.appendingPathComponent("CountryStats.swift")
    let result = try await BuiltProducts.run(
      BuiltProducts.executable("intentdefinition-swift"),
      [fixtures.appendingPathComponent("CountryStats.intentdefinition").path, output.path])
    #expect(result.status == 0)
    let source = try String(contentsOf: output, encoding: .utf8)
    #expect(source.contains("public final class SelectCountryIntent: INIntent"))
  }

  @Test func aBadDefinitionFailsTheBuildNamingTheKey() async throws {
    let folder = try TemporaryFolder("intentdefinition")
    let input = fixtures.appendingPathComponent("UnsupportedType.intentdefinition")
    let output = folder.url.appendingPathComponent("UnsupportedType.swift")
    let result = try await BuiltProducts.run(
      BuiltProducts.executable("intentdefinition-swift"), [input.path, output.path])
    #expect(result.status == 1)
    // The compiler-style "path: error: message" line the build prints.
    #expect(
      result.error
        == "\(input.path): error: INIntents[0].INIntentParameters[0].INIntentParameterType: "
        + "'Location' is not supported (supported: String, Integer, Boolean, Decimal, Object)\n")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }
}
