import Foundation

/// A position on Earth with its accuracy and time, as Core Location's `CLLocation`.
open class CLLocation: NSObject, @unchecked Sendable {
  /// The latitude and longitude.
  public let coordinate: CLLocationCoordinate2D
  /// Metres above sea level.
  public let altitude: CLLocationDistance
  /// The radius of uncertainty of ``coordinate`` in metres; negative when it is invalid.
  public let horizontalAccuracy: CLLocationAccuracy
  /// The uncertainty of ``altitude`` in metres; negative when it is invalid.
  public let verticalAccuracy: CLLocationAccuracy
  /// Degrees clockwise from north the device moves in; negative when unknown.
  public let course: CLLocationDirection
  /// Metres per second; negative when unknown.
  public let speed: CLLocationSpeed
  /// When the location was determined.
  public let timestamp: Date

  /// A location at `latitude`, `longitude`, sea level, now, accuracy 0.
  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(
      coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
      horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
  }

  /// A location with altitude, accuracies and time; course and speed unknown.
  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy: CLLocationAccuracy, verticalAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
      verticalAccuracy: verticalAccuracy, course: -1, speed: -1, timestamp: timestamp)
  }

  /// A location with every value given.
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy: CLLocationAccuracy, verticalAccuracy: CLLocationAccuracy,
    course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    self.horizontalAccuracy = horizontalAccuracy
    self.verticalAccuracy = verticalAccuracy
    self.course = course
    self.speed = speed
    self.timestamp = timestamp
  }

  /// The mean radius of the Earth in metres (IUGG), the sphere distances are measured on.
  public static let earthRadius: CLLocationDistance = 6_371_008.8

  /// The distance in metres to `location` along the Earth's curvature (a great circle on a
  /// sphere of ``earthRadius``, by the haversine formula); altitude is ignored.
  public func distance(from location: CLLocation) -> CLLocationDistance {
    let radians = Double.pi / 180
    let phi1 = coordinate.latitude * radians
    let phi2 = location.coordinate.latitude * radians
    let deltaPhi = phi2 - phi1
    let deltaLambda = (location.coordinate.longitude - coordinate.longitude) * radians
    let a =
      sin(deltaPhi / 2) * sin(deltaPhi / 2) + cos(phi1) * cos(phi2) * sin(deltaLambda / 2)
      * sin(deltaLambda / 2)
    let c = 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
    return Self.earthRadius * c
  }

  /// `<+lat,+lon> +/- acc m (speed s mps / course c) @ time`, as Core Location prints.
  open override var description: String {
    let lat = String(format: "%+.8f", coordinate.latitude)
    let lon = String(format: "%+.8f", coordinate.longitude)
    return "<\(lat),\(lon)> +/- \(String(format: "%.2f", horizontalAccuracy))m "
      + "(speed \(String(format: "%.2f", speed)) mps / course \(String(format: "%.2f", course)))"
      + " @ \(timestamp)"
  }
}
