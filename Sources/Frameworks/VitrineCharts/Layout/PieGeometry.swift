import Foundation
import VitrineUI

/// Pies and donuts: each sector's angle is its share of all sectors' values, clockwise from
/// 12 o'clock in the order declared, centred in the plot.
extension PlotGeometry {
  /// The sectors' shapes and places.
  func sectors() -> (shapes: [PlotShape], placed: [PlacedMark]) {
    let values = plan.marks.map { max($0.mark.angle?.value.continuous ?? 0, 0) }
    let total = values.reduce(0, +)
    guard total > 0, total.isFinite else { return ([], []) }
    let radius = min(size.width, size.height) / 2
    let center = CGPoint(x: size.width / 2, y: size.height / 2)
    var shapes: [PlotShape] = []
    var placed: [PlacedMark] = []
    var angle = -Double.pi / 2
    for (mark, value) in zip(plan.marks, values) {
      let sweep = value / total * 2 * .pi
      defer { angle += sweep }
      let outer = mark.mark.outerRadius.length(in: radius, automatic: radius)
      let inner = min(mark.mark.innerRadius.length(in: radius, automatic: 0), outer)
      let (style, key) = self.style(of: mark)
      let path = Self.sector(
        center: center, inner: inner, outer: outer, start: angle, sweep: sweep,
        inset: mark.mark.angularInset)
      guard !path.isEmpty else { continue }
      shapes.append(PlotShape(path: path, style: style, key: key + "|sector\(placed.count)"))
      let middle = angle + sweep / 2
      let labelRadius = (inner + outer) / 2
      let anchor = CGPoint(
        x: center.x + labelRadius * cos(middle), y: center.y + labelRadius * sin(middle))
      placed.append(PlacedMark(frame: CGRect(origin: anchor, size: .zero), spanned: mark))
    }
    return (shapes, placed)
  }

  /// A ring sector from `start` through `sweep` radians, with `inset` points left at both
  /// of its straight edges (half each side of the gap between two sectors).
  static func sector(
    center: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, sweep: Double, inset: CGFloat
  ) -> Path {
    guard outer > 0, sweep > 0 else { return Path() }
    let full = sweep >= 2 * .pi - 1e-9
    let outerGap = full ? 0 : Double(inset / 2 / outer)
    guard sweep - 2 * outerGap > 0 else { return Path() }
    var path = Path()
    path.addArc(
      center: center, radius: outer, startAngle: .radians(start + outerGap),
      endAngle: .radians(start + sweep - outerGap), clockwise: false)
    if inner > 0 {
      let innerGap = full ? 0 : min(Double(inset / 2 / inner), sweep / 2)
      if full {
        path.closeSubpath();
        path.move(to: CGPoint(x: center.x + inner * cos(start), y: center.y + inner * sin(start)))
      }
      path.addArc(
        center: center, radius: inner, startAngle: .radians(start + sweep - innerGap),
        endAngle: .radians(start + innerGap), clockwise: true)
    } else if !full {
      path.addLine(to: center)
    }
    path.closeSubpath()
    return path
  }
}
