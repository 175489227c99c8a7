import Foundation

/// The location and authorization the simulated device answers with, as the iOS Simulator's
/// Features ▸ Location menu: read from the environment once per location manager.
///
/// - `VITRINE_LOCATION=latitude,longitude[,altitude]` (degrees, metres) sets the position; unset,
///   it is Apple Park (37.3349, −122.0090), the Simulator's default; `none` means no position
///   (requests fail with `CLError.locationUnknown`, as the Simulator's Location ▸ None).
/// - `VITRINE_LOCATION_AUTHORIZATION` = `whenInUse` (the default), `always`, `denied`,
///   `restricted` or `notDetermined`: what the user granted the app. A widget cannot ask.
public struct SimulatedLocation: Equatable, Sendable {
  /// The position, or `nil` when the device has none.
  public var coordinate: CLLocationCoordinate2D?
  /// Metres above sea level.
  public var altitude: CLLocationDistance
  /// What the user granted.
  public var authorization: CLAuthorizationStatus
  /// What was wrong with the environment, one sentence each (written to standard error).
  public var problems: [String]

  /// Apple Park, the Simulator's default location.
  public static let applePark = CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090)

  /// A simulated device at `coordinate`.
  public init(
    coordinate: CLLocationCoordinate2D?, altitude: CLLocationDistance = 0,
    authorization: CLAuthorizationStatus = .authorizedWhenInUse
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    self.authorization = authorization
    problems = []
  }

  /// The device `environment` describes; a malformed value is reported in ``problems`` and
  /// treated as no location (or, for the authorization, as not determined).
  public init(environment: [String: String]) {
    self.init(coordinate: Self.applePark)
    if let text = environment["VITRINE_LOCATION"]?.trimmingCharacters(in: .whitespaces) {
      if text.lowercased() == "none" {
        coordinate = nil
      } else if let parsed = Self.parse(text) {
        coordinate = parsed.coordinate
        altitude = parsed.altitude
      } else {
        coordinate = nil
        problems.append(
          "VITRINE_LOCATION=\(text.prefix(80)) is not 'latitude,longitude[,altitude]' with "
            + "latitude in -90...90, longitude in -180...180 and altitude in -1000...100000 "
            + "metres; the device has no location")
      }
    }
    if let text = environment["VITRINE_LOCATION_AUTHORIZATION"] {
      switch text.lowercased() {
      case "wheninuse", "authorizedwheninuse": authorization = .authorizedWhenInUse
      case "always", "authorizedalways": authorization = .authorizedAlways
      case "denied": authorization = .denied
      case "restricted": authorization = .restricted
      case "notdetermined": authorization = .notDetermined
      default:
        authorization = .notDetermined
        problems.append(
          "VITRINE_LOCATION_AUTHORIZATION=\(text.prefix(40)) is not one of whenInUse, always, "
            + "denied, restricted, notDetermined; treated as notDetermined")
      }
    }
  }

  /// The environment of this process.
  public static var current: SimulatedLocation {
    SimulatedLocation(environment: ProcessInfo.processInfo.environment)
  }

  private static func parse(
    _ text: String
  ) -> (
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance
  )? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ $0.count <= 32 }),
      let latitude = Double(parts[0]), let longitude = Double(parts[1])
    else { return nil }
    let coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    guard CLLocationCoordinate2DIsValid(coordinate) else { return nil }
    var altitude = 0.0
    if parts.count == 3 {
      guard let value = Double(parts[2]), (-1000...100_000).contains(value) else { return nil }
      altitude = value
    }
    return (coordinate, altitude)
  }
}
