import Foundation
import Testing
import VitrineRendering

@Suite("PNG encoder")
struct PNGEncoderTests {
  /// A small image with opaque, translucent and transparent pixels.
  static func sample(width: Int = 7, height: Int = 5) -> RasterImage {
    var image = RasterImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let alpha: UInt8 = x == 0 ? 0 : (x == 1 ? 128 : 255)
        image.setColor(
          RGBA8(
            red: UInt8(truncatingIfNeeded: x * 30), green: UInt8(truncatingIfNeeded: y * 50),
            blue: 200, alpha: alpha), x: x, y: y)
      }
    }
    return image
  }

  @Test(
    "every filter round-trips through Cairo's PNG decoder", arguments: PNGEncoder.Filter.allCases)
  func roundTrip(filter: PNGEncoder.Filter) throws {
    let image = Self.sample()
    let png = try PNGEncoder.encode(image, filter: filter)
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let decoded = try RasterImage.decodePNG(png)
    #expect(decoded.width == image.width && decoded.height == image.height)
    #expect(decoded.pixels == image.pixels)
  }

  @Test("the same pixels give the same bytes")
  func deterministic() throws {
    let image = Self.sample(width: 64, height: 48)
    #expect(try PNGEncoder.encode(image) == PNGEncoder.encode(image))
  }

  @Test("Cairo's writer and this encoder agree on the pixels")
  func agreesWithCairo() throws {
    let image = Self.sample(width: 33, height: 17)
    let ours = try RasterImage.decodePNG(PNGEncoder.encode(image))
    let cairos = try RasterImage.decodePNG(WidgetRenderer.encodeWithCairo(image))
    #expect(ours == cairos)
  }

  @Test("runs of eight opaque pixels and mixed runs convert alike")
  func eightAtATime() throws {
    // 37 pixels a row: four runs of eight and a tail of five. The second run has one
    // translucent pixel, the third one transparent pixel; the others are opaque.
    let width = 37
    var image = RasterImage(width: width, height: 3)
    for y in 0..<3 {
      for x in 0..<width {
        let alpha: UInt8 = x == 8 + 3 ? 128 : (x == 16 + 5 || x == 33 ? 0 : 255)
        image.setColor(
          RGBA8(
            red: UInt8(truncatingIfNeeded: x * 7), green: UInt8(truncatingIfNeeded: y * 90 + x),
            blue: UInt8(truncatingIfNeeded: 255 - x * 3), alpha: alpha), x: x, y: y)
      }
    }
    let decoded = try RasterImage.decodePNG(PNGEncoder.encode(image))
    #expect(decoded.pixels == image.pixels)
    // Cairo's own writer converts one pixel at a time: the same pixels come back.
    #expect(try RasterImage.decodePNG(WidgetRenderer.encodeWithCairo(image)) == decoded)
  }
}
