// `import SwiftUI` in a file written for iOS: Vitrine's views, layout and app runtime, with what
// SwiftUI brings in on iOS (Foundation, so `Date`, `URL`, `CGFloat`, `CGSize`, `CGRect` and
// `LocalizedStringResource`) and the widget model the views read (`ColorScheme`,
// `WidgetFamily` for `@Environment(\.widgetFamily)`), and the UIKit that SwiftUI brings in on
// iOS (`UIColor` for `Color(uiColor:)`, `UIImage` for `Image(uiImage:)`, `UIImpactFeedbackGenerator`
// and the other haptics, `UIViewRepresentable`), and Combine, which SwiftUI re-exports on iOS
// (`AnyCancellable`, `$property.sink`, subjects).
@_exported import Foundation
// On iOS, Foundation holds URLSession and URLRequest; on Linux they are FoundationNetworking's.
@_exported import FoundationNetworking
// `@Observable` (Observation), which SwiftUI and Foundation bring with them on iOS.
@_exported import Observation
@_exported import VitrineCombine
@_exported import VitrineUI
@_exported import VitrineUIKit
@_exported import VitrineWidgetCore
