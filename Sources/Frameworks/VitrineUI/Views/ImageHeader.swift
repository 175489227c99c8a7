import Foundation

/// The format and pixel size of image bytes, read from their first bytes.
///
/// PNG keeps its size in the IHDR chunk that must come first: after the 8-byte signature, a
/// 4-byte length and the type `IHDR`, the width and height as big-endian 32-bit integers at
/// offsets 16 and 20. GIF keeps them little-endian 16-bit at offsets 6 and 8. JPEG keeps them
/// in its start-of-frame segment, after any metadata segments (EXIF, ICC profiles), so its
/// segments are walked, within the first ``jpegScanLength`` bytes. Other formats are only
/// recognized.
struct ImageHeader {
  /// How many leading bytes are enough for every format but JPEG.
  static let length = 32
  /// How many leading bytes a JPEG's segments are walked through for its frame header.
  static let jpegScanLength = 256 * 1024
  /// The largest width or height believed, in pixels (Cairo's own limit for a surface).
  static let maximumDimension = 32_767

  /// The format.
  let format: ImageFormat
  /// The size in pixels, when the header gives it.
  let pixelSize: CGSize?

  init(_ data: Data) {
    let isJPEG = data.starts(with: [0xFF, 0xD8, 0xFF])
    let bytes = [UInt8](data.prefix(isJPEG ? Self.jpegScanLength : Self.length))
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
      let frame = Self.jpegFrameSize(bytes)
      pixelSize = size(frame?.width, frame?.height)
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

  /// The width and height of a JPEG's start-of-frame segment, walking the segments from the
  /// start of `bytes`; `nil` when no frame header is within them.
  static func jpegFrameSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    var offset = 2
    while offset + 4 <= bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      let marker = bytes[offset + 1]
      if marker == 0xFF {  // A fill byte before the marker.
        offset += 1
        continue
      }
      // Markers without a length: TEM and the restart markers.
      if marker == 0x01 || (0xD0...0xD7).contains(marker) {
        offset += 2
        continue
      }
      if marker == 0xD9 || marker == 0xDA { return nil }  // The image ended or its data began.
      let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      guard length >= 2 else { return nil }
      let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
      if isFrame {
        guard offset + 9 <= bytes.count else { return nil }
        let height = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
        let width = Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8])
        return (width, height)
      }
      offset += 2 + length
    }
    return nil
  }
}

/// The format and pixel size of encoded image bytes, as the renderer will read them.
public enum ImageBytes {
  /// The format of `data` from its signature, and its size in pixels when its header gives it
  /// (PNG, GIF, JPEG); only the first bytes are read (for JPEG, at most 256 KiB).
  public static func header(of data: Data) -> (format: ImageFormat, pixelSize: CGSize?) {
    let header = ImageHeader(data)
    return (header.format, header.pixelSize)
  }

  /// The header of the file at `url`, read as ``header(of:)`` reads bytes.
  public static func header(ofFile url: URL) -> (format: ImageFormat, pixelSize: CGSize?) {
    let header = ImageHeader.reading(url)
    return (header.format, header.pixelSize)
  }
}

extension ImageHeader {
  /// The header of the file at `url`: its first bytes, more of them for a JPEG; an unreadable
  /// file has an unknown format.
  static func reading(_ url: URL) -> ImageHeader {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return ImageHeader(Data()) }
    defer { try? handle.close() }
    var data = (try? handle.read(upToCount: length)) ?? Data()
    if data.starts(with: [0xFF, 0xD8, 0xFF]) {
      data += (try? handle.read(upToCount: jpegScanLength - data.count)) ?? Data()
    }
    return ImageHeader(data)
  }
}
