// `import CoreLocation` in a file written for iOS: coordinates, `CLLocation` and a
// `CLLocationManager` answering from the simulated device (`VITRINE_LOCATION=lat,lon`), from
// VitrineLocation.
@_exported import Foundation
// `@Observable` (Observation), which Foundation brings with it on iOS.
@_exported import Observation
@_exported import VitrineLocation
