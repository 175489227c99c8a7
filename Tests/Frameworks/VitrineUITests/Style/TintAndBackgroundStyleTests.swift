import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("Tint and background shape styles")
struct TintAndBackgroundStyleTests {
  private func paint(_ style: any ShapeStyle, _ environment: EnvironmentValues) -> Paint {
    PaintResolver.paint(for: style, in: environment)
  }

  @Test(".tint is the accent color until tint(_:) sets one")
  func tintDefaultsToAccent() {
    var environment = EnvironmentValues()
    #expect(paint(.tint, environment) == .color(Color.accentColor.resolve(in: .light)))
    environment.tint = .green
    #expect(paint(.tint, environment) == .color(Color.green.resolve(in: .light)))
  }

  @Test(".tint.secondary is the tint at 60% opacity, as the secondary level of a style")
  func tintSecondary() {
    var environment = EnvironmentValues()
    environment.tint = .red
    // System red is (255, 59, 48) at full opacity; secondary multiplies the opacity by 0.6.
    #expect(
      paint(TintShapeStyle().secondary, environment)
        == .color(Color.red.resolve(in: .light).multiplyingOpacity(by: 0.6)))
  }

  @Test("tint(_:) with a style other than a color keeps the style for .tint")
  func tintWithAGradient() {
    let gradient = Gradient(colors: [.red, .green])
    let list = layout(Rectangle().fill(.tint).tint(gradient))
    guard case .shape(let shape) = list.flattenedItems.first?.content,
      case .linearGradient(let resolved) = shape.paint
    else {
      Issue.record("expected a linear gradient fill")
      return
    }
    // A gradient used as a style runs from top to bottom: (0.5, 0) to (0.5, 1).
    #expect(
      resolved.stops.map(\.color) == [
        Color.red.resolve(in: .light), Color.green.resolve(in: .light),
      ])
  }

  @Test(".background is white in light mode and black in dark mode")
  func background() {
    var environment = EnvironmentValues()
    #expect(paint(.background, environment) == .color(Color.white.resolve(in: .light)))
    environment.colorScheme = .dark
    #expect(paint(.background, environment) == .color(Color.black.resolve(in: .dark)))
  }

  @Test("a circular gauge's track takes a gradient tint along its arc, from −135° to 135°")
  func gaugeGradientTint() {
    let gradient = Gradient(colors: [.red, .green])
    let list = layout(
      Gauge(value: 0.5) { Text("x") }.gaugeStyle(.accessoryCircular).tint(gradient),
      width: 72, height: 72)
    let angular = list.flattenedItems.compactMap { item -> ResolvedAngularGradient? in
      if case .shape(let shape) = item.content, case .angularGradient(let g) = shape.paint {
        return g
      }
      return nil
    }
    // Angles count from 3 o'clock, clockwise on screen: −135° from 12 o'clock is −225°.
    #expect(angular.count == 1)
    #expect(abs((angular.first?.startAngle ?? 0) - (-225 * .pi / 180)) < 1e-9)
  }
}
