import Foundation
import PackagePlugin

/// Generates Swift from every `.intentdefinition` file in a target, as Xcode does for iOS.
///
/// Add the file to the target's folder, exclude it from the target's sources
/// (`exclude: ["CountryStats.intentdefinition"]`), and apply the plugin
/// (`plugins: ["IntentDefinitionPlugin"]`); `<Name>.intentdefinition.swift` is generated at
/// build time and compiled with the target — named after the whole file name, so it cannot
/// collide with a source file of the definition's base name (`Widget.swift` beside
/// `Widget.intentdefinition`). A definition the generator cannot handle fails the build with an
/// error naming the key.
@main
struct IntentDefinitionPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SwiftSourceModuleTarget else { return [] }
    let generator = try context.tool(named: "intentdefinition-swift")
    let definitions = try Self.definitions(in: module.directoryURL)
    // The first definition's file also registers the intents extension's principal class,
    // found in the target's Swift sources (what its Info.plist names on iOS).
    let sources = module.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
    return definitions.enumerated().map { index, input in
      let output = context.pluginWorkDirectoryURL.appendingPathComponent(
        Self.outputName(for: input))
      let scanned = index == 0 ? sources : []
      return .buildCommand(
        displayName: "Generating \(output.lastPathComponent) from \(input.lastPathComponent)",
        executable: generator.url,
        arguments: [input.path, output.path] + (scanned.isEmpty ? [] : ["--sources"])
          + scanned.map(\.path),
        inputFiles: [input] + scanned, outputFiles: [output])
    }
  }

  /// The generated file's name: the definition's whole name and `.swift`
  /// (`Widget.intentdefinition.swift`), never a target source's name.
  static func outputName(for definition: URL) -> String {
    definition.lastPathComponent + ".swift"
  }

  /// The `.intentdefinition` files under `directory`, sorted by path.
  static func definitions(in directory: URL) throws -> [URL] {
    guard
      let walk = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "intentdefinition" }
      .sorted { $0.path < $1.path }
  }
}
