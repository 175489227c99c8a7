import Foundation

/// A radial gradient with its colours worked out.
public struct ResolvedRadialGradient: Sendable, Hashable, CustomStringConvertible {
  /// The stops, in order.
  public var stops: [ResolvedLinearGradient.Stop]
  /// The centre, in the item's unit square.
  public var center: UnitPoint
  /// The radius of the first colour, in points.
  public var startRadius: CGFloat
  /// The radius of the last colour, in points.
  public var endRadius: CGFloat

  /// A short, stable text form.
  public var description: String {
    let list = stops.map { "\($0.color)@\(LayoutNumber.text($0.location))" }
    return "radial[\(list.joined(separator: " "))] (\(LayoutNumber.text(center.x)), "
      + "\(LayoutNumber.text(center.y))) r\(LayoutNumber.text(startRadius))→"
      + "\(LayoutNumber.text(endRadius))"
  }
}

/// An angular gradient with its colours worked out.
public struct ResolvedAngularGradient: Sendable, Hashable, CustomStringConvertible {
  /// The stops, in order.
  public var stops: [ResolvedLinearGradient.Stop]
  /// The centre, in the item's unit square.
  public var center: UnitPoint
  /// The angle of the first colour in radians, clockwise on screen from 3 o'clock.
  public var startAngle: Double
  /// The angle from the first colour to the last, in radians.
  public var sweep: Double

  /// The colour at `angle` (radians): stops interpolated along the sweep, the end colours
  /// continuing outside it.
  public func color(at angle: Double) -> ResolvedColor {
    var offset = (angle - startAngle).truncatingRemainder(dividingBy: 2 * .pi)
    if offset < 0 { offset += 2 * .pi }
    let location = sweep > 0 ? min(offset / sweep, 1) : 0
    return ResolvedLinearGradient.color(in: stops, at: location)
  }

  /// A short, stable text form.
  public var description: String {
    let list = stops.map { "\($0.color)@\(LayoutNumber.text($0.location))" }
    return "angular[\(list.joined(separator: " "))] (\(LayoutNumber.text(center.x)), "
      + "\(LayoutNumber.text(center.y))) from \(LayoutNumber.text(startAngle * 180 / .pi))° "
      + "sweep \(LayoutNumber.text(sweep * 180 / .pi))°"
  }
}

extension ResolvedLinearGradient {
  /// The colour of `stops` at `location`, interpolated between the stops around it.
  public static func color(in stops: [Stop], at location: Double) -> ResolvedColor {
    guard let first = stops.first, let last = stops.last else {
      return ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0)
    }
    if location <= first.location { return first.color }
    for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
      let span = b.location - a.location
      let t = span > 0 ? (location - a.location) / span : 1
      let (p, q) = (a.color, b.color)
      return ResolvedColor(
        red: p.red + (q.red - p.red) * t, green: p.green + (q.green - p.green) * t,
        blue: p.blue + (q.blue - p.blue) * t, opacity: p.opacity + (q.opacity - p.opacity) * t)
    }
    return last.color
  }
}
