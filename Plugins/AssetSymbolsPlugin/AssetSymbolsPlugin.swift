import Foundation
import PackagePlugin

/// Generates Xcode's asset symbols (`Color(.brand)`, `Image(.avatar)`) from the asset
/// catalogs in a target, as Xcode 15 does with "Generate Asset Symbols" on.
///
/// Put `Assets.xcassets` in the target's folder, declare it a resource
/// (`resources: [.copy("Assets.xcassets")]`, so the catalog is found in `Bundle.module` at run
/// time) and apply the plugin (`plugins: ["AssetSymbolsPlugin"]`). `GeneratedAssetSymbols.swift`
/// is generated at build time; two entries that would get the same symbol fail the build with
/// both names.
@main
struct AssetSymbolsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SwiftSourceModuleTarget else { return [] }
    let catalogs = Self.catalogs(in: module.directoryURL)
    guard !catalogs.isEmpty else { return [] }
    let generator = try context.tool(named: "assetsymbols-swift")
    let output = context.pluginWorkDirectoryURL.appendingPathComponent(
      "GeneratedAssetSymbols.swift")
    let hasResources = module.sourceFiles.contains { $0.type == .resource }
    let inputs = catalogs.flatMap { Self.files(in: $0) }
    return [
      .buildCommand(
        displayName: "Generating asset symbols from "
          + catalogs.map(\.lastPathComponent).joined(separator: ", "),
        executable: generator.url,
        arguments: [output.path, hasResources ? "module" : "main"] + catalogs.map(\.path),
        inputFiles: inputs, outputFiles: [output])
    ]
  }

  /// The `*.xcassets` folders under `directory`, not looking inside them, sorted by path.
  static func catalogs(in directory: URL) -> [URL] {
    guard
      let walk = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    var found: [URL] = []
    for case let url as URL in walk where url.pathExtension == "xcassets" {
      found.append(url)
      walk.skipDescendants()
    }
    return found.sorted { $0.path < $1.path }
  }

  /// Every file inside `catalog`, so a change to any of them runs the generator again.
  static func files(in catalog: URL) -> [URL] {
    guard
      let walk = FileManager.default.enumerator(
        at: catalog, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    return walk.compactMap { $0 as? URL }.filter { $0.lastPathComponent == "Contents.json" }
  }
}
