import Foundation
import Testing
import VitrineUIKit

/// One suite, run serially: the haptic log is process-wide.
@Suite(.serialized) struct FeedbackGeneratorsTests {
  @Test func eachHapticIsRecordedInOrderWithItsStyle() {
    HapticLog.removeAll()
    let soft = UIImpactFeedbackGenerator(style: .soft)
    soft.prepare()
    soft.impactOccurred()
    UIImpactFeedbackGenerator().impactOccurred(intensity: 0.4)
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    UISelectionFeedbackGenerator().selectionChanged()
    #expect(
      HapticLog.haptics == [
        .impact(.soft, intensity: 1), .impact(.medium, intensity: 0.4),
        .notification(.success), .selection,
      ])
  }

  @Test func intensityIsClampedAndTheLogBounded() {
    HapticLog.removeAll()
    let generator = UIImpactFeedbackGenerator(style: .rigid)
    generator.impactOccurred(intensity: 7)
    generator.impactOccurred(intensity: -1)
    generator.impactOccurred(intensity: .nan)
    #expect(
      HapticLog.haptics == [
        .impact(.rigid, intensity: 1), .impact(.rigid, intensity: 0), .impact(.rigid, intensity: 1),
      ])
    // 1,005 haptics in a log of 1,000: the first 5 are dropped.
    HapticLog.removeAll()
    for index in 0..<1_005 {
      generator.impactOccurred(intensity: CGFloat(index % 2))
    }
    #expect(HapticLog.haptics.count == HapticLog.capacity)
    #expect(HapticLog.haptics.first == .impact(.rigid, intensity: 1))
  }
}
