import Foundation
import Testing
import VitrineAppTesting
import VitrineUI
import VitrineWidgetCore

/// Seed 001's chart calls compile in Swift 5 mode and draw: `animation(_:)` without `value:`
/// (deprecated in iOS 15, accepted as SwiftUI accepts it) and `Animation.delay(_:)` change
/// nothing but timing, so the bars show their final heights once `onAppear` has run.
@Suite("Seed 001: origin chart animation calls", .timeLimit(.minutes(1)))
@MainActor
struct OriginChartSeedTests {
  @Test("the chart with animation(_:) and delay(_:) lays out its bars after onAppear")
  func grows() throws {
    let counts = [
      OriginCount(origin: "Travel", count: 12), OriginCount(origin: "Local", count: 30),
    ]
    let app = try AppDriver(
      OriginChart(counts: counts).frame(width: 300, height: 200),
      screen: AppScreen(size: CGSize(width: 320, height: 240)), text: .fixedAdvance)
    // Apple, animation(_:): "Applies the given animation to all animatable values within
    // this view"; Vitrine applies changes at once, so the bars have their final values.
    #expect(app.labels.contains { $0.contains("Travel") })
    #expect(app.labels.contains { $0.contains("Local") })
  }
}
