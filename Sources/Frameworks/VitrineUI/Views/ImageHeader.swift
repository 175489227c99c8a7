import Foundation

/// The format and pixel size of image bytes, read from their first bytes.
///
/// PNG keeps its size in the IHDR chunk that must come first: after the 8-byte signature, a
/// 4-byte length and the type `IHDR`, the width and height as big-endian 32-bit integers at
/// offsets 16 and 20. GIF keeps them little-endian 16-bit at offsets 6 and 8. Other formats
/// are only recognized.
struct ImageHeader {
  /// How many leading bytes are enough.
  static let length = 32
  /// The largest width or height believed, in pixels (Cairo's own limit for a surface).
  static let maximumDimension = 32_767

  /// The format.
  let format: ImageFormat
  /// The size in pixels, when the header gives it.
  let pixelSize: CGSize?

  init(_ data: Data) {
    let bytes = [UInt8](data.prefix(Self.length))
    func matches(_ signature: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + signature.count
        && Array(bytes[offset..<(offset + signature.count)]) == signature
    }
    func bigEndian32(_ offset: Int) -> Int? {
      guard offset >= 0, bytes.count >= offset + 4 else { return nil }
      return bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    func littleEndian16(_ offset: Int) -> Int? {
      guard offset >= 0, bytes.count >= offset + 2 else { return nil }
      return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }
    func size(_ width: Int?, _ height: Int?) -> CGSize? {
      guard let width, let height, (1...Self.maximumDimension).contains(width),
        (1...Self.maximumDimension).contains(height)
      else { return nil }
      return CGSize(width: width, height: height)
    }
    if matches([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      format = .png
      pixelSize =
        matches(Array("IHDR".utf8), at: 12) ? size(bigEndian32(16), bigEndian32(20)) : nil
    } else if matches(Array("GIF8".utf8)) {
      format = .gif
      pixelSize = size(littleEndian16(6), littleEndian16(8))
    } else if matches([0xFF, 0xD8, 0xFF]) {
      format = .jpeg
      pixelSize = nil
    } else if matches(Array("RIFF".utf8)), matches(Array("WEBP".utf8), at: 8) {
      format = .webp
      pixelSize = nil
    } else if matches(Array("ftyp".utf8), at: 4),
      ["heic", "heix", "mif1", "msf1"].contains(where: { matches(Array($0.utf8), at: 8) })
    {
      format = .heic
      pixelSize = nil
    } else {
      format = .unknown
      pixelSize = nil
    }
  }
}
