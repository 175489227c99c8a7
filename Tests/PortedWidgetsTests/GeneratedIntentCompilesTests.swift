import Foundation
import Testing
import VitrineTestSupport

/// The Swift `intentdefinition-swift` writes compiles, whatever names the definition gives
/// that Swift reserves: a generator that exits 0 with Swift that does not build fails the app's
/// build later, far from the definition.
@Suite(.timeLimit(.minutes(5))) struct GeneratedIntentCompilesTests {
  /// Parameters and properties named like Swift's keywords, of every supported type.
  static let definition = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>INTypes</key><array><dict>
      <key>INTypeName</key><string>Place</string>
      <key>INTypeProperties</key><array>
        <dict><key>INTypePropertyName</key><string>class</string>
          <key>INTypePropertyType</key><string>String</string></dict>
        <dict><key>INTypePropertyName</key><string>default</string>
          <key>INTypePropertyType</key><string>Integer</string></dict>
      </array></dict></array>
    <key>INIntents</key><array><dict>
      <key>INIntentName</key><string>Keywords</string>
      <key>INIntentParameters</key><array>
        <dict><key>INIntentParameterName</key><string>class</string>
          <key>INIntentParameterType</key><string>String</string></dict>
        <dict><key>INIntentParameterName</key><string>self</string>
          <key>INIntentParameterType</key><string>Integer</string></dict>
        <dict><key>INIntentParameterName</key><string>init</string>
          <key>INIntentParameterType</key><string>Boolean</string></dict>
        <dict><key>INIntentParameterName</key><string>default</string>
          <key>INIntentParameterType</key><string>Decimal</string></dict>
        <dict><key>INIntentParameterName</key><string>Type</string>
          <key>INIntentParameterType</key><string>Object</string>
          <key>INIntentParameterObjectType</key><string>Place</string>
          <key>INIntentParameterSupportsDynamicEnumeration</key><true/></dict>
        <dict><key>INIntentParameterName</key><string>_</string>
          <key>INIntentParameterType</key><string>String</string></dict>
      </array></dict></array>
    </dict></plist>
    """

  @Test func parametersNamedLikeKeywordsCompile() async throws {
    let work = try TemporaryFolder("generated-keywords")
    let input = work.url.appendingPathComponent("Keywords.intentdefinition")
    try Data(Self.definition.utf8).write(to: input)
    let output = work.url.appendingPathComponent("Keywords.swift")
    let generated = try await BuiltProducts.run(
      BuiltProducts.executable("intentdefinition-swift"), [input.path, output.path])
    #expect(generated.status == 0, "\(generated.error)")
    try await Compiler.typecheck([output.path], modules: work.url)
  }
}
