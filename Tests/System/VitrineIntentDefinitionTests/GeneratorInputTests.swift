import Foundation
import Testing
import VitrineIntentDefinition
import VitrineTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// An intent definition with one intent, `parameters` (name, type) and `types` (name,
/// property names), as Xcode writes it.
func intentDefinition(
  intent: String = "Configuration", parameters: [(String, String)],
  types: [(String, [String])] = []
) -> Data {
  func parameter(_ name: String, _ type: String) -> String {
    let object = type == "String" || type == "Integer" || type == "Boolean" ? "" : type
    return """
      <dict><key>INIntentParameterName</key><string>\(name)</string>
      <key>INIntentParameterType</key><string>\(object.isEmpty ? type : "Object")</string>
      \(object.isEmpty ? "" : "<key>INIntentParameterObjectType</key><string>\(object)</string>")
      </dict>
      """
  }
  func type(_ name: String, _ properties: [String]) -> String {
    let listed = properties.map {
      "<dict><key>INTypePropertyName</key><string>\($0)</string><key>INTypePropertyType</key><string>String</string></dict>"
    }
    return """
      <dict><key>INTypeName</key><string>\(name)</string>
      <key>INTypeProperties</key><array>\(listed.joined())</array></dict>
      """
  }
  return Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>INIntents</key><array><dict>
    <key>INIntentName</key><string>\(intent)</string>
    <key>INIntentParameters</key><array>\(parameters.map(parameter).joined())</array>
    </dict></array>
    <key>INTypes</key><array>\(types.map(type).joined())</array>
    </dict></plist>
    """.utf8)
}

/// `intentdefinition-swift` checks its input file before reading it, and never exits 0 with
/// Swift that does not compile.
@Suite(.timeLimit(.minutes(2))) struct GeneratorInputTests {
  func generate(
    _ input: String, _ output: String
  ) async throws -> (
    status: Int32, output: String, error: String
  ) {
    try await BuiltProducts.run(
      BuiltProducts.executable("intentdefinition-swift"), [input, output])
  }

  @Test func whatIsNotARegularFileIsRefusedInWords() async throws {
    let folder = try TemporaryFolder("intentdefinition-input")
    let output = folder.url.appendingPathComponent("Out.swift").path
    let pipe = folder.url.appendingPathComponent("pipe").path
    #expect(mkfifo(pipe, 0o600) == 0)
    let big = folder.url.appendingPathComponent("Big.intentdefinition")
    #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
    let handle = try FileHandle(forWritingTo: big)
    try handle.truncate(atOffset: 1 << 30)
    try handle.close()
    let cases = [
      ("/dev/zero", "it is a character device, not a regular file"),
      (folder.url.path, "it is a directory, not a regular file"),
      (pipe, "it is a named pipe (FIFO), not a regular file"),
      (big.path, "it is 1073741824 bytes; at most 4194304 bytes are read"),
    ]
    for (input, reason) in cases {
      let result = try await generate(input, output)
      #expect(result.status == 1, "\(input)")
      #expect(result.error == "\(input): error: the file: \(reason)\n", "\(input)")
      #expect(!FileManager.default.fileExists(atPath: output))
    }
  }

  @Test func namesTheGeneratedSwiftCannotHaveAreRefused() async throws {
    let folder = try TemporaryFolder("intentdefinition-names")
    let output = folder.url.appendingPathComponent("Out.swift").path
    let cases: [(Data, String)] = [
      (
        intentDefinition(parameters: [("country", "String"), ("country", "Integer")]),
        "INIntents[0].INIntentParameters[1].INIntentParameterName: 'country' is already the name of INIntentParameters[0]"
      ),
      (
        intentDefinition(parameters: [("place", "String")], types: [("String", ["code"])]),
        "INTypes[0].INTypeName: 'String' is a Swift keyword or a standard type's name"
      ),
      (
        intentDefinition(parameters: [("descriptor", "String")]),
        "INIntents[0].INIntentParameters[0].INIntentParameterName: 'descriptor' is the name of a member every INIntent has"
      ),
      (
        intentDefinition(parameters: [("place", "String")], types: [("Place", ["code", "code"])]),
        "INTypes[0].INTypeProperties[1].INTypePropertyName: 'code' is already the name of INTypeProperties[0]"
      ),
      (
        intentDefinition(
          intent: "Configuration", parameters: [], types: [("ConfigurationIntent", [])]),
        "INIntents[0].INIntentName: the intent 'Configuration' generates 'ConfigurationIntent', which is already declared at INTypes[0].INTypeName"
      ),
    ]
    for (index, (data, message)) in cases.enumerated() {
      let input = folder.url.appendingPathComponent("Case\(index).intentdefinition").path
      try data.write(to: URL(fileURLWithPath: input))
      let result = try await generate(input, output)
      #expect(result.status == 1, "case \(index)")
      #expect(result.error.hasPrefix("\(input): error: \(message)"), "\(result.error)")
      #expect(!FileManager.default.fileExists(atPath: output))
    }
  }

  @Test func keywordsAreEscaped() async throws {
    let folder = try TemporaryFolder("intentdefinition-keywords")
    let input = folder.url.appendingPathComponent("Keywords.intentdefinition").path
    let output = folder.url.appendingPathComponent("Keywords.swift").path
    try intentDefinition(
      parameters: [
        ("class", "String"), ("self", "Integer"), ("init", "Boolean"),
        ("default", "String"),
      ]
    ).write(to: URL(fileURLWithPath: input))
    let result = try await generate(input, output)
    #expect(result.status == 0, "\(result.error)")
    let source = try String(contentsOfFile: output, encoding: .utf8)
    #expect(source.contains("public var `class`: String?"))
    #expect(source.contains("public var `self`: Int?"))
    #expect(source.contains(#"case "init": return self.`init`.map { String($0) }"#))
    #expect(source.contains("self.`default` = text"))
  }
}
