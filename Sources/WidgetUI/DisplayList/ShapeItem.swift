import Foundation

/// A filled or stroked shape filling its item's frame.
public struct ShapeItem: Sendable, Equatable {
  /// The outline.
  public var outline: ShapeOutline
  /// What it is filled or stroked with.
  public var paint: Paint
  /// The stroke, centered on the outline; `nil` to fill.
  public var stroke: StrokeStyle?

  /// Creates a shape item.
  public init(outline: ShapeOutline, paint: Paint, stroke: StrokeStyle? = nil) {
    self.outline = outline
    self.paint = paint
    self.stroke = stroke
  }
}

/// The outline of a built-in shape, relative to the rectangle it fills.
public enum ShapeOutline: Sendable, Hashable, CustomStringConvertible {
  /// The rectangle itself.
  case rectangle
  /// A rectangle with rounded corners of a radius.
  case roundedRectangle(cornerRadius: CGFloat, style: RoundedCornerStyle)
  /// A rectangle whose shorter sides are half circles.
  case capsule(style: RoundedCornerStyle)
  /// The ellipse inscribed in the rectangle.
  case ellipse
  /// The largest circle centered in the rectangle.
  case circle
  /// Connected line segments through points given as fractions of the rectangle (0…1), to
  /// be stroked: chevrons and other app glyphs.
  case polyline([UnitPoint])

  /// This outline inside a rectangle inset by `amount` on every edge.
  func inset(by amount: CGFloat) -> ShapeOutline {
    if case .roundedRectangle(let radius, let style) = self {
      return .roundedRectangle(cornerRadius: max(radius - amount, 0), style: style)
    }
    return self
  }

  /// A short, stable text form.
  public var description: String {
    switch self {
    case .rectangle: return "rectangle"
    case .roundedRectangle(let radius, let style):
      return
        "roundedRectangle(\(LayoutNumber.text(radius))\(style == .continuous ? ", continuous" : ""))"
    case .capsule(let style): return style == .continuous ? "capsule(continuous)" : "capsule"
    case .ellipse: return "ellipse"
    case .circle: return "circle"
    case .polyline(let points):
      let list = points.map { "\(LayoutNumber.text($0.x)) \(LayoutNumber.text($0.y))" }
      return "polyline(\(list.joined(separator: ", ")))"
    }
  }
}

/// How rounded corners curve.
public enum RoundedCornerStyle: String, Sendable, Hashable, Codable {
  /// Quarter circles.
  case circular
  /// Apple's smooth (squircle) corners.
  case continuous
}

/// How a shape's outline is stroked.
public struct StrokeStyle: Sendable, Hashable, CustomStringConvertible {
  /// The line width in points.
  public var lineWidth: CGFloat
  /// How line ends are drawn.
  public var lineCap: LineCap
  /// Lengths of alternating dashes and gaps; empty for a solid line.
  public var dash: [CGFloat]

  /// Creates a stroke style.
  public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, dash: [CGFloat] = []) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.dash = dash
  }

  /// A short, stable text form.
  public var description: String {
    var text = "stroke \(LayoutNumber.text(lineWidth))"
    if lineCap != .butt { text += " \(lineCap.rawValue)" }
    if !dash.isEmpty { text += " dash[\(dash.map(LayoutNumber.text).joined(separator: ","))]" }
    return text
  }
}

/// How the ends of a stroked line are drawn.
public enum LineCap: String, Sendable, Hashable, Codable {
  /// Square ends at the endpoint.
  case butt
  /// Round ends past the endpoint.
  case round
  /// Square ends past the endpoint.
  case square
}
