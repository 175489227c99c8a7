import Foundation

/// An arc of a circle stroked with round ends, for circular gauges and progress views.
///
/// Angles are degrees clockwise from 12 o'clock; the circle is the largest centered in the
/// view, inset by half the line width so the stroke stays inside. The arc is drawn as a
/// polyline through a point every 3 degrees (x = ½ + ½ sin θ, y = ½ − ½ cos θ of the inset
/// square). A zero sweep draws a dot as wide as the line.
nonisolated struct GaugeArc: View, PrimitiveView {
  typealias Body = Never

  let start: Double
  let end: Double
  let lineWidth: CGFloat
  let style: any ShapeStyle

  /// The arc's points, as fractions of its square.
  static func points(from start: Double, to end: Double) -> [UnitPoint] {
    let sweep = end - start
    let steps = max(Int((abs(sweep) / 3).rounded(.up)), 1)
    var points = (0...steps).map { step -> UnitPoint in
      let radians = (start + sweep * Double(step) / Double(steps)) * .pi / 180
      return UnitPoint(x: 0.5 + 0.5 * sin(radians), y: 0.5 - 0.5 * cos(radians))
    }
    if sweep == 0, let point = points.first {
      points[1] = UnitPoint(x: point.x + 0.0001, y: point.y)
    }
    return points
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let paint = PaintResolver.paint(for: style, in: context.environment)
    let drawing = ShapeDrawing(
      outline: .polyline(Self.points(from: start, to: end)), paint: paint,
      stroke: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
    let arc = LayoutNode.filling(.shape(drawing))
    let inset = lineWidth / 2
    return [
      LayoutNode.wrapping(
        arc,
        in: PaddingLayout(
          insets: EdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)))
    ]
  }
}

/// A horizontal capsule track filled from the leading edge by a fraction, or with a dot at
/// that fraction: the bars of linear gauges.
///
/// The fill is `max(thickness, width × fraction)` wide (so an empty gauge still shows its
/// rounded end); the marker, `thickness + 2` across, has its leading edge at
/// `(width − marker) × fraction`.
struct GaugeBar: View {
  let fraction: Double
  let thickness: CGFloat
  let showsMarker: Bool
  @Environment(\.tint) private var tint

  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .leading) {
        Capsule().fill(.tertiary)
        if showsMarker {
          let marker = thickness + 2
          Circle().fill(.primary).frame(width: marker, height: marker)
            .offset(x: (proxy.size.width - marker) * fraction)
        } else {
          Capsule().fill(tint.map { AnyShapeStyle($0) } ?? AnyShapeStyle(.primary))
            .frame(width: max(thickness, proxy.size.width * fraction))
        }
      }
    }
    .frame(height: thickness)
  }
}
