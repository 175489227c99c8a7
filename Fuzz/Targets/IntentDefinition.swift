import Foundation
// Fuzz target: `.intentdefinition` files, read as the build plugin's tool reads them and turned
// into Swift source. Any input must either be refused with an IntentDefinitionError or give a
// model whose every name is a Swift identifier, never trap or hang.
import VitrineIntentDefinition

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIntentDefinition(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  guard let model = try? IntentDefinitionParser.parse(data) else { return 0 }
  precondition(!model.intents.isEmpty, "a parsed file declares an intent")
  _ = SwiftGenerator.generate(model, sourceName: "Fuzzed.intentdefinition")
  return 0
}
