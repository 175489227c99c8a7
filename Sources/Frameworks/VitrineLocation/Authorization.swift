import Foundation

/// Whether the app may use location services, as `CLAuthorizationStatus`.
public enum CLAuthorizationStatus: Int32, Sendable, CaseIterable {
  /// The user has not chosen yet.
  case notDetermined = 0
  /// Location services are restricted on this device.
  case restricted = 1
  /// The user refused, or location services are off.
  case denied = 2
  /// The app may use location at any time.
  case authorizedAlways = 3
  /// The app may use location while in use (and its widgets may).
  case authorizedWhenInUse = 4

  /// The old name of ``authorizedAlways``.
  public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// Whether locations are precise or approximate, as `CLAccuracyAuthorization`.
public enum CLAccuracyAuthorization: Int, Sendable {
  /// Precise locations.
  case fullAccuracy = 0
  /// Approximate locations.
  case reducedAccuracy = 1
}

/// The error domain of ``CLError``.
public let kCLErrorDomain = "kCLErrorDomain"

/// An error from Core Location, as `CLError`.
public struct CLError: Error, CustomNSError, Hashable, Sendable {
  /// What went wrong.
  public enum Code: Int, Sendable {
    /// No location could be determined yet.
    case locationUnknown = 0
    /// The user denied location services.
    case denied = 1
    /// The network was unavailable.
    case network = 2
    /// The heading could not be determined.
    case headingFailure = 3
    /// A geocoding request failed.
    case geocodeFoundNoResult = 8
    /// A geocoding request was cancelled.
    case geocodeCanceled = 10
    /// A request came too soon after the last.
    case promptDeclined = 18
  }

  /// What went wrong.
  public let code: Code

  /// An error with `code`.
  public init(_ code: Code) { self.code = code }

  /// `kCLErrorDomain`.
  public static var errorDomain: String { kCLErrorDomain }
  /// The code's number.
  public var errorCode: Int { code.rawValue }
  /// A description naming the failure.
  public var errorUserInfo: [String: Any] {
    [
      NSLocalizedDescriptionKey:
        "The operation couldn’t be completed. (kCLErrorDomain error \(code.rawValue).)"
    ]
  }

  /// The location is not known yet.
  public static var locationUnknown: Code { .locationUnknown }
  /// Access was denied.
  public static var denied: Code { .denied }
  /// The network failed.
  public static var network: Code { .network }
}

extension CLError.Code {
  /// Matches a thrown error against a code (`catch CLError.denied`).
  public static func ~= (code: CLError.Code, error: any Error) -> Bool {
    (error as? CLError)?.code == code
  }
}
