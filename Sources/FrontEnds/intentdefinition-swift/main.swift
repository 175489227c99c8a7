// Generates Swift from an .intentdefinition file: intentdefinition-swift INPUT OUTPUT.
// The IntentDefinitionPlugin build tool runs it for every .intentdefinition in a target.
import Foundation
import VitrineIntentDefinition

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: intentdefinition-swift INPUT OUTPUT\n".utf8))
  exit(2)
}
let input = URL(fileURLWithPath: arguments[0])
let output = URL(fileURLWithPath: arguments[1])
do {
  let model = try IntentDefinitionParser.parse(contentsOf: input.path)
  let source = SwiftGenerator.generate(model, sourceName: input.lastPathComponent)
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
