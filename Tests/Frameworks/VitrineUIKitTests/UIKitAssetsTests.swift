import Foundation
import Testing
import VitrineRendering
import VitrineUI
import VitrineUIKit

/// Images and colours as UIKit and SwiftUI find them (Apple's `UIImage(named:)`,
/// `UIImage(data:)`, `Image(uiImage:)`, `Color(_:bundle:)`), here from this test target's own
/// SwiftPM resource bundle (`Bundle.module`), found without naming it as an iOS extension's
/// main bundle would be.
@MainActor
@Suite struct UIKitAssetsTests {
  let renderer: WidgetRenderer

  init() throws { renderer = try WidgetRenderer() }

  private func draw(_ view: some View, _ width: CGFloat, _ height: CGFloat) throws -> RasterImage {
    let target = WidgetRenderTarget(
      scale: 1, contentMarginsDisabled: true, size: CGSize(width: width, height: height))
    return try renderer.rasterize(
      renderer.displayList(for: view, target: target), options: RenderOptions(scale: 1))
  }

  private var jpeg: Data {
    get throws {
      try Data(contentsOf: Bundle.module.url(forResource: "halves", withExtension: "jpg")!)
    }
  }

  @Test func colourSetsAreFoundInTheResourceBundleWithoutNamingIt() {
    let brand = Color("UIKitTestBrand")
    #expect(brand.resolve(in: .light).description == "#123456")
    #expect(brand.resolve(in: .dark).description == "#ABCDEF")
    #expect(Color("UIKitTestBrand", bundle: .module).resolve(in: .dark).description == "#ABCDEF")
    #expect(UIColor(named: "UIKitTestBrand") != nil)
    #expect(UIColor(named: "NoSuchColour") == nil)
  }

  @Test func colourSetsNamingASystemColourTakeItsLightAndDarkValues() {
    // "reference": "systemIndigoColor": iOS's indigo in both appearances.
    let indigo = Color("UIKitTestIndigo")
    #expect(indigo.resolve(in: .light).description == "#5856D6")
    #expect(indigo.resolve(in: .dark).description == "#5E5CE6")
    // labelColor for any appearance, systemOrangeColor for dark.
    let ink = Color("UIKitTestInk")
    #expect(ink.resolve(in: .light).description == "#000000")
    #expect(ink.resolve(in: .dark).description == "#FF9F0A")
  }

  @Test func namedImagesAreFoundAsImageFindsThem() throws {
    let dot = try #require(UIImage(named: "UIKitTestDot"))
    // dot@2x.png is 6 × 4 pixels: 3 × 2 points.
    #expect(dot.scale == 2)
    #expect(dot.size == CGSize(width: 3, height: 2))
    #expect(UIImage(named: "NoSuchImage") == nil)
    #expect(UIImage(named: "") == nil)
    let image = try draw(Image(uiImage: dot).resizable().frame(width: 12, height: 8), 12, 8)
    #expect(image.color(x: 6, y: 4) == RGBA8(red: 0, green: 160, blue: 0))
  }

  @Test func dataIsReadAsPNGOrJPEGAndGarbageIsNil() throws {
    let bytes = try jpeg
    let photo = try #require(UIImage(data: bytes))
    #expect(photo.size == CGSize(width: 16, height: 8))
    #expect(photo.jpegData(compressionQuality: 1) == bytes)
    #expect(photo.pngData() == nil)
    let retina = try #require(UIImage(data: bytes, scale: 2))
    #expect(retina.size == CGSize(width: 8, height: 4))
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(UIImage(data: Data()) == nil)
    // A JPEG signature with no frame header has no size: not an image.
    #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xD9])) == nil)
  }

  @Test func aJPEGIsDecodedByLibjpegTurboAndDrawn() throws {
    let bytes = try jpeg
    let photo = try #require(UIImage(data: bytes))
    let image = try draw(Image(uiImage: photo), 16, 8)
    // Left half red, right half blue (JPEG is lossy: near, not exact).
    let left = image.color(x: 2, y: 4)
    let right = image.color(x: 13, y: 4)
    #expect(left.red > 230 && left.blue < 30, "\(left)")
    #expect(right.blue > 230 && right.red < 30, "\(right)")
  }

  @Test func customSymbolsDrawTheirRegularMediumVariantInTheForegroundStyle() throws {
    for image in [Image("UIKitTestGap"), Image(systemName: "UIKitTestGap")] {
      let raster = try draw(
        image.resizable().frame(width: 50, height: 50).foregroundStyle(Color.red), 50, 50)
      // Regular-M is two bars with a gap: the Black-S square and the notes are not drawn.
      let bar = raster.color(x: 5, y: 25)
      #expect(bar.red == 255 && bar.green == 59 && bar.alpha == 255, "\(bar)")
      #expect(raster.color(x: 45, y: 25).alpha == 255)
      #expect(raster.color(x: 25, y: 25).alpha == 0)
    }
    #expect(UIImage(named: "UIKitTestGap") != nil)
  }

  @Test func aSymbolFollowsTheFontAsAnSFSymbolDoes() throws {
    let small = try draw(Image("UIKitTestGap").font(.system(size: 10)).fixedSize(), 60, 60)
    let large = try draw(Image("UIKitTestGap").font(.system(size: 40)).fixedSize(), 60, 60)
    func width(_ image: RasterImage) -> Int {
      (0..<image.width).filter { x in
        (0..<image.height).contains { image.color(x: x, y: $0).alpha > 0 }
      }.count
    }
    #expect(width(large) > 2 * width(small))
  }
}
