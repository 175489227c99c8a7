import Foundation
import Testing
import VitrineUI
import VitrineUIKit
import VitrineWidgetCore

/// UIKit's colours as Apple documents them: `UIColor`'s system and semantic class properties
/// with iOS's light and dark values (the Human Interface Guidelines' colour tables), resolved by
/// the environment's colour scheme when SwiftUI draws them (`Color(uiColor:)`, `Color(_:)`).
@Suite struct UIColorTests {
  private func pair(_ color: Color) -> (light: ResolvedColor, dark: ResolvedColor) {
    (color.resolve(in: .light), color.resolve(in: .dark))
  }

  @Test func semanticColoursHaveTheDocumentedLightAndDarkValues() {
    let expected: [(UIColor, String, String)] = [
      (.systemBackground, "#FFFFFF", "#000000"),
      (.secondarySystemBackground, "#F2F2F7", "#1C1C1E"),
      (.tertiarySystemBackground, "#FFFFFF", "#2C2C2E"),
      (.systemGroupedBackground, "#F2F2F7", "#000000"),
      (.secondarySystemGroupedBackground, "#FFFFFF", "#1C1C1E"),
      (.tertiarySystemGroupedBackground, "#F2F2F7", "#2C2C2E"),
      (.label, "#000000", "#FFFFFF"),
      (.secondaryLabel, "#3C3C43 60%", "#EBEBF5 60%"),
      (.tertiaryLabel, "#3C3C43 30%", "#EBEBF5 30%"),
      (.separator, "#3C3C43 29%", "#545458 60%"),
      (.opaqueSeparator, "#C6C6C8", "#38383A"),
      (.systemFill, "#787880 20%", "#787880 36%"),
      (.systemGray6, "#F2F2F7", "#1C1C1E"),
      (.systemBlue, "#007AFF", "#0A84FF"),
      (.systemRed, "#FF3B30", "#FF453A"),
      (.systemIndigo, "#5856D6", "#5E5CE6"),
    ]
    for (color, light, dark) in expected {
      let values = pair(Color(uiColor: color))
      #expect(values.light.description == light, "\(color)")
      #expect(values.dark.description == dark, "\(color)")
    }
  }

  @Test func swiftUIsInitializersTakeTheUIKitColour() {
    // `Color(.systemBackground)` as widgets write it: white in light mode, black in dark.
    #expect(pair(Color(.systemBackground)).light.description == "#FFFFFF")
    #expect(pair(Color(.systemBackground)).dark.description == "#000000")
    // The tinted system colours are SwiftUI's own.
    #expect(Color(uiColor: .systemBlue).resolve(in: .dark) == Color.blue.resolve(in: .dark))
  }

  @Test func fixedColoursArePureComponentsNotTheSystemTints() {
    // UIColor.red is (1, 0, 0); systemRed is #FF3B30.
    #expect(Color(uiColor: .red).resolve(in: .light).description == "#FF0000")
    #expect(Color(uiColor: .red).resolve(in: .dark).description == "#FF0000")
    #expect(Color(uiColor: .gray).resolve(in: .light).description == "#808080")
    #expect(Color(uiColor: .clear).resolve(in: .light).opacity == 0)
  }

  @Test func componentsDynamicProvidersAndAlpha() {
    let teal = UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)
    #expect(Color(uiColor: teal).resolve(in: .dark).description == "#008080")
    // A dynamic colour is asked for each appearance and resolved when drawn.
    let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
    #expect(pair(Color(uiColor: dynamic)).light.description == "#000000")
    #expect(pair(Color(uiColor: dynamic)).dark.description == "#FFFFFF")
    #expect(
      dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
    // withAlphaComponent sets (not multiplies) the alpha, in both appearances.
    let faded = UIColor.label.withAlphaComponent(0.5)
    #expect(pair(Color(uiColor: faded)).light.description == "#000000 50%")
    #expect(pair(Color(uiColor: faded)).dark.description == "#FFFFFF 50%")
    // Out-of-range components are clamped.
    #expect(Color(uiColor: UIColor(white: 2, alpha: -1)).resolve(in: .light).opacity == 0)
    var red: CGFloat = 0
    var alpha: CGFloat = 0
    UIColor.systemBlue.getRed(&red, green: nil, blue: nil, alpha: &alpha)
    #expect(red == 0 && alpha == 1)
  }

  @Test func everyNameTheTableKnowsIsAClassProperty() {
    // Asset catalogs name system colours by their Objective-C names.
    #expect(
      UIKitColors.color(named: "systemIndigoColor")?.resolve(in: .light).description == "#5856D6")
    #expect(UIKitColors.color(named: "labelColor")?.resolve(in: .dark).description == "#FFFFFF")
    #expect(UIKitColors.color(named: "notAColor") == nil)
    #expect(UIKitColors.names.count >= 50)
  }
}
