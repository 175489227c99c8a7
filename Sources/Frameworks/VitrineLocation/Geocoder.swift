import Foundation

/// A place's description, as Core Location's `CLPlacemark`: the location and the names of its
/// street, town, region and country where known.
open class CLPlacemark: NSObject, @unchecked Sendable {
  /// The place's location.
  public let location: CLLocation?
  /// The place's name.
  public let name: String?
  /// The city (`locality`).
  public let locality: String?
  /// A district of the city.
  public let subLocality: String?
  /// The state or province.
  public let administrativeArea: String?
  /// The postal code.
  public let postalCode: String?
  /// The country's name.
  public let country: String?
  /// The country's ISO code.
  public let isoCountryCode: String?

  /// A placemark with the names given (each `nil` when unknown).
  public init(
    location: CLLocation?, name: String? = nil, locality: String? = nil,
    subLocality: String? = nil, administrativeArea: String? = nil, postalCode: String? = nil,
    country: String? = nil, isoCountryCode: String? = nil
  ) {
    self.location = location
    self.name = name
    self.locality = locality
    self.subLocality = subLocality
    self.administrativeArea = administrativeArea
    self.postalCode = postalCode
    self.country = country
    self.isoCountryCode = isoCountryCode
  }
}

/// Converts between coordinates and place names, as Core Location's `CLGeocoder`, which asks
/// Apple's geocoding service over the network. Vitrine has no geocoding service, so every
/// request fails as it does on a device without a network: with `CLError.network`, never with
/// made-up names. Code written for iOS handles that failure already.
open class CLGeocoder: NSObject, @unchecked Sendable {
  /// Creates a geocoder.
  public override init() {}

  /// Whether a request is running; requests fail at once here, so never.
  public var isGeocoding: Bool { false }

  /// The placemarks of `location`: throws `CLError(.network)` (no geocoding service).
  public func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
    throw CLError(.network)
  }

  /// Calls `completionHandler` with no placemarks and `CLError(.network)`.
  public func reverseGeocodeLocation(
    _ location: CLLocation, completionHandler: @escaping ([CLPlacemark]?, (any Error)?) -> Void
  ) {
    completionHandler(nil, CLError(.network))
  }

  /// The placemarks matching `addressString`: throws `CLError(.network)` (no geocoding service).
  public func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
    throw CLError(.network)
  }

  /// Calls `completionHandler` with no placemarks and `CLError(.network)`.
  public func geocodeAddressString(
    _ addressString: String,
    completionHandler: @escaping ([CLPlacemark]?, (any Error)?) -> Void
  ) {
    completionHandler(nil, CLError(.network))
  }

  /// Cancelling has nothing to stop: requests end at once.
  public func cancelGeocode() {}
}
