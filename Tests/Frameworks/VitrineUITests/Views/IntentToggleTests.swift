import Foundation
import Testing
import VitrineWidgetCore

@testable import VitrineUI

private struct ToggleLamp: AppIntent {
  static let title: LocalizedStringResource = "Toggle lamp"
  func perform() async throws -> some IntentResult { .result() }
}

@MainActor
@Suite("Toggle(isOn:intent:)")
struct IntentToggleTests {
  @Test("the row is one region that performs the intent, drawn in the entry's state")
  func intentToggle() {
    let on = layout(
      Toggle(isOn: true, intent: ToggleLamp()) { Text("Lamp").font(font10) }.frame(width: 100))
    // Row: "Lamp" (20) + spacer (at least 8) + the 51 × 31 switch, 100 wide; x = 50.
    #expect(on.interactiveRegions.count == 1)
    #expect(on.interactiveRegions[0].frame == rect(50, 84.5, 100, 31))
    #expect(on.interactiveRegions[0].action == .intent(ToggleLamp()))
    // On: the green track, knob on the trailing side.
    #expect(on.frame(ofColor: .green) == rect(99, 84.5, 51, 31))
    let off = layout(
      Toggle(isOn: false, intent: ToggleLamp()) { Text("Lamp").font(font10) }.frame(width: 100))
    #expect(off.frames(ofColor: .green).isEmpty)
    #expect(off.accessibilityElements.first?.value == "0")
    #expect(on.accessibilityElements.first?.value == "1")
  }
}
