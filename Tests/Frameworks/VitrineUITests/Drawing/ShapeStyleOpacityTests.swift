import Foundation
import Testing

@testable import VitrineUI

/// Styles from `ShapeStyle.opacity(_:)`.
@Suite("ShapeStyle opacity")
struct ShapeStyleOpacityTests {
  @Test("a gradient at 50% opacity halves every stop's opacity")
  func gradientOpacity() {
    let style: some ShapeStyle = LinearGradient(
      colors: [.red, .blue], startPoint: .top, endPoint: .bottom
    ).opacity(0.5)
    let paint = PaintResolver.paint(for: style, in: EnvironmentValues())
    guard case .linearGradient(let gradient) = paint else {
      Issue.record("expected a gradient, got \(paint)")
      return
    }
    #expect(gradient.stops.map { $0.color.opacity } == [0.5, 0.5])
  }

  @Test("the secondary style at 50% is the secondary label colour at half its opacity")
  func hierarchicalOpacity() {
    let environment = EnvironmentValues()
    let secondary = PaintResolver.paint(for: HierarchicalShapeStyle.secondary, in: environment)
    let half = PaintResolver.paint(
      for: HierarchicalShapeStyle.secondary.opacity(0.5), in: environment)
    #expect(half == secondary.multiplyingOpacity(by: 0.5))
  }
}
