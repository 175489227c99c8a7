// assetsymbols-swift: writes the asset symbols (ColorResource, ImageResource) of asset
// catalogs as Swift, for AssetSymbolsPlugin.
//
// Usage: assetsymbols-swift <output.swift> <module|main> <catalog.xcassets>...
import Foundation
import VitrineAssetSymbols

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let bundle = AssetSymbolGenerator.BundleChoice(rawValue: arguments[1])
else {
  FileHandle.standardError.write(
    Data("usage: assetsymbols-swift <output.swift> <module|main> <catalog.xcassets>...\n".utf8))
  exit(2)
}
do {
  let catalogs = arguments.dropFirst(2).map { URL(fileURLWithPath: $0) }
  var entries: [AssetEntry] = []
  for catalog in catalogs { entries += try AssetCatalogScanner.entries(in: catalog) }
  let source = try AssetSymbolGenerator.source(
    for: entries, bundle: bundle, catalogNames: catalogs.map(\.lastPathComponent))
  try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[0]), options: .atomic)
} catch {
  FileHandle.standardError.write(Data("error: asset symbols: \(error)\n".utf8))
  exit(1)
}
