import Foundation
import Testing

@testable import VitrineUI

/// Materials and `foregroundStyle(_:_:_:)`.
@MainActor
@Suite("Materials and hierarchical foreground styles")
struct MaterialAndHierarchyTests {
  private func paints(of view: some View, dark: Bool = false) -> [String] {
    var environment = EnvironmentValues()
    if dark { environment.colorScheme = .dark }
    let list = WidgetLayout.displayList(
      for: view, in: CGSize(width: 100, height: 100), environment: environment,
      measurer: FixedAdvanceTextMeasurer())
    return list.items.compactMap { item in
      if case .shape(let shape) = item.content { return shape.paint.description }
      return nil
    }
  }

  @Test("materials get more opaque from ultra thin (35%) to ultra thick (90%), dark in dark mode")
  func materials() {
    #expect(paints(of: Rectangle().fill(.ultraThinMaterial)).first?.hasSuffix("35%") == true)
    #expect(paints(of: Rectangle().fill(.ultraThickMaterial)).first?.hasSuffix("90%") == true)
    let light = paints(of: Rectangle().fill(.regularMaterial))
    let dark = paints(of: Rectangle().fill(.regularMaterial), dark: true)
    #expect(light != dark)
  }

  @Test("foregroundStyle(red, green, blue) paints .primary red, .secondary green, .tertiary blue")
  func threeLevels() {
    let view = VStack {
      Rectangle().fill(.primary)
      Rectangle().fill(.secondary)
      Rectangle().fill(.tertiary)
      Rectangle().fill(.quaternary)
    }
    .foregroundStyle(
      Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0),
      Color(red: 0, green: 0, blue: 1))
    // The quaternary level, beyond the three given, uses the last.
    #expect(paints(of: view) == ["#FF0000", "#00FF00", "#0000FF", "#0000FF"])
  }
}
