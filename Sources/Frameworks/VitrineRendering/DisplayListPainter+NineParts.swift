import CVitrinePangoCairo
import Foundation
import VitrineUI

extension DisplayListPainter {
  /// Draws a resizable image with cap insets or tiling (`resizable(capInsets:resizingMode:)`)
  /// in nine parts.
  ///
  /// The cap insets split the image (in points: pixels divided by its scale) and the frame
  /// into three columns and three rows. Each part of the image is drawn into the matching
  /// part of the frame: corners at their own size; the top and bottom edges resized along x,
  /// the left and right edges along y, the center along both. A resized axis is stretched to
  /// fill or, in `.tile` mode, repeated at the image's own size from the part's top-left.
  /// Insets wider or taller than the frame shrink in proportion so the caps fit.
  func drawNineParts(of surface: OpaquePointer, _ image: ImageItem, in frame: CGRect) {
    let scale = image.scale > 0 ? image.scale : 1
    let imageWidth = Double(cairo_image_surface_get_width(surface)) / scale
    let imageHeight = Double(cairo_image_surface_get_height(surface)) / scale
    let columns = Self.spans(
      leading: image.capInsets.leading, trailing: image.capInsets.trailing,
      image: imageWidth, frame: frame.width)
    let rows = Self.spans(
      leading: image.capInsets.top, trailing: image.capInsets.bottom,
      image: imageHeight, frame: frame.height)
    let tiles = image.resizingMode == .tile
    for (row, y) in rows.enumerated() {
      for (column, x) in columns.enumerated() {
        guard x.source.length > 0, x.destination.length > 0, y.source.length > 0,
          y.destination.length > 0,
          let part = cairo_surface_create_for_rectangle(
            surface, x.source.start * scale, y.source.start * scale, x.source.length * scale,
            y.source.length * scale)
        else { continue }
        let resizesX = column == 1
        let resizesY = row == 1
        // Pattern pixels per point of the frame, along each axis.
        let factorX = resizesX && tiles ? scale : x.source.length * scale / x.destination.length
        let factorY = resizesY && tiles ? scale : y.source.length * scale / y.destination.length
        let left = frame.minX + x.destination.start
        let top = frame.minY + y.destination.start
        let pattern = cairo_pattern_create_for_surface(part)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, factorX, factorY)
        cairo_matrix_translate(&matrix, -left, -top)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        let repeats = tiles && (resizesX || resizesY)
        cairo_pattern_set_extend(pattern, repeats ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_save(cairo)
        cairo_rectangle(cairo, left, top, x.destination.length, y.destination.length)
        cairo_clip(cairo)
        paint(pattern, tinted: image.tint != nil)
        cairo_restore(cairo)
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(part)
      }
    }
  }

  /// One column or row of the nine parts: where it starts and how long it is, in the image
  /// and in the frame (points, from their top-left).
  struct PartSpan {
    var source: (start: Double, length: Double)
    var destination: (start: Double, length: Double)
  }

  /// The three spans along one axis for caps of `leading` and `trailing` points.
  static func spans(
    leading: Double, trailing: Double, image: Double, frame: Double
  ) -> [PartSpan] {
    // Caps within the image, then within the frame (shrunk in proportion when they overflow).
    let capSum = max(leading, 0) + max(trailing, 0)
    let imageFit = capSum > image && capSum > 0 ? image / capSum : 1
    let sourceLeading = max(leading, 0) * imageFit
    let sourceTrailing = max(trailing, 0) * imageFit
    let frameFit =
      sourceLeading + sourceTrailing > frame && frame >= 0
      ? frame / (sourceLeading + sourceTrailing) : 1
    let destinationLeading = sourceLeading * frameFit
    let destinationTrailing = sourceTrailing * frameFit
    return [
      PartSpan(source: (0, sourceLeading), destination: (0, destinationLeading)),
      PartSpan(
        source: (sourceLeading, image - sourceLeading - sourceTrailing),
        destination: (destinationLeading, frame - destinationLeading - destinationTrailing)),
      PartSpan(
        source: (image - sourceTrailing, sourceTrailing),
        destination: (frame - destinationTrailing, destinationTrailing)),
    ]
  }
}
