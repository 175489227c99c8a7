import Foundation

/// The track of a circular gauge in the environment's tint: a color tint paints it whole, a
/// gradient tint runs from the track's start to its end (an angular gradient over the arc's
/// angles), and with no tint it is the tertiary foreground.
///
/// Angles are degrees clockwise from 12 o'clock, as in ``GaugeArc``; the angular gradient
/// counts from 3 o'clock, so each angle is turned back by 90°.
struct GaugeTintedTrack: View {
  let start: Double
  let end: Double
  let lineWidth: CGFloat
  @Environment(\.tint) private var tint
  @Environment(\.tintStyle) private var tintStyle

  var body: some View {
    GaugeArc(start: start, end: end, lineWidth: lineWidth, style: style)
  }

  private var style: any ShapeStyle {
    if let gradient = tintStyle as? Gradient {
      return AngularGradient(
        gradient: gradient, center: .center, startAngle: .degrees(start - 90),
        endAngle: .degrees(end - 90))
    }
    if let tintStyle { return tintStyle }
    if let tint { return tint }
    return HierarchicalShapeStyle.tertiary
  }
}
