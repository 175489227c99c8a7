import Foundation
import PackagePlugin

/// Generates Swift from every `.intentdefinition` file in a target, as Xcode does for iOS.
///
/// Add the file to the target's folder, exclude it from the target's sources
/// (`exclude: ["CountryStats.intentdefinition"]`), and apply the plugin
/// (`plugins: ["IntentDefinitionPlugin"]`); `<Name>.swift` is generated at build time and
/// compiled with the target. A definition the generator cannot handle fails the build with an
/// error naming the key.
@main
struct IntentDefinitionPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SwiftSourceModuleTarget else { return [] }
    let generator = try context.tool(named: "intentdefinition-swift")
    let definitions = try Self.definitions(in: module.directoryURL)
    return definitions.map { input in
      let output = context.pluginWorkDirectoryURL.appendingPathComponent(
        input.deletingPathExtension().lastPathComponent + ".swift")
      return .buildCommand(
        displayName: "Generating \(output.lastPathComponent) from \(input.lastPathComponent)",
        executable: generator.url, arguments: [input.path, output.path], inputFiles: [input],
        outputFiles: [output])
    }
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
