import Foundation
import Testing
import VitrineIntentDefinition

/// An `.intentdefinition` file at its size limit: 4 MiB is read, one byte more is refused
/// before parsing.
@Suite struct DefinitionSizeBoundaryTests {
  /// The minimal fixture (one intent) padded inside an XML comment to exactly `size` bytes.
  func definition(of size: Int) throws -> Data {
    let text = String(decoding: try fixture("Minimal"), as: UTF8.self)
    let end = try #require(text.range(of: "</plist>", options: .backwards))
    let head = text[..<end.lowerBound] + "<!--"
    let tail = "-->" + text[end.lowerBound...]
    let padding = String(repeating: "p", count: size - head.utf8.count - tail.utf8.count)
    return Data((head + padding + tail).utf8)
  }

  @Test(arguments: [-1, 0, 1]) func fileSize(offset: Int) throws {
    let size = IntentDefinitionParser.maximumSize + offset
    let data = try definition(of: size)
    #expect(data.count == size)
    if size <= IntentDefinitionParser.maximumSize {
      let model = try IntentDefinitionParser.parse(data)
      #expect(model.intents.count == 1)
    } else {
      #expect(
        throws: IntentDefinitionError(
          key: "the file",
          "\(size) bytes; at most \(IntentDefinitionParser.maximumSize) are read")
      ) {
        try IntentDefinitionParser.parse(data)
      }
    }
  }
}
