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
      let path = SectorOutline.path(
        center: center, inner: inner, outer: outer, start: angle, sweep: sweep,
        inset: mark.mark.angularInset, cornerRadius: mark.mark.style.cornerRadius)
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
}
