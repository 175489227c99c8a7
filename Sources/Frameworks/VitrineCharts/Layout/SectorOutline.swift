import Foundation
import VitrineUI

/// The outline of one `SectorMark`: a ring sector, straight-edged or with rounded corners,
/// apart from the plot that places it so its arithmetic can be read and tested alone.
enum SectorOutline {
  /// A ring sector from `start` through `sweep` radians, with `inset` points left at both
  /// of its straight edges (half each side of the gap between two sectors).
  static func path(
    center: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, sweep: Double, inset: CGFloat,
    cornerRadius: CGFloat = 0
  ) -> Path {
    guard outer > 0, sweep > 0 else { return Path() }
    let full = sweep >= 2 * .pi - 1e-9
    let outerGap = full ? 0 : Double(inset / 2 / outer)
    guard sweep - 2 * outerGap > 0 else { return Path() }
    if cornerRadius > 0, !full {
      let innerGap = inner > 0 ? min(Double(inset / 2 / inner), sweep / 2) : 0
      let rounded = rounded(
        center: center, inner: Double(inner), outer: Double(outer),
        outerAngles: (start + outerGap, start + sweep - outerGap),
        innerAngles: (start + innerGap, start + sweep - innerGap), radius: Double(cornerRadius))
      if let rounded { return rounded }
    }
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

  /// A ring sector whose corners are rounded by `radius` points (`cornerRadius` on a
  /// `SectorMark`): each corner is a circle touching the arc and the straight edge. The
  /// radius shrinks to what the sector has room for: half the ring's width, and no more than
  /// lets the two corners on one arc meet. A pie's centre stays a point. `nil` when the
  /// sector is too thin to round.
  static func rounded(
    center: CGPoint, inner: Double, outer: Double, outerAngles: (Double, Double),
    innerAngles: (Double, Double), radius: Double
  ) -> Path? {
    let (a, b) = outerAngles
    let halfOuter = (b - a) / 2
    guard halfOuter > 0 else { return nil }
    var corner = min(radius, (outer - inner) / 2)
    // asin(c / (R − c)) ≤ half the outer sweep ⟺ c ≤ R·sin h / (1 + sin h).
    let sinOuter = sin(min(halfOuter, .pi / 2))
    corner = min(corner, outer * sinOuter / (1 + sinOuter))
    let (ai, bi) = innerAngles
    let halfInner = (bi - ai) / 2
    if inner > 0 {
      guard halfInner > 0 else { return nil }
      // asin(c / (r + c)) ≤ half the inner sweep ⟺ c ≤ r·sin h / (1 − sin h).
      let sinInner = sin(min(halfInner, .pi / 2))
      if sinInner < 1 { corner = min(corner, inner * sinInner / (1 - sinInner)) }
    }
    guard corner > 0.01, corner.isFinite else { return nil }
    func point(_ radius: Double, _ angle: Double) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let outerShift = asin(corner / (outer - corner))
    let outerReach = (outer - corner) * cos(outerShift)
    var path = Path()
    path.move(to: point(outerReach, a))
    path.addArc(
      center: point(outer - corner, a + outerShift), radius: corner,
      startAngle: .radians(a - .pi / 2), endAngle: .radians(a + outerShift), clockwise: false)
    path.addArc(
      center: center, radius: outer, startAngle: .radians(a + outerShift),
      endAngle: .radians(b - outerShift), clockwise: false)
    path.addArc(
      center: point(outer - corner, b - outerShift), radius: corner,
      startAngle: .radians(b - outerShift), endAngle: .radians(b + .pi / 2), clockwise: false)
    if inner > 0 {
      let innerShift = asin(corner / (inner + corner))
      path.addArc(
        center: point(inner + corner, bi - innerShift), radius: corner,
        startAngle: .radians(bi + .pi / 2), endAngle: .radians(bi - innerShift + .pi),
        clockwise: false)
      path.addArc(
        center: center, radius: inner, startAngle: .radians(bi - innerShift),
        endAngle: .radians(ai + innerShift), clockwise: true)
      path.addArc(
        center: point(inner + corner, ai + innerShift), radius: corner,
        startAngle: .radians(ai + innerShift + .pi), endAngle: .radians(ai + 1.5 * .pi),
        clockwise: false)
    } else {
      path.addLine(to: center)
    }
    path.closeSubpath()
    return path
  }
}
