import Foundation

extension Path {
  /// Whether `point` is inside the path's interior when it is filled: by the non-zero winding
  /// rule, or by the even-odd rule when `eoFill` is true (``FillStyle``).
  ///
  /// Curves are followed as 16 straight pieces each; every subpath counts as closed, as a fill
  /// closes it. A ray is cast from `point` towards +x: each edge crossing it upwards adds one to
  /// the winding number and each crossing downwards subtracts one. The point is inside when
  /// the sum is not zero (non-zero rule), or when the number of crossings is odd (even-odd).
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    var crossings = 0
    for edge in flattenedEdges() {
      let (a, b) = edge
      guard (a.y <= point.y) != (b.y <= point.y) else { continue }
      // Where the edge meets the horizontal line through the point.
      let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
      guard x > point.x else { continue }
      crossings += 1
      winding += b.y > a.y ? 1 : -1
    }
    return eoFill ? crossings % 2 == 1 : winding != 0
  }

  /// The path as straight edges, each subpath closed back to its start.
  func flattenedEdges(piecesPerCurve: Int = 16) -> [(CGPoint, CGPoint)] {
    var edges: [(CGPoint, CGPoint)] = []
    var start: CGPoint?
    var current: CGPoint?
    func close() {
      if let start, let current, start != current { edges.append((current, start)) }
    }
    /// Adds a curve from `from` to `end` as `piecesPerCurve` edges through `point(t, 1 − t)`.
    func follow(from: CGPoint, to end: CGPoint, _ point: (CGFloat, CGFloat) -> CGPoint) {
      var previous = from
      for step in 1...piecesPerCurve {
        let t = CGFloat(step) / CGFloat(piecesPerCurve)
        let next = point(t, 1 - t)
        edges.append((previous, next))
        previous = next
      }
      current = end
    }
    for element in elements {
      switch element {
      case .move(let point):
        close()
        start = point
        current = point
      case .line(let point):
        if let from = current { edges.append((from, point)) }
        current = point
      case .quadCurve(let end, let control):
        guard let from = current else { continue }
        follow(from: from, to: end) { t, u in
          CGPoint(
            x: u * u * from.x + 2 * u * t * control.x + t * t * end.x,
            y: u * u * from.y + 2 * u * t * control.y + t * t * end.y)
        }
      case .curve(let end, let control1, let control2):
        guard let from = current else { continue }
        follow(from: from, to: end) { t, u in
          CGPoint(
            x: u * u * u * from.x + 3 * u * u * t * control1.x + 3 * u * t * t * control2.x
              + t * t * t * end.x,
            y: u * u * u * from.y + 3 * u * u * t * control1.y + 3 * u * t * t * control2.y
              + t * t * t * end.y)
        }
      case .closeSubpath:
        close()
        current = start
      }
    }
    close()
    return edges
  }
}
