// `import Intents` in a file written for iOS 14 widgets: SiriKit's `INIntent`, `INObject`,
// `INObjectCollection` and `INExtension`, from Vitrine's SiriKit route. As on iOS, where the
// Intents framework's headers import Core Location (`CLPlacemark+IntentsAdditions.h`), it brings
// `CLLocation`, `CLPlacemark` and `CLGeocoder` with it.
@_exported import Foundation
@_exported import VitrineIntents
@_exported import VitrineLocation
