import CVitrinePangoCairo
import CVitrineTurboJPEG
import Foundation

/// JPEG decoding with libjpeg-turbo's TurboJPEG API, into a Cairo image surface.
///
/// The header is read first and its size bounded (at most ``maximumDimension`` on a side and
/// ``maximumPixels`` in all) before any pixels are allocated; a damaged file fails with
/// libjpeg-turbo's message, never a crash.
enum JPEGImages {
  /// The largest width or height decoded (Cairo's own limit for a surface).
  static let maximumDimension = 32_767
  /// The most pixels decoded: 64 megapixels, more than any camera photo a widget shows.
  static let maximumPixels = 64 << 20

  /// A Cairo RGB24 image surface of the JPEG `data`; the caller destroys it.
  static func decode(_ data: Data, source: String) throws -> OpaquePointer {
    guard let decoder = tjInitDecompress() else {
      throw RenderError.undecodableImage(source: source, reason: "libjpeg-turbo did not start")
    }
    defer { tjDestroy(decoder) }
    let bytes = [UInt8](data)
    func failure() -> RenderError {
      RenderError.undecodableImage(
        source: source, reason: String(cString: tjGetErrorStr2(decoder)))
    }
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    let header = bytes.withUnsafeBufferPointer { buffer in
      tjDecompressHeader3(
        decoder, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling,
        &colorspace)
    }
    guard header == 0 else { throw failure() }
    guard width > 0, height > 0, width <= maximumDimension, height <= maximumDimension,
      Int(width) * Int(height) <= maximumPixels
    else {
      throw RenderError.undecodableImage(
        source: source, reason: "\(width) × \(height) pixels is outside what is decoded")
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let pixels = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      throw RenderError.undecodableImage(source: source, reason: "no memory for the pixels")
    }
    let stride = cairo_image_surface_get_stride(surface)
    // Cairo's RGB24 is a native-endian 32-bit 0xXXRRGGBB: bytes B, G, R, X on little-endian
    // machines, X, R, G, B on big-endian ones.
    #if _endian(little)
      let format = Int32(TJPF_BGRX.rawValue)
    #else
      let format = Int32(TJPF_XRGB.rawValue)
    #endif
    let status = bytes.withUnsafeBufferPointer { buffer in
      tjDecompress2(
        decoder, buffer.baseAddress, UInt(buffer.count), pixels, width, stride, height,
        format, TJFLAG_ACCURATEDCT)
    }
    // A warning (a truncated but readable file) still leaves pixels; an error does not.
    if status != 0, tjGetErrorCode(decoder) == Int32(TJERR_FATAL.rawValue) {
      cairo_surface_destroy(surface)
      throw failure()
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
