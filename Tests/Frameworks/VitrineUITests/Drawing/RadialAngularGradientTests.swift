import Foundation
import Testing

@testable import VitrineUI

/// Radial and angular gradients as styles.
@Suite("Radial and angular gradients")
struct RadialAngularGradientTests {
  @Test(
    "an angular gradient from red to blue over a half turn is purple-ish at 90° and blue past 180°")
  func angularColors() {
    let style = AngularGradient(
      colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
      center: .center, startAngle: .zero, endAngle: .degrees(180))
    guard
      case .angularGradient(let gradient) = PaintResolver.paint(for: style, in: EnvironmentValues())
    else {
      Issue.record("expected an angular gradient")
      return
    }
    // 90° is halfway along a 180° sweep: (0.5, 0, 0.5).
    let middle = gradient.color(at: .pi / 2)
    #expect(abs(middle.red - 0.5) < 1e-9 && abs(middle.blue - 0.5) < 1e-9)
    // 270° lies outside the sweep: the last colour continues.
    #expect(gradient.color(at: 1.5 * .pi).blue == 1)
  }

  @Test("equal start and end angles make a whole turn")
  func wholeTurn() {
    let style = AngularGradient(colors: [.red, .blue], center: .center)
    guard
      case .angularGradient(let gradient) = PaintResolver.paint(for: style, in: EnvironmentValues())
    else {
      Issue.record("expected an angular gradient")
      return
    }
    #expect(gradient.sweep == 2 * .pi)
  }

  @Test("a radial gradient keeps its radii in points and its centre in the unit square")
  func radial() {
    let style = RadialGradient(
      colors: [.white, .black], center: .topLeading, startRadius: 2, endRadius: 30)
    let paint = PaintResolver.paint(for: style, in: EnvironmentValues())
    #expect(paint.description == "radial[#FFFFFF@0 #000000@1] (0, 0) r2→30")
  }
}
