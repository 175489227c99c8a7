import Foundation

/// A style drawn at a fraction of its opacity, from ``ShapeStyle/opacity(_:)``.
public struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, StyleResolving {
  let base: Base
  let opacity: Double

  func paint(in environment: EnvironmentValues) -> Paint {
    let factor = opacity.isFinite ? min(max(opacity, 0), 1) : 1
    return PaintResolver.paint(for: base, in: environment).multiplyingOpacity(by: factor)
  }
}

/// A style that works out its own paint, for styles that wrap others.
protocol StyleResolving {
  /// The paint in `environment`.
  func paint(in environment: EnvironmentValues) -> Paint
}

extension ShapeStyle {
  /// This style with its opacity multiplied by `opacity` (0 to 1), as a style of its own.
  /// Disfavoured, so on a style that is also a view (a gradient) written where a view goes,
  /// `View.opacity(_:)` is the one chosen, not an ambiguity; where a style goes, only this fits.
  @_disfavoredOverload
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    OpacityShapeStyle(base: self, opacity: opacity)
  }
}
