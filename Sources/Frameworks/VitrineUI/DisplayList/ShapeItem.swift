import Foundation

/// A filled or stroked shape filling its item's frame.
public struct ShapeItem: Sendable, Equatable {
  /// The outline.
  public var outline: ShapeOutline
  /// What it is filled or stroked with.
  public var paint: Paint
  /// The stroke, centered on the outline; `nil` to fill.
  public var stroke: StrokeStyle?
  /// For a material, the radius in points of the blur applied to what is behind the shape
  /// before its paint (the material's tint) is laid over it; 0 for none.
  public var backdropBlurRadius: Double = 0
  /// Whether its edges are smoothed; `false` (``FillStyle/isAntialiased``) draws hard edges.
  public var isAntialiased = true

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
  /// A path whose points are relative to the rectangle's top-left corner.
  case path(Path)
  /// A custom shape's ``Shape/path(in:)``, worked out for the rectangle's size.
  case custom(CustomShapeOutline)
  /// An outline whose interior is decided by the even-odd rule (``FillStyle/isEOFilled``)
  /// when it is filled, clipped to or hit-tested; the others use the non-zero winding rule.
  indirect case evenOdd(ShapeOutline)

  /// This outline with a custom shape's path worked out for a rectangle of `size`.
  func resolved(in size: CGSize) -> ShapeOutline {
    if case .custom(let shape) = self, ContainerRelativeShape.containerInset(self) == nil {
      return .path(shape.path(in: size))
    }
    if case .evenOdd(let inner) = self { return .evenOdd(inner.resolved(in: size)) }
    return self
  }

  /// This outline inside a rectangle inset by `amount` on every edge.
  func inset(by amount: CGFloat) -> ShapeOutline {
    if case .roundedRectangle(let radius, let style) = self {
      return .roundedRectangle(cornerRadius: max(radius - amount, 0), style: style)
    }
    if case .evenOdd(let inner) = self { return .evenOdd(inner.inset(by: amount)) }
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
    case .path(let path): return "path(\(path))"
    case .custom(let shape): return "custom(\(type(of: shape.shape)))"
    case .evenOdd(let inner): return "evenOdd(\(inner))"
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
  /// How corners between segments are drawn.
  public var lineJoin: LineJoin
  /// The longest a mitred corner may reach, as a multiple of the line width, before it is
  /// bevelled instead.
  public var miterLimit: CGFloat
  /// Lengths of alternating dashes and gaps; empty for a solid line.
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// Creates a stroke style; the defaults are SwiftUI's (1 point, butt caps, mitred joins
  /// with a limit of 10, solid).
  public init(
    lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// A short, stable text form.
  public var description: String {
    var text = "stroke \(LayoutNumber.text(lineWidth))"
    if lineCap != .butt { text += " \(lineCap.rawValue)" }
    if lineJoin != .miter { text += " \(lineJoin.rawValue)" }
    if miterLimit != 10 { text += " miter \(LayoutNumber.text(miterLimit))" }
    if !dash.isEmpty { text += " dash[\(dash.map(LayoutNumber.text).joined(separator: ","))]" }
    if dashPhase != 0 { text += " phase \(LayoutNumber.text(dashPhase))" }
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

/// How the corners between a stroked outline's segments are drawn.
public enum LineJoin: String, Sendable, Hashable, Codable {
  /// Sharp corners, extended to a point.
  case miter
  /// Rounded corners.
  case round
  /// Corners cut off square.
  case bevel
}
