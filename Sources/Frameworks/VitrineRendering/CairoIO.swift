import CVitrinePangoCairo
import Foundation

/// Bytes written by a Cairo stream surface or PNG writer.
final class ByteSink {
  var bytes: [UInt8] = []

  /// The `cairo_write_func_t` that appends to the sink passed as its closure.
  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
  }

  var data: Data { Data(bytes) }
}

/// Bytes read by Cairo's PNG reader.
private final class ByteSource {
  let bytes: [UInt8]
  var offset = 0
  init(_ data: Data) { bytes = [UInt8](data) }

  static let read: cairo_read_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
    source.bytes.withUnsafeBufferPointer { buffer in
      data.update(from: buffer.baseAddress! + source.offset, count: count)
    }
    source.offset += count
    return CAIRO_STATUS_SUCCESS
  }
}

/// Image decoding through Cairo, which reads PNG only.
enum CairoImages {
  /// A Cairo image surface of the PNG `data`; the caller destroys it.
  static func decodePNG(_ data: Data, source: String) throws -> OpaquePointer {
    let reader = ByteSource(data)
    let surface = withExtendedLifetime(reader) {
      cairo_image_surface_create_from_png_stream(
        ByteSource.read, Unmanaged.passUnretained(reader).toOpaque())!
    }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw RenderError.undecodableImage(source: source, reason: Self.message(status))
    }
    return surface
  }

  /// Cairo's text for a status.
  static func message(_ status: cairo_status_t) -> String {
    String(cString: cairo_status_to_string(status))
  }
}
