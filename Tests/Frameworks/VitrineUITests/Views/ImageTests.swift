import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("Image")
struct ImageTests {
  /// The first bytes of a PNG of `width` × `height` pixels: signature and IHDR chunk.
  static func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] {
      bytes += [
        UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
        UInt8(value & 0xFF),
      ]
    }
    bytes += [8, 6, 0, 0, 0]
    return Data(bytes)
  }

  private func imageItem(_ list: DisplayList) -> (DisplayItem, ImageItem)? {
    for item in list.flattenedItems {
      if case .image(let image) = item.content { return (item, image) }
    }
    return nil
  }

  @Test("the PNG header gives the pixel size; the scale turns it into points")
  func pngFromData() throws {
    let data = Self.pngHeader(width: 120, height: 60)
    let list = layout(Image(data: data, scale: 2))
    let (item, image) = try #require(imageItem(list))
    #expect(image.format == .png)
    #expect(image.pixelSize == CGSize(width: 120, height: 60))
    #expect(image.source == .data(data))
    #expect(item.frame == rect(70, 85, 60, 30))
  }

  @Test("other formats are recognized by their signature and have no size")
  func otherFormats() throws {
    let jpeg = layout(Image(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0])))
    #expect(imageItem(jpeg)?.1.format == .jpeg)
    #expect(imageItem(jpeg)?.0.frame.size == .zero)
    let gif = ImageHeader(Data(Array("GIF89a".utf8) + [10, 0, 20, 0]))
    #expect(gif.format == .gif)
    #expect(gif.pixelSize == CGSize(width: 10, height: 20))
    #expect(ImageHeader(Data([1, 2, 3])).format == .unknown)
  }

  @Test("an image read from a file")
  func fromFile() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("widgetui-\(UUID().uuidString).png")
    try Self.pngHeader(width: 40, height: 20).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let list = layout(Image(fileURL: url))
    let (item, image) = try #require(imageItem(list))
    #expect(image.source == .file(url))
    #expect(item.frame.size == CGSize(width: 40, height: 20))
  }

  @Test("a named resource that is missing is recorded by name and takes no space")
  func missingResource() {
    let list = layout(Image("no-such-image"))
    #expect(imageItem(list)?.1.source == .missing(name: "no-such-image"))
    #expect(imageItem(list)?.0.frame.size == .zero)
  }

  @Test("a resizable image takes the proposal; aspect fill overflows and clipping records it")
  func resizableFillClipped() throws {
    // 120 × 60 pixels (ratio 2) filling a 50 × 50 frame: 100 × 50, centered, clipped to the
    // frame at (75, 75).
    let data = Self.pngHeader(width: 120, height: 60)
    let list = layout(
      Image(data: data).resizable().aspectRatio(contentMode: .fill).frame(width: 50, height: 50)
        .clipped())
    let (item, image) = try #require(imageItem(list))
    #expect(item.frame == rect(50, 75, 100, 50))
    #expect(image.isResizable)
    #expect(image.contentMode == .fill)
    #expect(image.clip == ImageClip(outline: .rectangle, frame: rect(75, 75, 50, 50)))
  }

  @Test("aspect fit keeps the image inside; a clip shape is carried by the image")
  func resizableFitRounded() throws {
    let data = Self.pngHeader(width: 120, height: 60)
    let list = layout(
      Image(data: data).resizable().scaledToFit().frame(width: 50, height: 50)
        .clipShape(RoundedRectangle(cornerRadius: 6)))
    let (item, image) = try #require(imageItem(list))
    #expect(item.frame == rect(75, 87.5, 50, 25))
    #expect(image.contentMode == .fit)
    #expect(
      image.clip?.outline == .roundedRectangle(cornerRadius: 6, style: .continuous))
  }

  @Test("a symbol is sized from its font and drawn in the foreground style")
  func symbol() throws {
    let list = layout(
      Image(systemName: "star.fill").font(.system(size: 20)).foregroundStyle(.orange))
    let (item, image) = try #require(imageItem(list))
    // 20 × 0.7 (cap height) × 1.5625 (medium scale) = 21.875 points square.
    #expect(abs(item.frame.width - 21.875) < 1e-9 && abs(item.frame.height - 21.875) < 1e-9)
    #expect(image.symbol?.icon.name == "star")
    #expect(image.format == .symbol)
    #expect(image.tint == .color(Color.orange.resolve(in: .light)))
    #expect(list.accessibilityElements.first?.label == "star fill")
  }
}

@MainActor
@Suite("Image resources")
struct ImageResourceTests {
  @Test("a named resource is found in its bundle, preferring the display's scale")
  func bundledResource() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("widgetui-bundle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try ImageTests.pngHeader(width: 30, height: 30).write(
      to: directory.appendingPathComponent("logo.png"))
    try ImageTests.pngHeader(width: 60, height: 60).write(
      to: directory.appendingPathComponent("logo@2x.png"))
    let bundle = try #require(Bundle(path: directory.path))
    var environment = EnvironmentValues()
    environment.displayScale = 2
    let list = layout(Image("logo", bundle: bundle), environment: environment)
    guard case .image(let image) = list.items.first?.content else {
      Issue.record("expected an image")
      return
    }
    #expect(image.source == .file(directory.appendingPathComponent("logo@2x.png")))
    #expect(image.scale == 2)
    #expect(list.items.first?.frame.size == CGSize(width: 30, height: 30))
    #expect(list.accessibilityElements.first?.label == "logo")
    let decorative = layout(Image(decorative: "logo", bundle: bundle))
    #expect(decorative.accessibilityElements.isEmpty)
  }
}
