// Generates Swift from an .intentdefinition file:
//   intentdefinition-swift INPUT OUTPUT [--sources FILE…]
// The IntentDefinitionPlugin build tool runs it for every .intentdefinition in a target; with
// the target's sources it also registers the intents extension's principal class.
import Foundation
import VitrineIntentDefinition

let arguments = Array(CommandLine.arguments.dropFirst())
let sourcesFlag = arguments.firstIndex(of: "--sources")
let positional = sourcesFlag.map { Array(arguments[..<$0]) } ?? arguments
let sources = sourcesFlag.map { Array(arguments[($0 + 1)...]) } ?? []
guard positional.count == 2 else {
  FileHandle.standardError.write(
    Data("usage: intentdefinition-swift INPUT OUTPUT [--sources FILE...]\n".utf8))
  exit(2)
}
let input = URL(fileURLWithPath: positional[0])
let output = URL(fileURLWithPath: positional[1])
do {
  let model = try IntentDefinitionParser.parse(contentsOf: input.path)
  var source = SwiftGenerator.generate(model, sourceName: input.lastPathComponent)
  source += RuntimeRegistration.source(
    for: model, extensions: RuntimeRegistration.extensionClasses(inFiles: sources))
  // Write only on change, so an unchanged definition does not recompile its module.
  if (try? String(contentsOf: output, encoding: .utf8)) != source {
    do {
      try source.write(to: output, atomically: true, encoding: .utf8)
    } catch {
      FileHandle.standardError.write(
        Data("\(output.path): error: cannot write it: \(error.localizedDescription)\n".utf8))
      exit(1)
    }
  }
} catch {
  FileHandle.standardError.write(Data("\(input.path): error: \(error)\n".utf8))
  exit(1)
}
