import Foundation

/// What a location manager tells its delegate, as `CLLocationManagerDelegate`; every method
/// has an empty default, as Apple's are optional.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
  /// New locations, the most recent last.
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  /// A location could not be determined.
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  /// The app's authorization is known (on creation) or changed.
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  /// The pre-iOS 14 form of the authorization callback; not called when the form above exists.
  func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
  /// Ignores the locations.
  public func locationManager(
    _ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]
  ) {}
  /// Ignores the error.
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  /// Ignores the change.
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  /// Ignores the change.
  public func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
  ) {}
}

/// Delivers location events to a delegate, as `CLLocationManager`, from the simulated device
/// (``SimulatedLocation``: `VITRINE_LOCATION`, `VITRINE_LOCATION_AUTHORIZATION`).
///
/// As on iOS, the delegate is called asynchronously: on the main queue for a manager made on
/// the main thread, otherwise on a serial queue of the manager's own, in order.
open class CLLocationManager: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private let device: SimulatedLocation
  private let queue: DispatchQueue
  private var told = false
  private var updating = false
  private var lastLocation: CLLocation?

  /// Who receives the events; held weakly. Setting it the first time reports the
  /// authorization (`locationManagerDidChangeAuthorization(_:)`).
  open weak var delegate: (any CLLocationManagerDelegate)? {
    didSet {
      lock.lock()
      let first = !told && delegate != nil
      if first { told = true }
      lock.unlock()
      if first { deliver { $1.locationManagerDidChangeAuthorization($0) } }
    }
  }

  /// The accuracy asked for (the simulated device is exact whatever is asked).
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  /// The movement in metres before a new update (the simulated device does not move).
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  /// What the location is used for (accepted).
  open var activityType: Int = 0
  /// Whether updates pause automatically (accepted).
  open var pausesLocationUpdatesAutomatically = true

  /// A manager answering from this process's environment.
  public override convenience init() { self.init(device: .current) }

  /// A manager answering from `device` (tests give their own).
  public init(device: SimulatedLocation) {
    self.device = device
    queue = Thread.isMainThread ? .main : DispatchQueue(label: "CLLocationManager")
    super.init()
    for problem in device.problems {
      FileHandle.standardError.write(Data("warning: \(problem)\n".utf8))
    }
  }

  /// What the user granted the app.
  open var authorizationStatus: CLAuthorizationStatus { device.authorization }

  /// What the user granted the app (the pre-iOS 14 class form).
  open class func authorizationStatus() -> CLAuthorizationStatus {
    SimulatedLocation.current.authorization
  }

  /// Precise: the simulated device gives its location exactly.
  open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

  /// Whether the app's widgets may use location: authorized when in use or always.
  open var isAuthorizedForWidgetUpdates: Bool { isAuthorized }

  /// Whether location services are on: whenever the device has a location.
  open class func locationServicesEnabled() -> Bool {
    SimulatedLocation.current.coordinate != nil
  }

  /// The most recent location: the device's position once the app is authorized, as the
  /// system's cache holds it; `nil` without authorization or position.
  open var location: CLLocation? {
    lock.lock()
    defer { lock.unlock() }
    if let lastLocation { return lastLocation }
    guard isAuthorized, let coordinate = device.coordinate else { return nil }
    return CLLocation(
      coordinate: coordinate, altitude: device.altitude, horizontalAccuracy: 5,
      verticalAccuracy: 5, timestamp: Date())
  }

  /// Asks for when-in-use authorization; a widget cannot prompt, so the status stays what the
  /// app was granted (no callback, as iOS when nothing changes).
  open func requestWhenInUseAuthorization() {}
  /// Asks for always authorization; see ``requestWhenInUseAuthorization()``.
  open func requestAlwaysAuthorization() {}
  /// Asks for temporary full accuracy; the simulated device is already precise.
  open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) {}

  /// Delivers one location (or an error) to the delegate.
  open func requestLocation() { deliverFix() }

  /// Starts updates: the current location is delivered; the simulated device does not move,
  /// so no further update follows until stopped and started again.
  open func startUpdatingLocation() {
    lock.lock()
    updating = true
    lock.unlock()
    deliverFix()
  }

  /// Stops updates.
  open func stopUpdatingLocation() {
    lock.lock()
    updating = false
    lock.unlock()
  }

  /// Significant-change updates behave as ``startUpdatingLocation()``.
  open func startMonitoringSignificantLocationChanges() { startUpdatingLocation() }
  /// Stops significant-change updates.
  open func stopMonitoringSignificantLocationChanges() { stopUpdatingLocation() }

  private var isAuthorized: Bool {
    device.authorization == .authorizedWhenInUse || device.authorization == .authorizedAlways
  }

  private func deliverFix() {
    guard isAuthorized else {
      deliver { $1.locationManager($0, didFailWithError: CLError(.denied)) }
      return
    }
    guard let coordinate = device.coordinate else {
      deliver { $1.locationManager($0, didFailWithError: CLError(.locationUnknown)) }
      return
    }
    let fix = CLLocation(
      coordinate: coordinate, altitude: device.altitude, horizontalAccuracy: 5,
      verticalAccuracy: 5, timestamp: Date())
    lock.lock()
    lastLocation = fix
    lock.unlock()
    deliver { $1.locationManager($0, didUpdateLocations: [fix]) }
  }

  /// Calls the delegate on the manager's queue, if it is still there then.
  private func deliver(
    _ call: @escaping (CLLocationManager, any CLLocationManagerDelegate) -> Void
  ) {
    nonisolated(unsafe) let event = call
    queue.async { [weak self] in
      guard let self, let delegate = self.delegate else { return }
      event(self, delegate)
    }
  }
}
