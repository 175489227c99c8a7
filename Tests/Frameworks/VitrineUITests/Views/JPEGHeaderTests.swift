import Foundation
import Testing
import VitrineUI

/// A JPEG's size is in its start-of-frame segment, after any metadata segments: the header
/// reader walks the segments, within a bound, as JPEG (ITU T.81, B.1.1) lays them out.
@Suite struct JPEGHeaderTests {
  /// Start of image, a frame header (SOF0) of `width` × `height`, end of image.
  private func jpeg(width: Int, height: Int, before: [UInt8] = []) -> Data {
    let frame: [UInt8] = [
      0xFF, 0xC0, 0, 11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8),
      UInt8(width & 0xFF), 1, 1, 0x11, 0,
    ]
    return Data([0xFF, 0xD8] + before + frame + [0xFF, 0xD9])
  }

  /// An APP1 segment (where EXIF lives) of `length` bytes of payload.
  private func app1(_ length: Int) -> [UInt8] {
    let total = length + 2
    return [0xFF, 0xE1, UInt8(total >> 8), UInt8(total & 0xFF)]
      + [UInt8](repeating: 0x45, count: length)
  }

  @Test func readsTheFrameSize() {
    let header = ImageBytes.header(of: jpeg(width: 640, height: 480))
    #expect(header.format == .jpeg)
    #expect(header.pixelSize == CGSize(width: 640, height: 480))
  }

  @Test func walksPastMetadataSegments() {
    // Four 60 KB EXIF-sized segments before the frame, as a camera writes them.
    let before = (0..<4).flatMap { _ in app1(60_000) }
    let header = ImageBytes.header(of: jpeg(width: 3024, height: 4032, before: before))
    #expect(header.pixelSize == CGSize(width: 3024, height: 4032))
  }

  @Test func theWalkIsBounded() {
    // A frame beyond the first 256 KiB is not looked for: the size is unknown, not a hang.
    let before = (0..<5).flatMap { _ in app1(60_000) }
    let header = ImageBytes.header(of: jpeg(width: 10, height: 10, before: before))
    #expect(header.format == .jpeg)
    #expect(header.pixelSize == nil)
  }

  @Test func badSegmentsGiveNoSize() {
    // A segment length shorter than its own length field, a truncated frame, a zero width.
    #expect(ImageBytes.header(of: Data([0xFF, 0xD8, 0xFF, 0xE1, 0, 1])).pixelSize == nil)
    #expect(ImageBytes.header(of: Data([0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8])).pixelSize == nil)
    #expect(ImageBytes.header(of: jpeg(width: 0, height: 10)).pixelSize == nil)
    // Not a frame: a Huffman table (C4) is skipped, the frame after it read.
    let table: [UInt8] = [0xFF, 0xC4, 0, 4, 0, 0]
    #expect(
      ImageBytes.header(of: jpeg(width: 8, height: 6, before: table)).pixelSize
        == CGSize(width: 8, height: 6))
  }
}
