import CVitrineISAL
import Foundation
import Synchronization

/// A PNG encoder made for speed: 8-bit RGBA, one row filter (none by default), one IDAT chunk
/// compressed by Intel's ISA-L (`igzip`) at level 1, CRCs by ISA-L's `crc32_gzip_refl`,
/// scratch buffers reused across encodes.
///
/// Cairo's own `cairo_surface_write_to_png_stream` goes through libpng and zlib at their
/// default settings and costs many times the rasterization of a widget; libdeflate at its
/// fastest level cost about as much as the rasterization, and ISA-L's level 1 a fifth of that,
/// and its files came out smaller (see `vitrine-bench render`). The output is a plain, valid PNG
/// that any decoder reads, and is deterministic on a machine: the same pixels give the same
/// bytes. ISA-L picks its code for the processor it runs on, so two kinds of processor may
/// compress the same pixels into different bytes; snapshot tests compare pixels, not bytes.
public enum PNGEncoder {
  /// How each row is filtered before compression (PNG filter type).
  public enum Filter: String, Sendable, CaseIterable {
    /// Bytes as they are (type 0): the fastest to compress, as widgets repeat whole runs of
    /// identical pixels, and the default.
    case none
    /// Each byte minus the byte one pixel to the left (type 1).
    case sub
    /// Each byte minus the byte above (type 2): smaller files on some widgets, slower to
    /// compress.
    case up
    /// Each byte minus the Paeth predictor of left, above and upper-left (type 4).
    case paeth
  }

  /// The filter used unless another is asked for.
  public static let defaultFilter = Filter.none
  /// The ISA-L compression level used unless another is asked for (0 fastest … 3 smallest).
  public static let defaultLevel: Int32 = 1

  /// Encodes `image` as an RGBA PNG.
  public static func encode(
    _ image: RasterImage, filter: Filter = defaultFilter, level: Int32 = defaultLevel
  ) throws -> Data {
    try image.pixels.withUnsafeBufferPointer { pixels in
      try encode(pixels, width: image.width, height: image.height, filter: filter, level: level)
    }
  }

  /// Encodes `width × height` premultiplied ARGB pixels, row by row, as an RGBA PNG: the same
  /// bytes as encoding a ``RasterImage`` of them.
  static func encode(
    _ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int,
    filter: Filter = defaultFilter, level: Int32 = defaultLevel
  ) throws -> Data {
    guard width > 0, height > 0 else {
      throw RenderError.encoding("an image of \(width)×\(height) pixels has no rows")
    }
    guard pixels.count >= width * height, let source = pixels.baseAddress else {
      throw RenderError.encoding(
        "\(pixels.count) pixels are too few for an image of \(width)×\(height)")
    }
    let rowBytes = width * 4
    let filteredCount = (rowBytes + 1) * height
    // ISA-L counts bytes in 32 bits; a render is far below that (see `RenderOptions`).
    guard filteredCount <= Int(UInt32.max / 2) else {
      throw RenderError.encoding("an image of \(width)×\(height) pixels is too large for a PNG")
    }
    return try Compressors.shared.with(level: level) { handle in
      // Stored blocks bound what deflate writes: the input plus five bytes per 64 KiB block,
      // and the zlib header and checksum.
      let bound = filteredCount + 5 * (filteredCount / 65_535 + 1) + 64
      let header = 8 + 25 + 8  // signature, IHDR chunk, IDAT length and type
      // Scratch buffers kept with the compressor: fresh large allocations would cost page
      // faults on every encode.
      let (filtered, base) = handle.buffers(filtered: filteredCount, output: header + bound + 16)
      filterRows(source, width: width, height: height, filter: filter, into: filtered)
      var compressed: UInt32 = 0
      let status = vitrine_isal_compress(
        UInt16(IGZIP_ZLIB), UInt32(level), handle.levelBuffer, handle.levelBufferSize,
        filtered, UInt32(filteredCount), base + header, UInt32(bound), &compressed)
      guard status == COMP_OK, compressed > 0 else {
        throw RenderError.encoding("ISA-L could not compress the image (status \(status))")
      }
      let compressedCount = Int(compressed)
      let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      for (index, byte) in signature.enumerated() { base[index] = byte }
      // IHDR: width, height, bit depth 8, color type 6 (RGBA), compression 0, filter method 0,
      // no interlace.
      writeChunkHeader(type: "IHDR", length: 13, at: base + 8)
      storeBigEndian(UInt32(width), at: base + 16)
      storeBigEndian(UInt32(height), at: base + 20)
      for (index, byte) in [8, 6, 0, 0, 0].enumerated() { base[24 + index] = UInt8(byte) }
      writeCRC(of: base + 12, count: 17, at: base + 29)
      writeChunkHeader(type: "IDAT", length: compressedCount, at: base + 33)
      writeCRC(of: base + 37, count: 4 + compressedCount, at: base + header + compressedCount)
      let end = base + header + compressedCount + 4
      writeChunkHeader(type: "IEND", length: 0, at: end)
      writeCRC(of: end + 4, count: 4, at: end + 8)
      return Data(bytes: base, count: header + compressedCount + 4 + 12)
    }
  }

