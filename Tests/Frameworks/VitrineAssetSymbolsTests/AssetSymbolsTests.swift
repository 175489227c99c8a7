import Foundation
import Testing

@testable import VitrineAssetSymbols

/// Asset symbol names and the generated Swift, against Xcode 15's generated asset symbols.
@Suite("Asset symbols")
struct AssetSymbolsTests {
  @Test(
    "names become camel-case symbols without a trailing Color or Image",
    arguments: [
      ("BrandColor", AssetKind.color, "brand"),
      ("some_blue", .color, "someBlue"),
      ("Background Color", .color, "background"),
      ("Color", .color, "color"),
      ("AvatarImage", .image, "avatar"),
      ("Icons/star", .image, "iconsStar"),
      ("URL", .image, "url"),
      ("3D-box", .image, "_3dBox"),
      ("default", .image, "`default`"),
    ])
  func names(name: String, kind: AssetKind, symbol: String) {
    #expect(AssetSymbolName.identifier(for: name, kind: kind) == symbol)
  }

  @Test("a name with no letter or digit gets no symbol")
  func noSymbol() {
    #expect(AssetSymbolName.identifier(for: "--", kind: .color) == nil)
  }

  /// A catalog: `Brand.colorset`, `Red.colorset`, `Icons/star.imageset` (the group providing a
  /// namespace when `namespaced`), and a stray file.
  func catalog(namespaced: Bool) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vitrine-asset-symbols-\(UUID().uuidString)/Assets.xcassets")
    for folder in ["Brand.colorset", "Red.colorset", "Icons/star.imageset"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    if namespaced {
      try Data(#"{"properties":{"provides-namespace":true}}"#.utf8)
        .write(to: root.appendingPathComponent("Icons/Contents.json"))
    }
    try Data("x".utf8).write(to: root.appendingPathComponent("notes.txt"))
    return root
  }

  @Test("the scanner lists colour and image sets, with namespaces from their groups")
  func scan() throws {
    let plain = try AssetCatalogScanner.entries(in: catalog(namespaced: false))
    #expect(plain.map(\.name) == ["Brand", "Red", "star"])
    let namespaced = try AssetCatalogScanner.entries(in: catalog(namespaced: true))
    #expect(namespaced.map(\.name) == ["Brand", "Red", "Icons/star"])
    #expect(throws: AssetCatalogError.self) {
      try AssetCatalogScanner.entries(in: URL(fileURLWithPath: "/nonexistent.xcassets"))
    }
  }

  @Test("the generated Swift declares resources, and Color statics that hide nothing of SwiftUI")
  func generate() throws {
    let entries = try AssetCatalogScanner.entries(in: catalog(namespaced: true))
    let source = try AssetSymbolGenerator.source(
      for: entries, bundle: .module, catalogNames: ["Assets.xcassets"])
    #expect(source.contains("private let assetSymbolsBundle: Bundle = .module"))
    #expect(
      source.contains(
        #"static let brand = ColorResource(name: "Brand", bundle: assetSymbolsBundle)"#))
    #expect(
      source.contains(
        #"static let iconsStar = ImageResource(name: "Icons/star", bundle: assetSymbolsBundle)"#))
    #expect(source.contains("static var brand: Color { Color(ColorResource.brand) }"))
    // "Red" would hide Color.red: it gets a ColorResource only.
    #expect(source.contains("static let red = ColorResource"))
    #expect(!source.contains("static var red: Color"))
  }

  @Test("two entries with the same symbol are an error naming both")
  func collision() {
    let entries = [
      AssetEntry(kind: .color, name: "Brand"), AssetEntry(kind: .color, name: "BrandColor"),
    ]
    #expect {
      try AssetSymbolGenerator.source(for: entries, bundle: .main, catalogNames: ["A.xcassets"])
    } throws: { error in
      "\(error)" == "'Brand' and 'BrandColor' both become the symbol .brand"
    }
  }

  @Test("names are escaped inside the string literals")
  func escaping() {
    #expect(AssetSymbolGenerator.escaped(#"a"b\c"#) == #"a\"b\\c"#)
  }
}
