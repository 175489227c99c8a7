import VitrineWidgetCore

/// Colors at positions along a line, from 0 at its start to 1 at its end.
public struct Gradient: Sendable, Hashable {
  /// One color at one position.
  public struct Stop: Sendable, Hashable {
    /// The color.
    public var color: Color
    /// The position, from 0 to 1.
    public var location: Double

    /// Creates a stop.
    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// Creates a gradient from stops.
  public init(stops: [Stop]) { self.stops = stops }

  /// Creates a gradient of colors spaced evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = Double(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $1, location: Double($0) / last) }
  }
}

/// A gradient along a line between two unit points, as a view that fills the space offered to
/// it and as a style to draw with.
nonisolated public struct LinearGradient: ShapeStyle, View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  /// The colors.
  public var gradient: Gradient
  /// Where the gradient starts, in the unit square of what it fills.
  public var startPoint: UnitPoint
  /// Where the gradient ends.
  public var endPoint: UnitPoint

  /// Creates a gradient from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Creates a gradient of evenly spaced colors.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// Creates a gradient of stops.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  /// The gradient with its colors worked out for `colorScheme`.
  func resolve(in colorScheme: ColorScheme) -> ResolvedLinearGradient {
    ResolvedLinearGradient(
      stops: gradient.stops.map {
        ResolvedLinearGradient.Stop(color: $0.color.resolve(in: colorScheme), location: $0.location)
      },
      startPoint: startPoint, endPoint: endPoint)
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let paint = Paint.linearGradient(resolve(in: context.environment.colorScheme))
    return [LayoutNode.filling(.shape(ShapeDrawing(outline: .rectangle, paint: paint)))]
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient of evenly spaced colors.
  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
}

extension Color {
  /// A gentle top-to-bottom gradient of this color, lighter at the top, as SwiftUI's
  /// `Color.gradient` draws it.
  public var gradient: LinearGradient {
    let lighter = Color(
      light: light.mixed(with: .init(255, 255, 255), by: 0.15),
      dark: dark.mixed(with: .init(255, 255, 255), by: 0.15), name: nil)
    return LinearGradient(colors: [lighter, self], startPoint: .top, endPoint: .bottom)
  }
}

extension ResolvedColor {
  /// This color moved `fraction` of the way towards `other`, opacity kept.
  func mixed(with other: ResolvedColor, by fraction: Double) -> ResolvedColor {
    ResolvedColor(
      red: red + (other.red - red) * fraction, green: green + (other.green - green) * fraction,
      blue: blue + (other.blue - blue) * fraction, opacity: opacity)
  }
}
