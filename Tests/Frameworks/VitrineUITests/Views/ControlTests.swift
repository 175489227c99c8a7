import Foundation
import Testing
import VitrineWidgetCore

@testable import VitrineUI

private struct ToggleFavorite: AppIntent {
  static let title: LocalizedStringResource = "Toggle favorite"
  func perform() async throws -> some IntentResult { .result() }
}

@MainActor
@Suite("ProgressView, Button and Link")
struct ControlTests {
  @Test("a progress bar is 4 points high, as wide as offered, tinted")
  func progressView() {
    let list = layout(ProgressView(value: 3.0, total: 4).tint(.green).frame(width: 100))
    guard case .progress(let progress) = list.items.first?.content else {
      Issue.record("expected a progress item")
      return
    }
    #expect(list.items.first?.frame == rect(50, 98, 100, 4))
    #expect(progress.fraction == 0.75)
    #expect(progress.tint == Color.green.resolve(in: .light))
    #expect(list.accessibilityElements.first?.value == "75%")
    let clamped = layout(ProgressView(value: 2.0))
    guard case .progress(let full) = clamped.items.first?.content else {
      Issue.record("expected a progress item")
      return
    }
    #expect(full.fraction == 1)
  }

  @Test("a button records its label's frame and its intent")
  func button() {
    let list = layout(
      Button(intent: ToggleFavorite()) {
        Text("Like").font(font10).padding(6)
      })
    #expect(list.interactiveRegions.count == 1)
    #expect(list.interactiveRegions[0].frame == rect(84, 88, 32, 24))
    guard case .intent(let intent) = list.interactiveRegions[0].action else {
      Issue.record("expected an intent")
      return
    }
    #expect(intent is ToggleFavorite)
    #expect(list.interactiveRegions[0].action == .intent(ToggleFavorite()))
    #expect(
      list.accessibilityElements == [
        AccessibilityElement(label: "Like", traits: .isButton, frame: rect(84, 88, 32, 24))
      ])
  }

  @Test("a button with a text title")
  func titledButton() {
    let list = layout(Button("Skip", intent: ToggleFavorite()).font(font10))
    #expect(list.frame(ofText: "Skip") == list.interactiveRegions.first?.frame)
  }

  @Test("a link records its URL and draws its label in the tint")
  func link() {
    let url = URL(string: "vitrine://item/7")!
    let list = layout(Link("Open", destination: url).font(font10))
    #expect(
      list.interactiveRegions == [
        InteractiveRegion(frame: rect(90, 94, 20, 12), action: .link(url))
      ])
    #expect(list.textItem("Open")?.paint == .color(Color.accentColor.resolve(in: .light)))
    #expect(list.accessibilityElements.first?.traits == .isLink)
  }
}

@MainActor
@Suite("Button labels")
struct ButtonLabelTests {
  @Test("several label views are gathered in a row and the region covers them")
  func gatheredLabel() {
    let list = layout(
      Button(intent: ToggleFavorite()) {
        Image(systemName: "heart").font(font10)
        Text("Like").font(font10)
      })
    // Symbol 10 × 0.7 × 1.5625 = 10.9375 wide, 8 of spacing, text 20: a 38.9375-wide row,
    // 12 high, centered at 100 - 19.46875 = 80.53125.
    #expect(list.interactiveRegions.count == 1)
    #expect(isClose(list.interactiveRegions.first?.frame, rect(80.53125, 94, 38.9375, 12)))
    #expect(list.accessibilityElements.map(\.label) == ["heart, Like"])
    #expect(list.accessibilityElements.first?.traits == .isButton)
  }

  @Test("an accessibility label given as text replaces the button's")
  func textLabel() {
    let list = layout(
      Button(intent: ToggleFavorite()) { Image(systemName: "heart") }
        .accessibilityLabel(Text(0.5, format: .percent)))
    #expect(list.accessibilityElements.map(\.label) == ["50%"])
  }
}
