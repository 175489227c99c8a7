import CVitrinePangoCairo
import Foundation

/// Pixels: what a render at a scale produces, and what an image snapshot compares.
///
/// Pixels are stored as Cairo keeps them (`CAIRO_FORMAT_ARGB32`): one 32-bit value per pixel,
/// alpha in the top byte, red, green and blue below it, the colors premultiplied by alpha,
/// rows top to bottom with no padding.
public struct RasterImage: Sendable, Equatable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// Premultiplied ARGB pixels, `width × height` of them, row by row.
  public var pixels: [UInt32]

  /// Creates an image from premultiplied ARGB pixels.
  public init(width: Int, height: Int, pixels: [UInt32]) {
    precondition(pixels.count == width * height, "expected \(width * height) pixels")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// A transparent image.
  public init(width: Int, height: Int) {
    self.init(width: width, height: height, pixels: [UInt32](repeating: 0, count: width * height))
  }

  /// One pixel as straight (not premultiplied) 8-bit components.
  public func color(x: Int, y: Int) -> RGBA8 {
    RGBA8(premultiplied: pixels[y * width + x])
  }

  /// Sets one pixel from straight 8-bit components.
  public mutating func setColor(_ color: RGBA8, x: Int, y: Int) {
    pixels[y * width + x] = color.premultiplied
  }

  /// The image encoded as PNG by ``PNGEncoder``.
  public func pngData() throws -> Data {
    try PNGEncoder.encode(self)
  }

  /// Decodes PNG bytes (any PNG: palette, grey, 16-bit, interlaced) through Cairo.
  public static func decodePNG(_ data: Data) throws -> RasterImage {
    let surface = try CairoImages.decodePNG(data, source: "data \(data.count) bytes")
    defer { cairo_surface_destroy(surface) }
    return copy(of: surface)
  }

  /// A copy of an ARGB32 (or RGB24) Cairo image surface's pixels.
  static func copy(of surface: OpaquePointer) -> RasterImage {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
    guard let base = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
      return RasterImage(width: width, height: height)
    }
    var pixels = [UInt32](repeating: 0, count: width * height)
    pixels.withUnsafeMutableBufferPointer { out in
      for row in 0..<height {
        let source = UnsafeRawPointer(base + row * stride).assumingMemoryBound(to: UInt32.self)
        for column in 0..<width {
          out[row * width + column] = opaque ? source[column] | 0xFF00_0000 : source[column]
        }
      }
    }
    return RasterImage(width: width, height: height, pixels: pixels)
  }
}

/// A color as straight (not premultiplied) 8-bit red, green, blue and alpha.
public struct RGBA8: Sendable, Hashable, CustomStringConvertible {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8
  /// Opacity, 0 (transparent) to 255 (opaque).
  public var alpha: UInt8

  /// Creates a color.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The color of a premultiplied ARGB pixel.
  public init(premultiplied pixel: UInt32) {
    let alpha = UInt8(truncatingIfNeeded: pixel >> 24)
    func channel(_ shift: UInt32) -> UInt8 {
      let value = UInt32(truncatingIfNeeded: (pixel >> shift) & 0xFF)
      guard alpha != 255 else { return UInt8(value) }
      guard alpha != 0 else { return 0 }
      return UInt8(min((value * 255 + UInt32(alpha) / 2) / UInt32(alpha), 255))
    }
    self.init(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
  }

  /// This color as a premultiplied ARGB pixel.
  public var premultiplied: UInt32 {
    let a = UInt32(alpha)
    func channel(_ value: UInt8) -> UInt32 { (UInt32(value) * a + 127) / 255 }
    return a << 24 | channel(red) << 16 | channel(green) << 8 | channel(blue)
  }

  public var description: String {
    func hex(_ value: UInt8) -> String {
      let text = String(value, radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + hex(red) + hex(green) + hex(blue) + hex(alpha)
  }
}
