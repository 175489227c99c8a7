import Foundation

extension Path {
  /// The part of the path between two fractions of its length, as SwiftUI's `trim` draws it.
  ///
  /// `from` and `to` are clamped to 0…1; an empty range gives an empty path and the whole
  /// range gives the path itself. Lengths of curves are measured along 32 chords each.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let start = min(max(from.isFinite ? from : 0, 0), 1)
    let end = min(max(to.isFinite ? to : 1, 0), 1)
    if start <= 0 && end >= 1 { return self }
    guard end > start else { return Path() }
    let segments = PathSegment.segments(of: self)
    let total = segments.reduce(0) { $0 + $1.length }
    guard total > 0 else { return Path() }
    let low = start * total
    let high = end * total
    var result = Path()
    var offset: CGFloat = 0
    var lastEnd: CGPoint?
    for segment in segments {
      defer { offset += segment.length }
      let segmentEnd = offset + segment.length
      guard segment.length > 0, segmentEnd > low, offset < high else { continue }
      let t0 = segment.parameter(atLength: max(low - offset, 0))
      let t1 = segment.parameter(atLength: min(high - offset, segment.length))
      let piece = segment.cubic(from: t0, to: t1)
      if lastEnd != piece.0 || segment.startsSubpath && offset >= low {
        result.move(to: piece.0)
      }
      if segment.isLine {
        result.addLine(to: piece.3)
      } else {
        result.addCurve(to: piece.3, control1: piece.1, control2: piece.2)
      }
      lastEnd = piece.3
    }
    return result
  }
}

/// One drawn piece of a path as a cubic Bézier curve (lines have their control points on
/// the line), with its measured length.
struct PathSegment {
  let p0: CGPoint
  let c1: CGPoint
  let c2: CGPoint
  let p3: CGPoint
  let isLine: Bool
  /// Whether the segment is the first of its subpath.
  let startsSubpath: Bool
  /// Cumulative chord lengths at t = i / 32.
  private let table: [CGFloat]

  static let samples = 32

  init(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, isLine: Bool, first: Bool) {
    (self.p0, self.c1, self.c2, self.p3, self.isLine, self.startsSubpath) = (
      p0, c1, c2, p3, isLine, first
    )
    var table: [CGFloat] = [0]
    if isLine {
      table.append(hypot(p3.x - p0.x, p3.y - p0.y))
    } else {
      var previous = p0
      for i in 1...Self.samples {
        let point = Self.point(p0, c1, c2, p3, at: CGFloat(i) / CGFloat(Self.samples))
        table.append(table[table.count - 1] + hypot(point.x - previous.x, point.y - previous.y))
        previous = point
      }
    }
    self.table = table
  }

  var length: CGFloat { table[table.count - 1] }

  /// The curve parameter at which the measured length reaches `length`.
  func parameter(atLength length: CGFloat) -> CGFloat {
    guard self.length > 0 else { return 0 }
    let steps = table.count - 1
    for i in 1...steps where table[i] >= length {
      let span = table[i] - table[i - 1]
      let within = span > 0 ? (length - table[i - 1]) / span : 0
      return (CGFloat(i - 1) + within) / CGFloat(steps)
    }
    return 1
  }

  /// The control points of the part of the curve between parameters `t0` and `t1`.
  func cubic(from t0: CGFloat, to t1: CGFloat) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
    if isLine {
      let a = CGPoint(x: p0.x + (p3.x - p0.x) * t0, y: p0.y + (p3.y - p0.y) * t0)
      let b = CGPoint(x: p0.x + (p3.x - p0.x) * t1, y: p0.y + (p3.y - p0.y) * t1)
      return (a, a, b, b)
    }
    let head = Self.split(p0, c1, c2, p3, at: t1).0
    guard t1 > 0 else { return (p0, p0, p0, p0) }
    return Self.split(head.0, head.1, head.2, head.3, at: t0 / t1).1
  }

  static func point(
    _ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, at t: CGFloat
  ) -> CGPoint {
    let u = 1 - t
    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(
      x: w0 * a.x + w1 * b.x + w2 * c.x + w3 * d.x, y: w0 * a.y + w1 * b.y + w2 * c.y + w3 * d.y)
  }

  /// De Casteljau's split of a cubic at `t` into the part before and the part after.
  static func split(
    _ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, at t: CGFloat
  ) -> ((CGPoint, CGPoint, CGPoint, CGPoint), (CGPoint, CGPoint, CGPoint, CGPoint)) {
    func lerp(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
      CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }
    let ab = lerp(a, b)
    let bc = lerp(b, c)
    let cd = lerp(c, d)
    let abc = lerp(ab, bc)
    let bcd = lerp(bc, cd)
    let mid = lerp(abc, bcd)
    return ((a, ab, abc, mid), (mid, bcd, cd, d))
  }

  /// The drawn segments of `path`; a close adds the line back to the subpath's start.
  static func segments(of path: Path) -> [PathSegment] {
    var segments: [PathSegment] = []
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    var first = true
    func line(to point: CGPoint) {
      segments.append(PathSegment(current, current, point, point, isLine: true, first: first))
      first = false
      current = point
    }
    for element in path.elements {
      switch element {
      case .move(let point):
        current = point
        subpathStart = point
        first = true
      case .line(let point):
        line(to: point)
      case .quadCurve(let point, let control):
        let c1 = CGPoint(
          x: current.x + 2 / 3 * (control.x - current.x),
          y: current.y + 2 / 3 * (control.y - current.y))
        let c2 = CGPoint(
          x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
        segments.append(PathSegment(current, c1, c2, point, isLine: false, first: first))
        first = false
        current = point
      case .curve(let point, let control1, let control2):
        segments.append(
          PathSegment(current, control1, control2, point, isLine: false, first: first))
        first = false
        current = point
      case .closeSubpath:
        if current != subpathStart { line(to: subpathStart) }
        current = subpathStart
        first = true
      }
    }
    return segments
  }
}
