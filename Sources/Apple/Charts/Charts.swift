// `import Charts` in a file written for iOS: Vitrine's Swift Charts (marks, scales, axes,
// legends) with SwiftUI, which Charts brings in on iOS.
@_exported import Foundation
@_exported import VitrineCharts
@_exported import VitrineUI