  // MARK: Rows

  /// `255 / alpha` in 16.16 fixed point, for each alpha.
  static let unpremultiplyFactors: [UInt32] = (0..<256).map { (alpha: Int) -> UInt32 in
    guard alpha > 0 else { return 0 }
    let numerator: Int = 255 * 65536 + alpha / 2
    return UInt32(numerator / alpha)
  }

  /// Converts one row of premultiplied ARGB pixels to straight RGBA, as little-endian words
  /// (red in the lowest byte, which is the first in memory), at `destination`, which need not
  /// be aligned.
  ///
  /// Eight pixels at a time when all eight are opaque (a widget is opaque but for its corners),
  /// which only swaps red and blue; one at a time otherwise. Both give the same bytes.
  @inline(__always)
  private static func convertRow(
    _ source: UnsafePointer<UInt32>, count: Int, factors: UnsafePointer<UInt32>,
    into destination: UnsafeMutableRawPointer
  ) {
    let input = UnsafeRawPointer(source)
    var x = 0
    while x + 8 <= count {
      let pixels = input.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt32>.self)
      // All eight opaque: the missing opacities (255 - alpha, each at most 255, so their sum
      // cannot wrap) add up to zero. Comparing the vectors with == would test lane by lane.
      if (~pixels &>> 24).wrappedSum() == 0 {
        let swapped =
          (pixels & 0xFF00_FF00) | ((pixels &>> 16) & 0xFF) | ((pixels & 0xFF) &<< 16)
        destination.storeBytes(of: swapped, toByteOffset: x * 4, as: SIMD8<UInt32>.self)
      } else {
        for offset in x..<(x + 8) {
          destination.storeBytes(
            of: convertPixel(source[offset], factors: factors), toByteOffset: offset * 4,
            as: UInt32.self)
        }
      }
      x += 8
    }
    while x < count {
      destination.storeBytes(
        of: convertPixel(source[x], factors: factors), toByteOffset: x * 4, as: UInt32.self)
      x += 1
    }
  }

  /// One premultiplied ARGB pixel as a straight RGBA little-endian word.
  @inline(__always)
  private static func convertPixel(_ pixel: UInt32, factors: UnsafePointer<UInt32>) -> UInt32 {
    let alpha = pixel >> 24
    if alpha == 255 {
      // Opaque: swap red and blue.
      return (pixel & 0xFF00_FF00) | ((pixel >> 16) & 0xFF) | ((pixel & 0xFF) << 16)
    } else if alpha == 0 {
      return 0
    } else {
      let factor = factors[Int(alpha)]
      let red = (((pixel >> 16) & 0xFF) &* factor &+ 0x8000) >> 16
      let green = (((pixel >> 8) & 0xFF) &* factor &+ 0x8000) >> 16
      let blue = ((pixel & 0xFF) &* factor &+ 0x8000) >> 16
      return red | green << 8 | blue << 16 | alpha << 24
    }
  }

  private static func filterRows(
    _ pixels: UnsafePointer<UInt32>, width: Int, height: Int, filter: Filter,
    into output: UnsafeMutablePointer<UInt8>
  ) {
    let rowBytes = width * 4
    // Two converted rows, the current and the one above.
    let rows = UnsafeMutablePointer<UInt32>.allocate(capacity: width * 2)
    defer { rows.deallocate() }
    rows.initialize(repeating: 0, count: width * 2)
    var current = rows
    var previous = rows + width
    unpremultiplyFactors.withUnsafeBufferPointer { table in
      let factors = table.baseAddress!
      for row in 0..<height {
        let out = output + row * (rowBytes + 1)
        let line = out + 1
        if filter == .none {
          // Straight into the output row: nothing is filtered, nothing needs the row above.
          out[0] = 0
          convertRow(
            pixels + row * width, count: width, factors: factors,
            into: UnsafeMutableRawPointer(line))
          continue
        }
        convertRow(
          pixels + row * width, count: width, factors: factors,
          into: UnsafeMutableRawPointer(current))
        let raw = UnsafeRawPointer(current).assumingMemoryBound(to: UInt8.self)
        let above = UnsafeRawPointer(previous).assumingMemoryBound(to: UInt8.self)
        switch filter {
        case .none:
          break
        case .sub:
          out[0] = 1
          for i in 0..<min(4, rowBytes) { line[i] = raw[i] }
          for i in 4..<max(rowBytes, 4) { line[i] = raw[i] &- raw[i - 4] }
        case .up:
          out[0] = 2
          // Four bytes at a time, each subtracted without borrowing from its neighbour (on
          // the first row the row above is zeros).
          let words = UnsafeMutableRawPointer(line)
          for x in 0..<width {
            let a = current[x]
            let b = previous[x]
            let difference = ((a | 0x8080_8080) &- (b & 0x7F7F_7F7F)) ^ ((a ^ ~b) & 0x8080_8080)
            words.storeBytes(of: difference, toByteOffset: x * 4, as: UInt32.self)
          }
        case .paeth:
          out[0] = 4
          for i in 0..<rowBytes {
            let left = i >= 4 ? Int(raw[i - 4]) : 0
            let up = Int(above[i])
            let upLeft = i >= 4 ? Int(above[i - 4]) : 0
            let estimate = left + up - upLeft
            let toLeft = abs(estimate - left)
            let toUp = abs(estimate - up)
            let toUpLeft = abs(estimate - upLeft)
            let predictor =
              toLeft <= toUp && toLeft <= toUpLeft ? left : (toUp <= toUpLeft ? up : upLeft)
            line[i] = raw[i] &- UInt8(predictor)
          }
        }
        swap(&current, &previous)
      }
    }
  }

  // MARK: Chunks

  private static func storeBigEndian(_ value: UInt32, at pointer: UnsafeMutablePointer<UInt8>) {
    pointer[0] = UInt8(value >> 24)
    pointer[1] = UInt8((value >> 16) & 0xFF)
    pointer[2] = UInt8((value >> 8) & 0xFF)
    pointer[3] = UInt8(value & 0xFF)
  }

  private static func writeChunkHeader(
    type: String, length: Int, at pointer: UnsafeMutablePointer<UInt8>
  ) {
    storeBigEndian(UInt32(length), at: pointer)
    for (index, byte) in type.utf8.enumerated() { pointer[4 + index] = byte }
  }

  /// Writes the CRC of `count` bytes (a chunk's type and data) at `destination`.
  private static func writeCRC(
    of start: UnsafeMutablePointer<UInt8>, count: Int, at destination: UnsafeMutablePointer<UInt8>
  ) {
    storeBigEndian(vitrine_isal_crc32(0, start, UInt64(count)), at: destination)
  }
}

