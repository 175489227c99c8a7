import Foundation

/// A shape that fills the rectangle it is laid out in; as a view it is filled with the
/// foreground style.
///
/// A custom shape implements ``path(in:)``, as in SwiftUI; it takes the whole size proposed
/// to it. The built-in shapes (``Rectangle``, ``RoundedRectangle``, ``Capsule``, ``Circle``,
/// ``Ellipse``) also describe themselves by an ``outline`` the renderer draws exactly.
public protocol Shape: View, Sendable {
  /// The shape's outline in `rect`, in the coordinates of the view it is laid out as.
  nonisolated func path(in rect: CGRect) -> Path
  /// The outline of the shape in the rectangle it fills.
  nonisolated var outline: ShapeOutline { get }
}

nonisolated extension Shape {
  /// A custom shape's outline: its ``path(in:)``, worked out once its frame is known.
  public var outline: ShapeOutline { .custom(CustomShapeOutline(self)) }

  /// The part of this shape's outline between two fractions of its length, to be stroked.
  public func trim(
    from startFraction: CGFloat = 0, to endFraction: CGFloat = 1
  ) -> TrimmedShape<Self> {
    TrimmedShape(base: self, from: startFraction, to: endFraction)
  }

  /// This shape's outline stroked with the foreground style in `style`.
  public func stroke(style: StrokeStyle) -> ShapeView<Self> {
    ShapeView(shape: self, style: ForegroundStyle(), stroke: style)
  }

  /// This shape's outline stroked with `content` in `style`, inside its edge.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = ForegroundStyle(), style: StrokeStyle
  ) -> ShapeView<Self> {
    ShapeView(shape: self, style: content, stroke: style, strokeInside: true)
  }

  /// A shape on its own is filled with the foreground style.
  public var body: ShapeView<Self> { ShapeView(shape: self, style: ForegroundStyle(), stroke: nil) }

  /// This shape filled with `content`; `style` chooses the rule that decides its interior
  /// (non-zero winding unless `FillStyle(eoFill: true)`) and whether its edges are smoothed.
  public func fill<S: ShapeStyle>(
    _ content: S = ForegroundStyle(), style: FillStyle = FillStyle()
  ) -> ShapeView<Self> {
    ShapeView(shape: self, style: content, stroke: nil, fillStyle: style)
  }

  /// This shape's outline stroked with `content`, centered on the edge.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView<Self> {
    ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth))
  }

  /// This shape's outline stroked with `content` in `style`, centered on the edge.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView<Self> {
    ShapeView(shape: self, style: content, stroke: style)
  }

  /// This shape's outline stroked with the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> ShapeView<Self> {
    stroke(ForegroundStyle(), lineWidth: lineWidth)
  }

  /// This shape's outline stroked inside its edge, so the stroke stays within the frame.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = ForegroundStyle(), lineWidth: CGFloat = 1
  ) -> ShapeView<Self> {
    ShapeView(
      shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth), strokeInside: true)
  }
}

/// A shape filled or stroked with a style.
nonisolated public struct ShapeView<Content: Shape>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let shape: Content
  let style: any ShapeStyle
  let stroke: StrokeStyle?
  var strokeInside = false
  var fillStyle = FillStyle()

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let paint = PaintResolver.paint(for: style, in: context.environment)
    var drawing = ShapeDrawing(
      outline: fillStyle.applied(to: shape.outline), paint: paint, stroke: stroke,
      strokeInside: strokeInside, isAntialiased: fillStyle.isAntialiased)
    if let material = style as? Material, stroke == nil {
      drawing.backdropBlurRadius = material.blurRadius
    }
    return [LayoutNode.filling(.shape(drawing))]
  }
}

/// A rectangle.
nonisolated public struct Rectangle: Shape {
  /// Creates a rectangle.
  public init() {}
  /// The shape's outline in the rectangle it fills.
  public var outline: ShapeOutline { .rectangle }
}

/// A rectangle with rounded corners.
nonisolated public struct RoundedRectangle: Shape {
  /// The corner radius.
  public var cornerRadius: CGFloat
  /// How the corners curve.
  public var style: RoundedCornerStyle

  /// Creates a rounded rectangle; corners are continuous, as in iOS 17.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
    self.style = style
  }

  /// Creates a rounded rectangle from a corner size (its width is used as the radius).
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init(cornerRadius: cornerSize.width, style: style)
  }

  /// The shape's outline in the rectangle it fills.
  public var outline: ShapeOutline { .roundedRectangle(cornerRadius: cornerRadius, style: style) }
}

/// A rectangle whose shorter sides are half circles.
nonisolated public struct Capsule: Shape {
  /// How the ends curve.
  public var style: RoundedCornerStyle

  /// Creates a capsule.
  public init(style: RoundedCornerStyle = .circular) { self.style = style }
  /// The shape's outline in the rectangle it fills.
  public var outline: ShapeOutline { .capsule(style: style) }
}

/// The largest circle that fits, centered.
nonisolated public struct Circle: Shape {
  /// Creates a circle.
  public init() {}
  /// The shape's outline in the rectangle it fills.
  public var outline: ShapeOutline { .circle }
}

/// The ellipse inscribed in the rectangle.
nonisolated public struct Ellipse: Shape {
  /// Creates an ellipse.
  public init() {}
  /// The shape's outline in the rectangle it fills.
  public var outline: ShapeOutline { .ellipse }
}
