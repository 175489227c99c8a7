import Foundation
import Testing
import VitrineLocation

/// A delegate that records its callbacks and wakes a waiter on each.
final class RecordingDelegate: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var events: [String] = []
  private var waiters: [(count: Int, resume: CheckedContinuation<[String], Never>)] = []
  private(set) var locations: [CLLocation] = []
  private(set) var errors: [any Error] = []

  private func record(_ event: String) {
    lock.lock()
    events.append(event)
    let ready = waiters.filter { $0.count <= events.count }
    waiters.removeAll { $0.count <= events.count }
    let snapshot = events
    lock.unlock()
    for waiter in ready { waiter.resume.resume(returning: snapshot) }
  }

  /// Waits until `count` callbacks have arrived and returns them.
  func wait(for count: Int) async -> [String] {
    await withCheckedContinuation { continuation in
      lock.lock()
      if events.count >= count {
        let snapshot = events
        lock.unlock()
        continuation.resume(returning: snapshot)
      } else {
        waiters.append((count, continuation))
        lock.unlock()
      }
    }
  }

  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
    record("authorization \(manager.authorizationStatus.rawValue)")
  }
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    lock.lock()
    self.locations += locations
    lock.unlock()
    record("update \(locations.count)")
  }
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
    lock.lock()
    errors.append(error)
    lock.unlock()
    record("fail \((error as? CLError)?.code.rawValue ?? -1)")
  }
}

@Suite("CLLocationManager on the simulated device", .timeLimit(.minutes(1)))
struct LocationManagerTests {
  @Test("VITRINE_LOCATION sets the position; unset, it is Apple Park; none means no position")
  func environment() {
    let set = SimulatedLocation(environment: ["VITRINE_LOCATION": " 48.8584, 2.2945 ,35"])
    #expect(set.coordinate == CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945))
    #expect(set.altitude == 35)
    #expect(set.problems.isEmpty)
    #expect(SimulatedLocation(environment: [:]).coordinate == SimulatedLocation.applePark)
    #expect(SimulatedLocation(environment: ["VITRINE_LOCATION": "none"]).coordinate == nil)
    #expect(SimulatedLocation(environment: [:]).authorization == .authorizedWhenInUse)
  }

  @Test("a malformed VITRINE_LOCATION is reported, naming the variable, and leaves no position")
  func malformed() {
    for bad in ["95,10", "10", "a,b", "10,200", "1,2,3,4", "1,2,9999999"] {
      let device = SimulatedLocation(environment: ["VITRINE_LOCATION": bad])
      #expect(device.coordinate == nil, "\(bad)")
      #expect(device.problems.first?.contains("VITRINE_LOCATION=\(bad)") == true)
    }
    let auth = SimulatedLocation(environment: ["VITRINE_LOCATION_AUTHORIZATION": "maybe"])
    #expect(auth.authorization == .notDetermined)
    #expect(auth.problems.first?.contains("VITRINE_LOCATION_AUTHORIZATION=maybe") == true)
  }

  @Test(
    "setting the delegate reports the authorization once; requestLocation delivers the position")
  func requestLocation() async {
    let device = SimulatedLocation(
      coordinate: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12), altitude: 11)
    let manager = CLLocationManager(device: device)
    let delegate = RecordingDelegate()
    manager.delegate = delegate
    manager.delegate = delegate
    manager.requestLocation()
    let events = await delegate.wait(for: 2)
    #expect(events == ["authorization 4", "update 1"])
    #expect(delegate.locations.first?.coordinate == device.coordinate)
    #expect(delegate.locations.first?.altitude == 11)
    #expect(manager.location?.coordinate == device.coordinate)
    #expect(manager.isAuthorizedForWidgetUpdates)
  }

  @Test("without authorization, requests fail with CLError.denied and location is nil")
  func denied() async {
    let device = SimulatedLocation(coordinate: SimulatedLocation.applePark, authorization: .denied)
    let manager = CLLocationManager(device: device)
    let delegate = RecordingDelegate()
    manager.delegate = delegate
    manager.requestWhenInUseAuthorization()
    manager.startUpdatingLocation()
    let events = await delegate.wait(for: 2)
    #expect(events == ["authorization 2", "fail 1"])
    #expect(manager.location == nil)
    #expect(!manager.isAuthorizedForWidgetUpdates)
  }

  @Test("with no position (Location ▸ None), requests fail with CLError.locationUnknown")
  func noPosition() async {
    let manager = CLLocationManager(device: SimulatedLocation(coordinate: nil))
    let delegate = RecordingDelegate()
    manager.delegate = delegate
    manager.requestLocation()
    let events = await delegate.wait(for: 2)
    #expect(events == ["authorization 4", "fail 0"])
    #expect(manager.location == nil)
  }
}
