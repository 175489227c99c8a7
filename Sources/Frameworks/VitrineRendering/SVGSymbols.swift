import CVitrinePangoCairo
import CVitrineRSVG
import Foundation

/// Custom symbols (an asset catalog's `.symbolset`) drawn from their SVG with librsvg.
///
/// Xcode's symbol template holds several variants with guides and notes; Vitrine draws the
/// `Regular-M` variant, the one a symbol at the regular weight and medium scale shows, cropped
/// to its ink and fitted, centred, to the image's frame. A plain SVG (no such variant) is drawn
/// whole, cropped the same way. The file and the raster are bounded.
enum SVGSymbols {
  /// The largest SVG file read.
  static let maximumBytes = 4 << 20
  /// The largest raster side drawn, in pixels.
  static let maximumSide = 4_096
  /// The variant of Xcode's symbol template that is drawn.
  static let variant = "#Regular-M"

  /// A Cairo ARGB32 surface `width` × `height` pixels with the symbol `data` fitted in it,
  /// drawn in opaque black (it is used as a mask); the caller destroys it.
  static func rasterize(
    _ data: Data, width: Int, height: Int, source: String
  ) throws -> OpaquePointer {
    guard data.count <= maximumBytes else {
      throw RenderError.undecodableImage(
        source: source, reason: "\(data.count) bytes of SVG is more than \(maximumBytes)")
    }
    var error: UnsafeMutablePointer<VitrineGError>?
    let bytes = [UInt8](data)
    guard
      let handle = bytes.withUnsafeBufferPointer({
        rsvg_handle_new_from_data($0.baseAddress, $0.count, &error)
      })
    else { throw failure(error, source: source) }
    defer { vitrine_rsvg_release(handle) }
    let layer: String? = rsvg_handle_has_sub(handle, variant) != 0 ? variant : nil
    var documentWidth = 0.0
    var documentHeight = 0.0
    if rsvg_handle_get_intrinsic_size_in_pixels(handle, &documentWidth, &documentHeight) == 0
      || documentWidth <= 0 || documentHeight <= 0
    {
      (documentWidth, documentHeight) = (1_000, 1_000)
    }
    var viewport = VitrineRsvgRectangle(x: 0, y: 0, width: documentWidth, height: documentHeight)
    var ink = VitrineRsvgRectangle()
    var logical = VitrineRsvgRectangle()
    guard rsvg_handle_get_geometry_for_layer(handle, layer, &viewport, &ink, &logical, &error) != 0
    else { throw failure(error, source: source) }
    let side = { (value: Int) in min(max(value, 1), maximumSide) }
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(side(width)), Int32(side(height)))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw RenderError.undecodableImage(source: source, reason: "no memory for the pixels")
    }
    guard ink.width > 0, ink.height > 0 else { return surface }  // Nothing to draw.
    let cairo = cairo_create(surface)!
    defer { cairo_destroy(cairo) }
    let pixelWidth = Double(side(width))
    let pixelHeight = Double(side(height))
    let scale = min(pixelWidth / ink.width, pixelHeight / ink.height)
    cairo_translate(
      cairo, (pixelWidth - ink.width * scale) / 2 - ink.x * scale,
      (pixelHeight - ink.height * scale) / 2 - ink.y * scale)
    cairo_scale(cairo, scale, scale)
    guard rsvg_handle_render_layer(handle, cairo, layer, &viewport, &error) != 0 else {
      cairo_surface_destroy(surface)
      throw failure(error, source: source)
    }
    cairo_surface_flush(surface)
    return surface
  }

  private static func failure(
    _ error: UnsafeMutablePointer<VitrineGError>?, source: String
  ) -> RenderError {
    defer { if let error { vitrine_rsvg_free_error(error) } }
    let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "not an SVG"
    return RenderError.undecodableImage(source: source, reason: reason)
  }
}
