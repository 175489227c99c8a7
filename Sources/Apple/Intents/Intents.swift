// `import Intents` in a file written for iOS 14 widgets: SiriKit's `INIntent`, `INObject`,
// `INObjectCollection` and `INExtension`, from Vitrine's SiriKit route.
@_exported import Foundation
@_exported import VitrineIntents
