import Foundation

/// An outline made of lines and curves, built point by point or from rectangles and ellipses;
/// it is a ``Shape`` that draws itself wherever it is laid out.
///
/// Coordinates are points with y pointing down, as in SwiftUI. Arcs and ellipses are stored
/// as cubic Bézier curves of at most a quarter turn each.
/// Longer than 400 lines: SwiftUI's `Path` is one type whose API (builders, transforms, bounds,
/// containment in Path+Containment.swift, trimming in PathTrim.swift) callers expect in one place.
nonisolated public struct Path: Sendable, Hashable, Shape, CustomStringConvertible {
  /// One step of a path.
  public enum Element: Sendable, Hashable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath with a line back to its start.
    case closeSubpath
  }

  /// The elements, in order.
  public private(set) var elements: [Element] = []
  /// Where the current subpath started, for ``closeSubpath()``.
  private var subpathStart: CGPoint?

  /// An empty path.
  public init() {}

  /// A path built by `callback`.
  public init(_ callback: (inout Path) -> Void) {
    callback(&self)
  }

  /// A path that is the rectangle `rect`.
  public init(_ rect: CGRect) { addRect(rect) }

  /// A path that is the ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// A path that is `rect` with corners of `cornerRadius`.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// A path that is `rect` with corners of `cornerSize`.
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: cornerSize)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The point the next element starts from, if any.
  public var currentPoint: CGPoint? {
    switch elements.last {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
    case .closeSubpath: return subpathStart
    case nil: return nil
    }
  }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    subpathStart = point
  }

  /// Adds a line from the current point to `point` (a move if the path is empty).
  public mutating func addLine(to point: CGPoint) {
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.line(to: point))
  }

  /// Moves to the first of `points` and draws lines through the rest.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a quadratic Bézier curve to `end` bent towards `control`.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    guard currentPoint != nil else { return move(to: end) }
    elements.append(.quadCurve(to: end, control: control))
  }

  /// Adds a cubic Bézier curve to `end` with two control points.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard currentPoint != nil else { return move(to: end) }
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line back to where it started.
  public mutating func closeSubpath() {
    guard currentPoint != nil else { return }
    elements.append(.closeSubpath)
  }

  /// Adds `rect` as a closed subpath, clockwise from its top-left corner, moved by
  /// `transform`.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    guard transform.isIdentity else {
      return append(Path { $0.addRect(rect) }, transform: transform, joined: false)
    }
    addLines([
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }

  /// Adds each of `rects` as a closed subpath, moved by `transform`.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds `rect` with elliptical corners of `cornerSize` (limited to half the sides) as a
  /// closed subpath, moved by `transform`.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    guard transform.isIdentity else {
      let piece = Path { $0.addRoundedRect(in: rect, cornerSize: cornerSize, style: style) }
      return append(piece, transform: transform, joined: false)
    }
    let rx = min(max(cornerSize.width, 0), rect.width / 2)
    let ry = min(max(cornerSize.height, 0), rect.height / 2)
    guard rx > 0, ry > 0 else { return addRect(rect) }
    move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
    addEllipticArc(
      center: CGPoint(x: rect.maxX - rx, y: rect.minY + ry), rx: rx, ry: ry, from: -.pi / 2, to: 0)
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
    addEllipticArc(
      center: CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), rx: rx, ry: ry, from: 0, to: .pi / 2)
    addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
    addEllipticArc(
      center: CGPoint(x: rect.minX + rx, y: rect.maxY - ry), rx: rx, ry: ry, from: .pi / 2, to: .pi)
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
    addEllipticArc(
      center: CGPoint(x: rect.minX + rx, y: rect.minY + ry), rx: rx, ry: ry, from: .pi,
      to: 1.5 * .pi)
    closeSubpath()
  }

  /// Adds the ellipse inscribed in `rect` as a closed subpath that starts at its rightmost
  /// point and runs clockwise on screen, as SwiftUI's does; moved by `transform`.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    guard transform.isIdentity else {
      return append(Path { $0.addEllipse(in: rect) }, transform: transform, joined: false)
    }
    let rx = rect.width / 2
    let ry = rect.height / 2
    let center = CGPoint(x: rect.midX, y: rect.midY)
    move(to: CGPoint(x: rect.maxX, y: center.y))
    addEllipticArc(center: center, rx: rx, ry: ry, from: 0, to: 2 * .pi)
    closeSubpath()
  }

  /// Adds a circular arc, with a line from the current point to its start (or a move when the
  /// path is empty).
  ///
  /// Angles run from the positive x axis towards positive y (down). As in SwiftUI, whose
  /// y axis is flipped relative to Core Graphics, `clockwise: false` sweeps towards increasing
  /// angles — clockwise on screen — and `clockwise: true` towards decreasing ones. The sweep is
  /// less than a full turn, or a full turn when the angles are a turn or more apart in its
  /// direction. The arc's points are moved by `transform`.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let start = startAngle.radians
    guard start.isFinite, endAngle.radians.isFinite, radius.isFinite else { return }
    guard transform.isIdentity else {
      let piece = Path {
        $0.addArc(
          center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
          clockwise: clockwise)
      }
      return append(piece, transform: transform, joined: true)
    }
    let turn = 2 * Double.pi
    // How far the arc turns in its direction: the angles' difference, at most one full turn;
    // a difference the other way is brought into [0, 2π) by whole turns.
    let difference = clockwise ? start - endAngle.radians : endAngle.radians - start
    let sweep: Double
    if difference >= 0 {
      sweep = min(difference, turn)
    } else {
      let remainder = difference.truncatingRemainder(dividingBy: turn)
      sweep = remainder == 0 ? 0 : remainder + turn
    }
    let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
    if currentPoint == nil { move(to: first) } else { addLine(to: first) }
    addEllipticArc(
      center: center, rx: radius, ry: radius, from: start,
      to: clockwise ? start - sweep : start + sweep)
  }

  /// Adds cubic curves along an ellipse from angle `from` to `to` (radians), at most a quarter
  /// turn each; the path must already be at the arc's start.
  mutating func addEllipticArc(center: CGPoint, rx: CGFloat, ry: CGFloat, from: Double, to: Double)
  {
    let sweep = to - from
    guard sweep.isFinite, sweep != 0 else { return }
    let pieces = max(Int((abs(sweep) / (.pi / 2)).rounded(.up)), 1)
    let step = sweep / Double(pieces)
    // The control-point distance that makes a cubic follow a circular arc of `step`.
    let k = 4.0 / 3.0 * tan(step / 4)
    var angle = from
    for _ in 0..<pieces {
      let next = angle + step
      let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
      elements.append(
        .curve(
          to: CGPoint(x: center.x + rx * c1, y: center.y + ry * s1),
          control1: CGPoint(x: center.x + rx * (c0 - k * s0), y: center.y + ry * (s0 + k * c0)),
          control2: CGPoint(x: center.x + rx * (c1 + k * s1), y: center.y + ry * (s1 - k * c1))))
      angle = next
    }
  }

  /// Appends `other`'s elements, moved by `transform`.
  public mutating func addPath(_ other: Path, transform: CGAffineTransform = .identity) {
    let moved = transform.isIdentity ? other : other.applying(transform)
    elements.append(contentsOf: moved.elements)
    subpathStart = moved.subpathStart ?? subpathStart
  }

  /// This path with every point moved by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    mapPoints { $0.applying(transform) }
  }

  /// Appends `piece` moved by `transform`; when `joined`, its first move becomes a line from
  /// the current point (as an arc joins what comes before it).
  private mutating func append(_ piece: Path, transform: CGAffineTransform, joined: Bool) {
    var moved = piece.applying(transform)
    if joined, currentPoint != nil, case .move(let point)? = moved.elements.first {
      moved.elements[0] = .line(to: point)
    }
    addPath(moved)
  }

  /// This path moved by `dx` and `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
  }

  /// This path with every point passed through `transform`.
  func mapPoints(_ transform: (CGPoint) -> CGPoint) -> Path {
    var path = Path()
    path.elements = elements.map { element in
      switch element {
      case .move(let p): return .move(to: transform(p))
      case .line(let p): return .line(to: transform(p))
      case .quadCurve(let p, let c): return .quadCurve(to: transform(p), control: transform(c))
      case .curve(let p, let c1, let c2):
        return .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
      case .closeSubpath: return .closeSubpath
      }
    }
    path.subpathStart = subpathStart.map(transform)
    return path
  }

  /// The smallest rectangle holding every point and control point.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quadCurve(let p, let c): points += [p, c]
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points {
      (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// A path is drawn where it is, whatever rectangle it is laid out in.
  public func path(in rect: CGRect) -> Path { self }

  /// The path as it stands for itself in outlines: its own points.
  public var outline: ShapeOutline { .path(self) }

  /// A short, stable text form: SVG-like commands with rounded numbers.
  public var description: String {
    func p(_ point: CGPoint) -> String {
      "\(LayoutNumber.text(point.x)) \(LayoutNumber.text(point.y))"
    }
    return elements.map { element in
      switch element {
      case .move(let a): return "M\(p(a))"
      case .line(let a): return "L\(p(a))"
      case .quadCurve(let a, let c): return "Q\(p(c)) \(p(a))"
      case .curve(let a, let c1, let c2): return "C\(p(c1)) \(p(c2)) \(p(a))"
      case .closeSubpath: return "Z"
      }
    }.joined(separator: " ")
  }
}
