import Foundation
import Testing

@testable import VitrineUI

/// Image headers from outside: every read is bounded by the bytes there are.
@MainActor
@Suite struct ImageHeaderTests {
  /// The crash: signature, length and `IHDR`, then two bytes of the width (18 bytes).
  @Test func aTruncatedPNGHeaderHasAFormatButNoSize() {
    let full = ImageTests.pngHeader(width: 120, height: 60)
    for count in 0...23 {
      let header = ImageHeader(full.prefix(count))
      #expect(header.pixelSize == nil, "\(count) bytes")
      #expect(header.format == (count >= 8 ? .png : .unknown), "\(count) bytes")
    }
    // 24 bytes hold both dimensions.
    #expect(ImageHeader(full.prefix(24)).pixelSize == CGSize(width: 120, height: 60))
  }

  @Test func imagesFromTruncatedBytesLayOutWithoutASize() throws {
    let data = ImageTests.pngHeader(width: 120, height: 60).prefix(18)
    let list = layout(Image(data: data, scale: 2))
    #expect(list.flattenedItems.count <= 1)
  }

  @Test func dimensionsOfZeroOrBeyondTheLimitAreNotBelieved() {
    for (width, height) in [(0, 10), (10, 0), (32_768, 10), (10, UInt32.max), (UInt32.max, 1)] {
      let header = ImageHeader(
        ImageTests.pngHeader(width: UInt32(width), height: UInt32(height)))
      #expect(header.pixelSize == nil, "\(width) × \(height)")
    }
    #expect(
      ImageHeader(ImageTests.pngHeader(width: 32_767, height: 1)).pixelSize
        == CGSize(width: 32_767, height: 1))
  }

  @Test func aTruncatedGIFHeaderHasNoSize() {
    let gif = Data(Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00])
    #expect(ImageHeader(gif).pixelSize == CGSize(width: 320, height: 240))
    for count in 4..<10 {
      #expect(ImageHeader(gif.prefix(count)).pixelSize == nil, "\(count) bytes")
      #expect(ImageHeader(gif.prefix(count)).format == .gif, "\(count) bytes")
    }
  }
}
