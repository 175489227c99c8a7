import Foundation
import Testing
import VitrineLocation

/// `CLGeocoder` without a geocoding service (the outside trial WeatherApp asks it for a city).
@Suite("CLGeocoder without a geocoding service")
struct GeocoderTests {
  // "reverseGeocodeLocation(_:) … If the request fails, the method throws an error"; with no
  // network the error is CLError.network.
  @Test("reverse geocoding fails with CLError.network instead of inventing a place")
  func reverseFails() async {
    let geocoder = CLGeocoder()
    do {
      _ = try await geocoder.reverseGeocodeLocation(CLLocation(latitude: 48.85, longitude: 2.35))
      Issue.record("expected CLError.network")
    } catch let error as CLError {
      #expect(error.code == .network)
      #expect(error.errorCode == 2)
    } catch {
      Issue.record("unexpected \(error)")
    }
    await confirmation("completion handler called once") { called in
      geocoder.reverseGeocodeLocation(CLLocation(latitude: 0, longitude: 0)) { places, error in
        #expect(places == nil)
        #expect((error as? CLError)?.code == .network)
        called()
      }
    }
    await confirmation("address completion handler called once") { called in
      geocoder.geocodeAddressString("Cupertino") { places, error in
        #expect(places == nil)
        #expect((error as? CLError)?.code == .network)
        called()
      }
    }
    #expect(!geocoder.isGeocoding)
  }

  @Test("a placemark keeps the names it is made with")
  func placemark() {
    let place = CLPlacemark(
      location: CLLocation(latitude: 1, longitude: 2), locality: "Paris", country: "France")
    #expect(place.locality == "Paris")
    #expect(place.country == "France")
    #expect(place.administrativeArea == nil)
  }
}