/// Scratch space for ISA-L at each level, reused across encodes (allocating it costs more than
/// compressing a small widget), with the encoder's buffers. A handle serves one encode at a
/// time.
private final class Compressors: Sendable {
  static let shared = Compressors()

  private let idle = Mutex<[Int32: [CompressorHandle]]>([:])

  func with<T>(level: Int32, _ body: (CompressorHandle) throws -> T) throws -> T {
    let reused = idle.withLock { $0[level]?.popLast() }
    guard let handle = reused ?? CompressorHandle(level: level) else {
      throw RenderError.encoding("ISA-L has no compression level \(level) (0 through 3)")
    }
    defer { idle.withLock { $0[level, default: []].append(handle) } }
    return try body(handle)
  }
}

/// ISA-L's scratch buffer for one level and the encoder's buffers, owned by one encode at a
/// time.
private final class CompressorHandle: @unchecked Sendable {
  let levelBuffer: UnsafeMutablePointer<UInt8>
  let levelBufferSize: UInt32
  private var filtered: UnsafeMutablePointer<UInt8>?
  private var filteredCapacity = 0
  private var output: UnsafeMutablePointer<UInt8>?
  private var outputCapacity = 0

  /// Space for `level`, or nil when ISA-L has no such level.
  init?(level: Int32) {
    guard (0...3).contains(level) else { return nil }
    levelBufferSize = vitrine_isal_level_buffer_size(UInt32(level))
    levelBuffer = .allocate(capacity: max(Int(levelBufferSize), 1))
  }

  /// Buffers of at least the sizes asked for.
  func buffers(
    filtered filteredCount: Int, output outputCount: Int
  )
    -> (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt8>)
  {
    if filteredCapacity < filteredCount {
      filtered?.deallocate()
      filtered = .allocate(capacity: filteredCount)
      filteredCapacity = filteredCount
    }
    if outputCapacity < outputCount {
      output?.deallocate()
      output = .allocate(capacity: outputCount)
      outputCapacity = outputCount
    }
    return (filtered!, output!)
  }

  deinit {
    filtered?.deallocate()
    output?.deallocate()
    levelBuffer.deallocate()
  }
}
