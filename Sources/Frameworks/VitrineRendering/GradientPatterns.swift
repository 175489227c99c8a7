import CVitrinePangoCairo
import Foundation
import VitrineUI

/// Cairo sources for radial and angular gradients.
enum GradientPatterns {
  /// A radial pattern between the two radii around the gradient's centre in `frame`.
  static func setRadial(
    _ gradient: ResolvedRadialGradient, in frame: CGRect, on cairo: OpaquePointer
  ) {
    let cx = frame.minX + gradient.center.x * frame.width
    let cy = frame.minY + gradient.center.y * frame.height
    let pattern = cairo_pattern_create_radial(
      cx, cy, gradient.startRadius, cx, cy, max(gradient.endRadius, gradient.startRadius + 0.001))
    for stop in gradient.stops {
      let c = stop.color
      cairo_pattern_add_color_stop_rgba(
        pattern, min(max(stop.location, 0), 1), c.red, c.green, c.blue, c.opacity)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cairo, pattern)
    cairo_pattern_destroy(pattern)
  }

  /// How many wedges an angular gradient is drawn with: one per degree.
  static let wedges = 360

  /// An angular gradient as a mesh of thin wedges around the centre, each shading from the
  /// colour at its first edge to the colour at its second, reaching past `frame`'s corners.
  static func setAngular(
    _ gradient: ResolvedAngularGradient, in frame: CGRect, on cairo: OpaquePointer
  ) {
    let cx = frame.minX + gradient.center.x * frame.width
    let cy = frame.minY + gradient.center.y * frame.height
    let reach =
      [frame.minX, frame.maxX].flatMap { x in
        [frame.minY, frame.maxY].map { hypot(x - cx, $0 - cy) }
      }
      .max()! + 1
    let pattern = cairo_pattern_create_mesh()
    let step = 2 * Double.pi / Double(wedges)
    for index in 0..<wedges {
      let a0 = gradient.startAngle + Double(index) * step
      let a1 = a0 + step
      // The colour just inside each edge, so a wedge never blends across the sweep's seam.
      let c0 = gradient.color(at: a0 + step * 0.001)
      let c1 = gradient.color(at: a1 - step * 0.001)
      cairo_mesh_pattern_begin_patch(pattern)
      cairo_mesh_pattern_move_to(pattern, cx, cy)
      cairo_mesh_pattern_line_to(pattern, cx + reach * cos(a0), cy + reach * sin(a0))
      cairo_mesh_pattern_line_to(pattern, cx + reach * cos(a1), cy + reach * sin(a1))
      cairo_mesh_pattern_line_to(pattern, cx, cy)
      for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
        cairo_mesh_pattern_set_corner_color_rgba(
          pattern, UInt32(corner), color.red, color.green, color.blue, color.opacity)
      }
      cairo_mesh_pattern_end_patch(pattern)
    }
    cairo_set_source(cairo, pattern)
    cairo_pattern_destroy(pattern)
  }
}
