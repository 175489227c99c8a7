import CVitrinePangoCairo
import Foundation
import VitrineUI

/// Cairo paths of VitrineUI's shape outlines.
enum OutlinePath {
  /// Adds the path of `outline` filling `rect` to `cairo`'s current path, and sets the fill
  /// rule a fill or clip of it uses: even-odd for ``ShapeOutline/evenOdd(_:)``, else winding.
  static func add(_ outline: ShapeOutline, in rect: CGRect, to cairo: OpaquePointer) {
    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    addPath(of: outline, in: rect, to: cairo)
  }

  private static func addPath(of outline: ShapeOutline, in rect: CGRect, to cairo: OpaquePointer) {
    switch outline {
    case .evenOdd(let inner):
      addPath(of: inner, in: rect, to: cairo)
      cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
    case .rectangle:
      cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    case .roundedRectangle(let radius, let style):
      switch style {
      case .circular: addCircularRoundedRect(rect, radius: radius, to: cairo)
      case .continuous: addContinuousRoundedRect(rect, radius: radius, to: cairo)
      }
    case .capsule:
      addCircularRoundedRect(rect, radius: min(rect.width, rect.height) / 2, to: cairo)
    case .ellipse:
      addEllipse(rect, to: cairo)
    case .circle:
      let diameter = min(rect.width, rect.height)
      addEllipse(
        CGRect(
          x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter,
          height: diameter),
        to: cairo)
    case .polyline(let points):
      for (index, point) in points.enumerated() {
        let x = rect.minX + rect.width * point.x
        let y = rect.minY + rect.height * point.y
        if index == 0 { cairo_move_to(cairo, x, y) } else { cairo_line_to(cairo, x, y) }
      }
    case .path(let path):
      addPath(path, at: rect.origin, to: cairo)
    case .custom(let shape):
      addPath(shape.path(in: rect.size), at: rect.origin, to: cairo)
    }
  }

  /// Adds `path`, whose points are relative to `origin`.
  static func addPath(_ path: Path, at origin: CGPoint, to cairo: OpaquePointer) {
    let (ox, oy) = (origin.x, origin.y)
    var current = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let p):
        cairo_move_to(cairo, ox + p.x, oy + p.y)
        current = p
      case .line(let p):
        cairo_line_to(cairo, ox + p.x, oy + p.y)
        current = p
      case .quadCurve(let p, let c):
        // The cubic with the same curve: control points two thirds of the way to `c`.
        cairo_curve_to(
          cairo, ox + current.x + 2 / 3 * (c.x - current.x),
          oy + current.y + 2 / 3 * (c.y - current.y),
          ox + p.x + 2 / 3 * (c.x - p.x), oy + p.y + 2 / 3 * (c.y - p.y), ox + p.x, oy + p.y)
        current = p
      case .curve(let p, let c1, let c2):
        cairo_curve_to(cairo, ox + c1.x, oy + c1.y, ox + c2.x, oy + c2.y, ox + p.x, oy + p.y)
        current = p
      case .closeSubpath:
        cairo_close_path(cairo)
        var x = 0.0
        var y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        current = CGPoint(x: x - ox, y: y - oy)
      }
    }
  }

  /// A rounded rectangle with quarter-circle corners.
  static func addCircularRoundedRect(_ rect: CGRect, radius: CGFloat, to cairo: OpaquePointer) {
    let r = max(min(radius, rect.width / 2, rect.height / 2), 0)
    guard r > 0 else {
      cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
    cairo_arc(cairo, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
    cairo_arc(cairo, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
    cairo_arc(cairo, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
    cairo_close_path(cairo)
  }

  static func addEllipse(_ rect: CGRect, to cairo: OpaquePointer) {
    guard rect.width > 0, rect.height > 0 else { return }
    cairo_save(cairo)
    cairo_translate(cairo, rect.midX, rect.midY)
    cairo_scale(cairo, rect.width / 2, rect.height / 2)
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
    cairo_close_path(cairo)
    cairo_restore(cairo)
  }

  /// The curve of one continuous ("squircle") corner, as iOS draws `.continuous` corners, in
  /// multiples of the radius: each point is (distance from the corner along the edge the
  /// path comes from, distance along the edge it goes to). The corner starts 1.52866 radii
  /// from the corner, not 1, which is what makes the curvature continuous.
  private static let corner: (start: CGPoint, segments: [CornerSegment]) = (
    CGPoint(x: 1.52866483, y: 0),
    [
      .curve(
        CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0),
        CGPoint(x: 0.66993427, y: 0.06549600)),
      .line(CGPoint(x: 0.63149399, y: 0.07491100)),
      .curve(
        CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16906013, y: 0.37282401),
        CGPoint(x: 0.07491176, y: 0.63149399)),
      .curve(
        CGPoint(x: 0, y: 0.86840701), CGPoint(x: 0, y: 1.08849299), CGPoint(x: 0, y: 1.52866483)),
    ]
  )

  private enum CornerSegment {
    case line(CGPoint)
    case curve(CGPoint, CGPoint, CGPoint)
  }

  /// How far along the edges a continuous corner reaches, in radii.
  static let continuousExtent: CGFloat = 1.52866483

  /// A rounded rectangle with continuous corners.
  ///
  /// A continuous corner reaches ``continuousExtent`` radii along each edge; when that is more
  /// than half the shorter side the corners cannot be continuous, and iOS draws them as
  /// circular arcs of the radius, capped at half the shorter side: a radius of half the side
  /// or more is a capsule (`RoundedRectangle(cornerRadius: 48)` on a 29-point-high view is one).
  static func addContinuousRoundedRect(_ rect: CGRect, radius: CGFloat, to cairo: OpaquePointer) {
    let half = min(rect.width, rect.height) / 2
    if radius.isFinite, radius * continuousExtent > half {
      return addCircularRoundedRect(rect, radius: min(radius, half), to: cairo)
    }
    let r = max(min(radius, half / continuousExtent), 0)
    guard r > 0 else {
      cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    // Each corner maps (along-from, along-to) to a point; going clockwise from the top edge.
    let corners: [(CGPoint) -> CGPoint] = [
      { CGPoint(x: rect.maxX - $0.x * r, y: rect.minY + $0.y * r) },  // top right
      { CGPoint(x: rect.maxX - $0.y * r, y: rect.maxY - $0.x * r) },  // bottom right
      { CGPoint(x: rect.minX + $0.x * r, y: rect.maxY - $0.y * r) },  // bottom left
      { CGPoint(x: rect.minX + $0.y * r, y: rect.minY + $0.x * r) },  // top left
    ]
    cairo_new_sub_path(cairo)
    for (index, map) in corners.enumerated() {
      let start = map(corner.start)
      if index == 0 {
        cairo_move_to(cairo, start.x, start.y)
      } else {
        cairo_line_to(cairo, start.x, start.y)
      }
      for segment in corner.segments {
        switch segment {
        case .line(let point):
          let p = map(point)
          cairo_line_to(cairo, p.x, p.y)
        case .curve(let c1, let c2, let end):
          let a = map(c1)
          let b = map(c2)
          let e = map(end)
          cairo_curve_to(cairo, a.x, a.y, b.x, b.y, e.x, e.y)
        }
      }
    }
    cairo_close_path(cairo)
  }
}
