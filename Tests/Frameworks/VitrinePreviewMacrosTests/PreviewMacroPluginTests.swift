import Foundation
import Testing
import VitrineTestSupport

/// The `#Preview` plugin as the compiler drives it: framed JSON on its standard input and output.
@Suite(.timeLimit(.minutes(10))) struct PreviewMacroPluginTests {
  let tool = BuiltProducts.executable("VitrinePreviewMacros-tool")

  /// Sends `messages`, closes the input, and returns every answer.
  func exchange(_ messages: [[String: Any]]) throws -> [[String: Any]] {
    var input = Data()
    for message in messages {
      let json = try JSONSerialization.data(withJSONObject: message)
      // 8-byte little-endian length, then the JSON.
      input.append(contentsOf: (0..<8).map { UInt8(truncatingIfNeeded: json.count >> ($0 * 8)) })
      input.append(json)
    }
    return try answers(to: input)
  }

  func answers(to input: Data) throws -> [[String: Any]] {
    let process = Process()
    process.executableURL = tool
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var answers: [[String: Any]] = []
    var rest = output[...]
    while rest.count >= 8 {
      let length = rest.prefix(8).reversed().reduce(0) { $0 << 8 | Int($1) }
      let body = rest.dropFirst(8).prefix(length)
      answers.append(try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any]))
      rest = rest.dropFirst(8 + length)
    }
    return answers
  }

  func expansion(_ source: String, line: Int = 10, context: [Any] = []) -> [String: Any] {
    [
      "expandFreestandingMacro": [
        "discriminator": "$s4main0015mainswift_fMf_",
        "lexicalContext": context,
        "macro": [
          "moduleName": "VitrinePreviewMacros", "name": "Preview", "typeName": "PreviewMacro",
        ],
        "macroRole": "declaration",
        "syntax": [
          "kind": "declaration", "source": source,
          "location": [
            "fileID": "MyWidgets/Steps.swift", "fileName": "/src/Steps.swift", "line": line,
            "column": 1, "offset": 120,
          ],
        ],
      ]
    ]
  }

  @Test func answersTheCapabilityAndExpandsAPreview() throws {
    let answers = try exchange([
      ["getCapability": ["capability": ["protocolVersion": 7]]],
      expansion("\n\n#Preview(\"Steps\") { StepsView() }"),
    ])
    #expect(answers.count == 2)
    let capability = answers.first?["getCapabilityResult"] as? [String: Any]
    #expect((capability?["capability"] as? [String: Any])?["protocolVersion"] as? Int == 1)
    let result = try #require(answers.last?["expandMacroResult"] as? [String: Any])
    let source = try #require(result["expandedSource"] as? String)
    // The macro becomes the initializer call with the author's text after `#Preview` unchanged,
    // in a record of the `swift5_tests` section named from the compiler's discriminator.
    #expect(source.contains("VitrineUI.Preview(\"Steps\") { StepsView() }"))
    #expect(source.contains("@section(\"swift5_tests\") @used"))
    #expect(source.contains("private let $s4main0015mainswift_fMf_7previewfMu_:"))
    #expect(source.contains("0x7670_7276"))
    // Line 10 is where the leading trivia starts; two line breaks later is the `#`: line 12.
    #expect(source.contains("fileID: \"MyWidgets/Steps.swift\", line: 12"))
    #expect((result["diagnostics"] as? [Any])?.isEmpty == true)
  }

  @Test func aPreviewInsideATypeIsAnErrorAtTheMacro() throws {
    let answers = try exchange([
      expansion(
        "#Preview { Text(\"x\") }", context: [["kind": "declaration", "source": "struct S {}"]])
    ])
    let result = try #require(answers.first?["expandMacroResult"] as? [String: Any])
    #expect(result["expandedSource"] == nil)
    let diagnostic = try #require((result["diagnostics"] as? [[String: Any]])?.first)
    #expect((diagnostic["message"] as? String)?.contains("top level of a file") == true)
    #expect(diagnostic["severity"] as? String == "error")
    let position = diagnostic["position"] as? [String: Any]
    #expect(position?["fileName"] as? String == "/src/Steps.swift")
    #expect(position?["offset"] as? Int == 120)
  }

  @Test func quotesInTheFileNameAreEscaped() throws {
    var message = expansion("#Preview { Text(\"x\") }")
    var request = message["expandFreestandingMacro"] as! [String: Any]
    var syntax = request["syntax"] as! [String: Any]
    syntax["location"] = ["fileID": "M/a\"b\\c.swift", "line": 1]
    request["syntax"] = syntax
    message["expandFreestandingMacro"] = request
    let answers = try exchange([message])
    let source =
      (answers.first?["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String
    #expect(source?.contains(#"fileID: "M/a\"b\\c.swift""#) == true)
  }

  @Test func anOversizedLengthEndsThePluginWithoutAnswer() throws {
    // A length of 2^40 bytes is over the 64 MiB bound: nothing is read or answered.
    let header = Data([0, 0, 0, 0, 0, 1, 0, 0])
    #expect(try answers(to: header + Data("{}".utf8)).isEmpty)
  }
}
