import Foundation
import VitrineUI

/// How a line or area runs between its points (Charts' `InterpolationMethod`).
public struct InterpolationMethod: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case linear, catmullRom, cardinal, monotone, stepStart, stepCenter, stepEnd
  }
  let kind: Kind
  /// The cardinal spline's tension (0: Catmull-Rom-like, 1: straight lines).
  let tension: Double

  /// Straight lines.
  public static let linear = InterpolationMethod(kind: .linear, tension: 0)
  /// A smooth curve through every point (centripetal-free, uniform Catmull-Rom).
  public static let catmullRom = InterpolationMethod(kind: .catmullRom, tension: 0)
  /// A cardinal spline with tension 0.
  public static let cardinal = InterpolationMethod(kind: .cardinal, tension: 0)
  /// A smooth curve that never overshoots between points (Fritsch–Carlson monotone cubic).
  public static let monotone = InterpolationMethod(kind: .monotone, tension: 0)
  /// Steps that change at each point and hold until the next.
  public static let stepStart = InterpolationMethod(kind: .stepStart, tension: 0)
  /// Steps that change halfway between points.
  public static let stepCenter = InterpolationMethod(kind: .stepCenter, tension: 0)
  /// Steps that hold each value up to its point.
  public static let stepEnd = InterpolationMethod(kind: .stepEnd, tension: 0)

  /// A cardinal spline of `tension`, held within 0…1.
  public static func cardinal(tension: Double) -> InterpolationMethod {
    InterpolationMethod(kind: .cardinal, tension: tension.isFinite ? min(max(tension, 0), 1) : 0)
  }

  /// A Catmull-Rom spline; `alpha` is accepted as Charts does and the uniform curve drawn.
  public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }

  /// Appends the run through `points` (the first already the path's current point, or moved
  /// to) to `path`.
  func addRun(through points: [CGPoint], to path: inout Path, moving: Bool = true) {
    guard let first = points.first else { return }
    if moving { path.move(to: first) } else { path.addLine(to: first) }
    guard points.count > 1 else { return }
    switch kind {
    case .linear:
      for point in points.dropFirst() { path.addLine(to: point) }
    case .stepStart, .stepCenter, .stepEnd:
      for index in 1..<points.count {
        let (a, b) = (points[index - 1], points[index])
        switch kind {
        case .stepStart:
          path.addLine(to: CGPoint(x: a.x, y: b.y))
        case .stepEnd:
          path.addLine(to: CGPoint(x: b.x, y: a.y))
        default:
          let middle = (a.x + b.x) / 2
          path.addLine(to: CGPoint(x: middle, y: a.y))
          path.addLine(to: CGPoint(x: middle, y: b.y))
        }
        path.addLine(to: b)
      }
    case .catmullRom, .cardinal:
      let scale = (1 - (kind == .cardinal ? tension : 0)) / 6
      for index in 1..<points.count {
        let p0 = points[max(index - 2, 0)]
        let (p1, p2) = (points[index - 1], points[index])
        let p3 = points[min(index + 1, points.count - 1)]
        path.addCurve(
          to: p2,
          control1: CGPoint(x: p1.x + (p2.x - p0.x) * scale, y: p1.y + (p2.y - p0.y) * scale),
          control2: CGPoint(x: p2.x - (p3.x - p1.x) * scale, y: p2.y - (p3.y - p1.y) * scale))
      }
    case .monotone:
      let tangents = Self.monotoneTangents(points)
      for index in 1..<points.count {
        let (a, b) = (points[index - 1], points[index])
        let third = (b.x - a.x) / 3
        path.addCurve(
          to: b, control1: CGPoint(x: a.x + third, y: a.y + third * tangents[index - 1]),
          control2: CGPoint(x: b.x - third, y: b.y - third * tangents[index]))
      }
    }
  }

  /// The slopes of a monotone cubic through `points` (Steffen's method): zero at a peak or a
  /// valley and never more than the neighbouring secants allow, so the curve never
  /// overshoots its points.
  static func monotoneTangents(_ points: [CGPoint]) -> [CGFloat] {
    let count = points.count
    guard count > 1 else { return [0] }
    var widths = [CGFloat](repeating: 0, count: count - 1)
    var secants = [CGFloat](repeating: 0, count: count - 1)
    for index in 0..<(count - 1) {
      widths[index] = points[index + 1].x - points[index].x
      let rise = points[index + 1].y - points[index].y
      secants[index] = widths[index] == 0 ? 0 : rise / widths[index]
    }
    var tangents = [CGFloat](repeating: 0, count: count)
    tangents[0] = secants[0]
    tangents[count - 1] = secants[count - 2]
    if count > 2 {
      for index in 1..<(count - 1) {
        let (s0, s1) = (secants[index - 1], secants[index])
        let (h0, h1) = (widths[index - 1], widths[index])
        guard s0 * s1 > 0, h0 + h1 != 0 else { continue }
        let p = (s0 * h1 + s1 * h0) / (h0 + h1)
        let sign: CGFloat = s0 > 0 ? 1 : -1
        tangents[index] = sign * min(abs(s0), abs(s1), abs(p) / 2) * 2
      }
    }
    return tangents
  }
}
