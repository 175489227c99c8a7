import Foundation
import Testing
import VitrineLocation

@Suite("CLLocation and coordinates (Apple's Core Location documentation)")
struct LocationTests {
  /// The great-circle distance by the spherical law of cosines: a different formula from the
  /// one under test, equal to it for points that are not nearly identical.
  func lawOfCosines(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> Double {
    let r = Double.pi / 180
    let cosine =
      sin(a.latitude * r) * sin(b.latitude * r) + cos(a.latitude * r) * cos(b.latitude * r)
      * cos((b.longitude - a.longitude) * r)
    return acos(min(1, max(-1, cosine))) * CLLocation.earthRadius
  }

  @Test("distance(from:) follows the Earth's curvature and ignores altitude")
  func distance() {
    let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
    let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
    let meters = paris.distance(from: london)
    #expect(abs(meters - lawOfCosines(paris.coordinate, london.coordinate)) < 0.5)
    #expect((343_000...344_500).contains(meters))
    #expect(paris.distance(from: london) == london.distance(from: paris))
    let high = CLLocation(
      coordinate: paris.coordinate, altitude: 8_000, horizontalAccuracy: 5, verticalAccuracy: 5,
      timestamp: Date())
    #expect(high.distance(from: paris) == 0)
    // A quarter of the equator.
    let a = CLLocation(latitude: 0, longitude: 0)
    let b = CLLocation(latitude: 0, longitude: 90)
    #expect(abs(a.distance(from: b) - CLLocation.earthRadius * .pi / 2) < 0.001)
  }

  @Test("a location made from latitude and longitude has sea level, now, unknown course and speed")
  func initializers() {
    let before = Date()
    let location = CLLocation(latitude: 37.3349, longitude: -122.009)
    #expect(location.coordinate == CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009))
    #expect(location.altitude == 0)
    #expect(location.timestamp >= before)
    #expect(location.course < 0 && location.speed < 0)
    #expect(location.description.hasPrefix("<+37.33490000,-122.00900000> +/- 0.00m"))
  }

  @Test("coordinate validity: latitude within ±90, longitude within ±180")
  func validity() {
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90, longitude: -180)))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)))
    #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: .nan, longitude: 0)))
    #expect(CLLocationCoordinate2DMake(1, 2) == CLLocationCoordinate2D(latitude: 1, longitude: 2))
  }

  @Test("CLError carries its code in kCLErrorDomain and matches in catch patterns")
  func errors() {
    let error: any Error = CLError(.denied)
    #expect((error as NSError).domain == kCLErrorDomain)
    #expect((error as NSError).code == 1)
    #expect(CLError(.locationUnknown).errorCode == 0)
    var matched = false
    do { throw error } catch CLError.denied { matched = true } catch {}
    #expect(matched)
  }

  @Test("authorization raw values are Apple's")
  func authorizationValues() {
    #expect(CLAuthorizationStatus.notDetermined.rawValue == 0)
    #expect(CLAuthorizationStatus.restricted.rawValue == 1)
    #expect(CLAuthorizationStatus.denied.rawValue == 2)
    #expect(CLAuthorizationStatus.authorizedAlways.rawValue == 3)
    #expect(CLAuthorizationStatus.authorizedWhenInUse.rawValue == 4)
  }
}
