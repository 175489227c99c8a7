import Foundation

/// Degrees of latitude or longitude, as Core Location's `CLLocationDegrees`.
public typealias CLLocationDegrees = Double
/// Metres, as `CLLocationDistance`.
public typealias CLLocationDistance = Double
/// A radius of uncertainty in metres, as `CLLocationAccuracy`.
public typealias CLLocationAccuracy = Double
/// Metres per second, as `CLLocationSpeed`.
public typealias CLLocationSpeed = Double
/// Degrees clockwise from due north, as `CLLocationDirection`.
public typealias CLLocationDirection = Double

/// The best accuracy the device can give.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// The best accuracy, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// Within ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Within a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Within a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Within three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// An approximate location (reduced accuracy).
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// Every movement is reported (`distanceFilter`).
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A latitude and longitude in the WGS 84 reference frame, as `CLLocationCoordinate2D`.
public struct CLLocationCoordinate2D: Equatable, Hashable, Sendable, Codable {
  /// Degrees north of the equator (negative: south), −90 through 90.
  public var latitude: CLLocationDegrees
  /// Degrees east of the prime meridian (negative: west), −180 through 180.
  public var longitude: CLLocationDegrees

  /// The coordinate (0, 0).
  public init() {
    latitude = 0
    longitude = 0
  }

  /// A coordinate from its latitude and longitude.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// Whether `coordinate` is a valid latitude and longitude, as
/// `CLLocationCoordinate2DIsValid(_:)`.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  coordinate.latitude.isFinite && coordinate.longitude.isFinite
    && (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

/// Makes a coordinate, as `CLLocationCoordinate2DMake(_:_:)`.
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// An invalid coordinate, as `kCLLocationCoordinate2DInvalid`.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
