import Foundation
import Testing
import VitrineWidgetCore

@testable import VitrineUI

/// `Image(_ name:)` reading image sets from an asset catalog, as Xcode lays them out.
@MainActor @Suite("Asset catalog images")
struct AssetImageTests {
  /// The first bytes of a PNG of `width` × `height` pixels: enough for its size to be read.
  private func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
    return Data(bytes)
  }

  /// A bundle folder with `Assets.xcassets/Icons/star.imageset` (the `Icons` group provides a
  /// namespace when `namespaced`): 1x 10×10, 2x 20×20, 3x 30×30, and a dark 2x of 22×22.
  private func bundle(namespaced: Bool = false) throws -> Bundle {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vitrine-image-assets-\(UUID().uuidString)")
    let group = root.appendingPathComponent("Assets.xcassets/Icons")
    let set = group.appendingPathComponent("star.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    if namespaced {
      try Data(#"{"properties":{"provides-namespace":true}}"#.utf8)
        .write(to: group.appendingPathComponent("Contents.json"))
    }
    for (file, side) in [
      ("star.png", 10), ("star@2x.png", 20), ("star@3x.png", 30), ("dark.png", 22),
    ] {
      try pngHeader(width: UInt32(side), height: UInt32(side))
        .write(to: set.appendingPathComponent(file))
    }
    let contents = """
      {"images":[
        {"filename":"star.png","idiom":"universal","scale":"1x"},
        {"filename":"star@2x.png","idiom":"universal","scale":"2x"},
        {"filename":"star@3x.png","idiom":"universal","scale":"3x"},
        {"appearances":[{"appearance":"luminosity","value":"dark"}],
         "filename":"dark.png","idiom":"universal","scale":"2x"},
        {"filename":"../../escape.png","idiom":"universal","scale":"1x"}
      ],"info":{"author":"xcode","version":1}}
      """
    try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
    return try #require(Bundle(url: root))
  }

  /// The image item `view` draws, laid out at `scale` in `scheme`.
  private func item(
    _ image: Image, scale: CGFloat, scheme: ColorScheme = .light
  ) -> (ImageItem, CGRect)? {
    var environment = EnvironmentValues()
    environment.displayScale = scale
    environment.colorScheme = scheme
    let list = layout(image, environment: environment)
    for item in list.flattenedItems {
      if case .image(let image) = item.content { return (image, item.frame) }
    }
    return nil
  }

  @Test("the display's scale picks the file; the image is its pixels over that scale in points")
  func scales() throws {
    let assets = try bundle()
    // At 2x: star@2x.png, 20 px / 2 = 10 points. At 3x: 30 px / 3 = 10 points.
    let double = try #require(item(Image("star", bundle: assets), scale: 2))
    #expect(double.0.source.description == "file star@2x.png")
    #expect(double.1.size == CGSize(width: 10, height: 10))
    let triple = try #require(item(Image("star", bundle: assets), scale: 3))
    #expect(triple.0.source.description == "file star@3x.png")
    #expect(triple.0.scale == 3)
  }

  @Test("the dark appearance's file is drawn in dark mode")
  func darkAppearance() throws {
    let assets = try bundle()
    let dark = try #require(item(Image("star", bundle: assets), scale: 2, scheme: .dark))
    // dark.png is 22 px at 2x: 11 points.
    #expect(dark.0.source.description == "file dark.png")
    #expect(dark.1.size == CGSize(width: 11, height: 11))
  }

  @Test("a group that provides a namespace prefixes its sets' names")
  func namespace() throws {
    let plain = try bundle()
    let namespaced = try bundle(namespaced: true)
    #expect(
      item(Image("star", bundle: plain), scale: 2)?.0.source.description == "file star@2x.png")
    #expect(
      item(Image("star", bundle: namespaced), scale: 2)?.0.source.description == "missing star")
    #expect(
      item(Image("Icons/star", bundle: namespaced), scale: 2)?.0.source.description
        == "file star@2x.png")
  }

  @Test("a file name that leaves the set's folder is ignored")
  func escapingFileName() throws {
    let assets = try bundle()
    // Only the escaping entry is 1x besides star.png; at 1x, star.png is still chosen.
    let single = try #require(item(Image("star", bundle: assets), scale: 1))
    #expect(single.0.source.description == "file star.png")
  }
}
