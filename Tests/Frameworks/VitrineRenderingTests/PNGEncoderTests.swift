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

  @Test("every ISA-L level round-trips", arguments: Int32(0)...3)
  func levels(level: Int32) throws {
    let image = Self.sample(width: 40, height: 30)
    let decoded = try RasterImage.decodePNG(PNGEncoder.encode(image, level: level))
    #expect(decoded.pixels == image.pixels)
  }

  @Test("a level ISA-L does not have is an error that names it", arguments: [Int32(-1), 4, 12])
  func unknownLevel(level: Int32) throws {
    #expect(throws: RenderError.encoding("ISA-L has no compression level \(level) (0 through 3)")) {
      try PNGEncoder.encode(Self.sample(), level: level)
    }
  }

  @Test("noise that does not compress still fits: stored blocks past 64 KiB")
  func incompressible() throws {
    // 200 × 120 pixels of noise in every channel: 120 rows of 801 bytes, 96,120 bytes that
    // deflate can hardly shrink (only the rows' filter bytes repeat): more than one 65,535-byte
    // block's worth comes out.
    var image = RasterImage(width: 200, height: 120)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for y in 0..<120 {
      for x in 0..<200 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let bits = UInt32(truncatingIfNeeded: state >> 32)
        image.setColor(
          RGBA8(
            red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
            blue: UInt8(truncatingIfNeeded: bits >> 16),
            alpha: UInt8(truncatingIfNeeded: bits >> 24)), x: x, y: y)
      }
    }
    let png = try PNGEncoder.encode(image)
    #expect(png.count > 90_000)
    #expect(try RasterImage.decodePNG(png).pixels == image.pixels)
  }

  @Test("chunks carry PNG's CRC-32: IEND's is AE 42 60 82")
  func chunkChecksum() throws {
    let png = try PNGEncoder.encode(Self.sample())
    // The file ends with IEND: length 0, "IEND", then the CRC of the four type bytes.
    #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
  }
}
