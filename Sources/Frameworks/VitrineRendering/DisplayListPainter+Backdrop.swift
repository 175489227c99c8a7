import CVitrinePangoCairo
import Foundation
import VitrineUI

extension DisplayListPainter {
  /// Draws what is already painted behind a material's shape, blurred, inside the shape: the
  /// first half of a material (the tint is filled over it afterwards).
  ///
  /// The pixels come from the surface being drawn on, so this works when it is an image
  /// surface (PNG output, pixel tests); a vector surface keeps the tint alone. The blur is
  /// ``BlurredLayer``'s three box passes, which approximate a Gaussian.
  func drawBlurredBackdrop(of shape: ShapeItem, in frame: CGRect) {
    guard let target = cairo_get_group_target(cairo),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
    else { return }
    cairo_surface_flush(target)
    var toDevice = cairo_matrix_t()
    cairo_get_matrix(cairo, &toDevice)
    let layer = try? BlurredLayer.make(
      around: frame, radius: shape.backdropBlurRadius, on: cairo
    ) { layer in
      let pattern = cairo_pattern_create_for_surface(target)!
      cairo_pattern_set_matrix(pattern, &toDevice)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_set_source(layer, pattern)
      cairo_paint(layer)
      cairo_pattern_destroy(pattern)
    }
    guard let layer else { return }
    defer { cairo_surface_destroy(layer.surface) }
    cairo_save(cairo)
    cairo_new_path(cairo)
    OutlinePath.add(shape.outline, in: frame, to: cairo)
    cairo_clip(cairo)
    layer.paint(on: cairo)
    cairo_restore(cairo)
  }
}
