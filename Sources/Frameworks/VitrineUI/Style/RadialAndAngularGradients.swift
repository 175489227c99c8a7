import Foundation
import VitrineWidgetCore

/// A gradient in circles around a centre, from `startRadius` to `endRadius`, as SwiftUI's
/// `RadialGradient`; beyond the radii the end colours continue.
nonisolated public struct RadialGradient: ShapeStyle, View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  /// The colours and their positions.
  public var gradient: Gradient
  /// The centre, in the unit square of what is filled.
  public var center: UnitPoint
  /// Where the first colour is, in points from the centre.
  public var startRadius: CGFloat
  /// Where the last colour is, in points from the centre.
  public var endRadius: CGFloat

  /// Creates a radial gradient.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// Creates a radial gradient of evenly spaced colours.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// Creates a radial gradient from stops.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  func resolve(in colorScheme: ColorScheme) -> ResolvedRadialGradient {
    ResolvedRadialGradient(
      stops: gradient.resolvedStops(in: colorScheme), center: center,
      startRadius: startRadius.isFinite ? max(startRadius, 0) : 0,
      endRadius: endRadius.isFinite ? max(endRadius, 0) : 0)
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let paint = Paint.radialGradient(resolve(in: context.environment.colorScheme))
    return [LayoutNode.filling(.shape(ShapeDrawing(outline: .rectangle, paint: paint)))]
  }
}

/// A gradient around a centre, changing with the angle, as SwiftUI's `AngularGradient`:
/// angles run clockwise on screen from 3 o'clock, and outside `startAngle`…`endAngle` the end
/// colours continue.
nonisolated public struct AngularGradient: ShapeStyle, View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  /// The colours and their positions.
  public var gradient: Gradient
  /// The centre, in the unit square of what is filled.
  public var center: UnitPoint
  /// Where the first colour is.
  public var startAngle: Angle
  /// Where the last colour is; equal to the start angle for a whole turn.
  public var endAngle: Angle

  /// Creates an angular gradient; with the default angles it makes one whole turn from
  /// 3 o'clock.
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// Creates an angular gradient of evenly spaced colours.
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// Creates an angular gradient from stops.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// Creates a whole-turn gradient starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }

  /// Creates a whole-turn gradient of evenly spaced colours starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  func resolve(in colorScheme: ColorScheme) -> ResolvedAngularGradient {
    var sweep = endAngle.radians - startAngle.radians
    if sweep == 0 || !sweep.isFinite { sweep = 2 * .pi }
    return ResolvedAngularGradient(
      stops: gradient.resolvedStops(in: colorScheme), center: center,
      startAngle: startAngle.radians.isFinite ? startAngle.radians : 0, sweep: sweep)
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let paint = Paint.angularGradient(resolve(in: context.environment.colorScheme))
    return [LayoutNode.filling(.shape(ShapeDrawing(outline: .rectangle, paint: paint)))]
  }
}

extension Gradient {
  func resolvedStops(in colorScheme: ColorScheme) -> [ResolvedLinearGradient.Stop] {
    stops.map {
      ResolvedLinearGradient.Stop(color: $0.color.resolve(in: colorScheme), location: $0.location)
    }
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient of evenly spaced colours.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient of evenly spaced colours.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
}
