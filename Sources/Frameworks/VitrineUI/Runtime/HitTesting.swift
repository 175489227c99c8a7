import Foundation

/// Finds what a touch at a point reaches in placed layout nodes, as iOS hit-tests: front to
/// back (later children first), skipping nodes with `allowsHitTesting(false)` and clipped
/// nodes outside their clip, and delivering to the innermost handler whose content was hit.
///
/// A node's content is hit when the point is inside its frame and it draws something there
/// (text, an image, a shape that is not fully transparent), or when it has a `contentShape`
/// containing the point. A disabled control takes the touch and does nothing.
enum HitTester {
  /// What a touch reached.
  enum Outcome {
    /// Nothing.
    case miss
    /// Content, with no handler of the kind yet.
    case content
    /// A handler; `nil` when the control is disabled.
    case handled(Handler?)
  }

  /// A handler a touch reached.
  enum Handler {
    case gesture(GestureHandler)
    case menu(ContextMenuItems, frame: CGRect)
  }

  /// The outcome of a touch of `kind` at `point` on `node`.
  static func test(_ node: LayoutNode, at point: CGPoint, kind: GestureHandler.Kind) -> Outcome {
    var clipsContent = false
    var shape: ShapeOutline?
    for effect in node.effects {
      switch effect {
      case .hitTestingDisabled: return .miss
      case .clip: clipsContent = true
      case .contentShape(let outline): shape = outline
      default: break
      }
    }
    if clipsContent, !node.frame.contains(point) { return .miss }
    var outcome = Outcome.miss
    for child in node.children.reversed() {
      let result = test(child, at: point, kind: kind)
      if case .miss = result { continue }
      outcome = result
      break
    }
    if case .miss = outcome {
      if let shape {
        if contains(shape, node.frame, point) { outcome = .content }
      } else if let drawing = node.drawing, node.frame.contains(point), isHittable(drawing) {
        outcome = .content
      }
    }
    guard case .content = outcome else { return outcome }
    for effect in node.effects {
      switch effect {
      case .gesture(let handler) where handler.kind == kind:
        return .handled(handler.isEnabled ? .gesture(handler) : nil)
      case .contextMenu(let items) where kind == (items.opensOnTap ? .tap : .longPress):
        return .handled(.menu(items, frame: node.frame))
      default: continue
      }
    }
    return .content
  }

  /// The scroll views whose frames contain `point`, innermost first.
  static func scrollPositions(_ node: LayoutNode, at point: CGPoint) -> [ScrollPosition] {
    if node.effects.contains(where: {
      if case .hitTestingDisabled = $0 { return true } else { return false }
    }) {
      return []
    }
    let clips = node.effects.contains { if case .clip = $0 { return true } else { return false } }
    if clips, !node.frame.contains(point) { return [] }
    var found: [ScrollPosition] = []
    for child in node.children.reversed() {
      let inner = scrollPositions(child, at: point)
      if !inner.isEmpty {
        found = inner
        break
      }
    }
    if let scroll = node.rule as? ScrollLayout, let position = scroll.position,
      node.frame.contains(point)
    {
      found.append(position)
    }
    return found
  }

  private static func isHittable(_ drawing: NodeDrawing) -> Bool {
    switch drawing {
    case .shape(let shape):
      if case .color(let color) = shape.paint { return color.opacity > 0 }
      return true
    case .text, .image, .progress: return true
    }
  }

  /// Whether `point` is inside `outline` filling `frame`: ellipses and circles by their
  /// equation, paths and custom shapes by their fill rule (``Path/contains(_:eoFill:)``), other
  /// outlines by their frame.
  private static func contains(
    _ outline: ShapeOutline, _ frame: CGRect, _ point: CGPoint, eoFill: Bool = false
  ) -> Bool {
    guard frame.contains(point) else { return false }
    let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    switch outline {
    case .ellipse:
      let dx = (point.x - frame.midX) / max(frame.width / 2, .leastNonzeroMagnitude)
      let dy = (point.y - frame.midY) / max(frame.height / 2, .leastNonzeroMagnitude)
      return dx * dx + dy * dy <= 1
    case .circle:
      let radius = max(min(frame.width, frame.height) / 2, .leastNonzeroMagnitude)
      let dx = (point.x - frame.midX) / radius
      let dy = (point.y - frame.midY) / radius
      return dx * dx + dy * dy <= 1
    case .path(let path):
      return path.contains(local, eoFill: eoFill)
    case .custom(let shape) where !(shape.shape is ContainerRelativeShape):
      return shape.path(in: frame.size).contains(local, eoFill: eoFill)
    case .evenOdd(let inner):
      return contains(inner, frame, point, eoFill: true)
    default:
      return true
    }
  }
}
