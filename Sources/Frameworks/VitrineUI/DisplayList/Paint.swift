import Foundation

/// What a shape or text is painted with, with colors worked out.
public enum Paint: Sendable, Hashable, CustomStringConvertible {
  /// A solid color.
  case color(ResolvedColor)
  /// A linear gradient across the item's frame.
  case linearGradient(ResolvedLinearGradient)
  /// A radial gradient around a point of the item's frame.
  case radialGradient(ResolvedRadialGradient)
  /// An angular (conic) gradient around a point of the item's frame.
  case angularGradient(ResolvedAngularGradient)

  /// This paint with every color's opacity multiplied by `factor`.
  func multiplyingOpacity(by factor: Double) -> Paint {
    switch self {
    case .color(let color): return .color(color.multiplyingOpacity(by: factor))
    case .linearGradient(var gradient):
      gradient.stops = gradient.stops.map {
        ResolvedLinearGradient.Stop(
          color: $0.color.multiplyingOpacity(by: factor), location: $0.location)
      }
      return .linearGradient(gradient)
    case .radialGradient(var gradient):
      gradient.stops = Self.faded(gradient.stops, by: factor)
      return .radialGradient(gradient)
    case .angularGradient(var gradient):
      gradient.stops = Self.faded(gradient.stops, by: factor)
      return .angularGradient(gradient)
    }
  }

  private static func faded(
    _ stops: [ResolvedLinearGradient.Stop], by factor: Double
  ) -> [ResolvedLinearGradient.Stop] {
    stops.map {
      ResolvedLinearGradient.Stop(
        color: $0.color.multiplyingOpacity(by: factor), location: $0.location)
    }
  }

  /// A single color standing for the paint: the color, or a gradient's first stop.
  public var representativeColor: ResolvedColor {
    switch self {
    case .color(let color): return color
    case .linearGradient(let gradient):
      return gradient.stops.first?.color ?? ResolvedColor(red: 0, green: 0, blue: 0)
    case .radialGradient(let gradient):
      return gradient.stops.first?.color ?? ResolvedColor(red: 0, green: 0, blue: 0)
    case .angularGradient(let gradient):
      return gradient.stops.first?.color ?? ResolvedColor(red: 0, green: 0, blue: 0)
    }
  }

  /// A short, stable text form.
  public var description: String {
    switch self {
    case .color(let color): return color.description
    case .linearGradient(let gradient): return gradient.description
    case .radialGradient(let gradient): return gradient.description
    case .angularGradient(let gradient): return gradient.description
    }
  }
}

/// A linear gradient with its colors worked out, between two points of the item's unit square.
public struct ResolvedLinearGradient: Sendable, Hashable, CustomStringConvertible {
  /// A color at a position.
  public struct Stop: Sendable, Hashable {
    /// The color.
    public var color: ResolvedColor
    /// The position along the line, 0 to 1.
    public var location: Double

    /// Creates a stop.
    public init(color: ResolvedColor, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]
  /// Where the line starts.
  public var startPoint: UnitPoint
  /// Where the line ends.
  public var endPoint: UnitPoint

  /// Creates a resolved gradient.
  public init(stops: [Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.stops = stops
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// A short, stable text form.
  public var description: String {
    let stops = stops.map { "\($0.color)@\(LayoutNumber.text($0.location))" }
    let start = "(\(LayoutNumber.text(startPoint.x)), \(LayoutNumber.text(startPoint.y)))"
    let end = "(\(LayoutNumber.text(endPoint.x)), \(LayoutNumber.text(endPoint.y)))"
    return "gradient[\(stops.joined(separator: " "))] \(start)→\(end)"
  }
}
