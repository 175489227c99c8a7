// `import UIKit` in a file written for iOS: the UIKit a widget or app uses beside SwiftUI —
// `UIColor` with its system and semantic colours, `UIImage`, the haptics, `UIView` and
// `UIViewRepresentable` — from VitrineUIKit, and Foundation as UIKit brings it in (`CGFloat`,
// `CGSize`). Being a module named UIKit, it also makes `#if canImport(UIKit)` true, so widget
// code written for iOS behind that condition compiles here. As on iOS, SwiftUI's own types
// come with `import SwiftUI`, not with UIKit.
@_exported import Foundation
@_exported import VitrineUIKit
