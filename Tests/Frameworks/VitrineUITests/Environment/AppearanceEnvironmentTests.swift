import Foundation
import Testing

@testable import VitrineUI

/// Shows the environment's layout direction and background material as text.
private struct DirectionProbe: View {
  @Environment(\.layoutDirection) private var direction
  @Environment(\.backgroundMaterial) private var material
  var body: some View { Text(verbatim: "\(direction) \(material == nil ? "none" : "material")") }
}

/// From Apple's documentation: `\.layoutDirection` (left to right unless set),
/// `\.backgroundMaterial` (`nil` unless set), `colorScheme(_:)`, `fontDesign(_:)` and
/// `labelsHidden()`.
@MainActor
@Suite("Appearance values of the environment")
struct AppearanceEnvironmentTests {
  private func firstText(_ list: DisplayList) -> TextItem? {
    for item in list.flattenedItems {
      if case .text(let text) = item.content { return text }
    }
    return nil
  }

  @Test("layoutDirection is leftToRight by default and takes rightToLeft from above")
  func layoutDirection() {
    #expect(EnvironmentValues().layoutDirection == .leftToRight)
    #expect(LayoutDirection.allCases == [.leftToRight, .rightToLeft])
    #expect(firstText(layout(DirectionProbe()))?.string == "leftToRight none")
    let flipped = DirectionProbe().environment(\.layoutDirection, .rightToLeft)
    #expect(firstText(layout(flipped))?.string == "rightToLeft none")
  }

  @Test("backgroundMaterial is nil by default and takes a material from above")
  func backgroundMaterial() {
    #expect(EnvironmentValues().backgroundMaterial == nil)
    let set = DirectionProbe().environment(\.backgroundMaterial, .thinMaterial)
    #expect(firstText(layout(set))?.string == "leftToRight material")
  }

  @Test("a material background tells the content above it; a colour background does not")
  func materialBackground() {
    let onMaterial = DirectionProbe().background(.thinMaterial)
    #expect(firstText(layout(onMaterial))?.string == "leftToRight material")
    let inShape = DirectionProbe().background(.regularMaterial, in: Capsule())
    #expect(firstText(layout(inShape))?.string == "leftToRight material")
    let onColor = DirectionProbe().background(Color.red)
    #expect(firstText(layout(onColor))?.string == "leftToRight none")
  }

  @Test("colorScheme(_:) draws the view in that scheme whatever the widget's")
  func colorSchemeModifier() {
    let list = layout(Text("a").font(font10).colorScheme(.dark))
    #expect(firstText(list)?.paint == .color(Color.primary.resolve(in: .dark)))
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let light = layout(Text("a").font(font10).colorScheme(.light), environment: dark)
    #expect(firstText(light)?.paint == .color(Color.primary.resolve(in: .light)))
  }

  @Test("fontDesign(_:) changes the design of the fonts below and keeps their size and weight")
  func fontDesign() {
    let list = layout(
      VStack {
        Text("a").font(.system(size: 10, weight: .bold))
        Text("b").font(.title)
      }
      .fontDesign(.serif))
    #expect(list.textItem("a")?.font.design == .serif)
    #expect(list.textItem("a")?.font.weight == .bold)
    #expect(list.textItem("a")?.font.size == 10)
    #expect(list.textItem("b")?.font.design == .serif)
    #expect(layout(Text("c").fontDesign(.rounded)).textItem("c")?.font.design == .rounded)
    // nil leaves the font's own design.
    let kept = layout(Text("d").font(.system(size: 10, design: .monospaced)).fontDesign(nil))
    #expect(kept.textItem("d")?.font.design == .monospaced)
  }

  @Test("labelsHidden() leaves a toggle's switch without its label")
  func labelsHidden() {
    let shown = layout(Toggle("Wi-Fi", isOn: .constant(true)).font(font10))
    #expect(shown.textItem("Wi-Fi") != nil)
    let hidden = layout(Toggle("Wi-Fi", isOn: .constant(true)).font(font10).labelsHidden())
    #expect(hidden.textItem("Wi-Fi") == nil)
    #expect(!hidden.flattenedItems.isEmpty)
  }
}
