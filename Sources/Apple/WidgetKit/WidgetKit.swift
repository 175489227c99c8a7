// `import WidgetKit` in a file written for iOS: timelines, providers, configurations, families,
// `WidgetCenter` and the iOS 14 intent configuration, from Vitrine's widget model; the
// configurations' view-building initializers come with SwiftUI, which WidgetKit uses.
@_exported import Foundation
// On iOS, Foundation holds URLSession and URLRequest; on Linux they are FoundationNetworking's.
@_exported import FoundationNetworking
// `@Observable` (Observation), which SwiftUI and Foundation bring with them on iOS.
@_exported import Observation
@_exported import VitrineIntents
@_exported import VitrineUI
@_exported import VitrineWidgetCore
