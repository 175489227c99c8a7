import Foundation
import Testing

@testable import VitrineUI

/// Apple's documentation of `luminanceToAlpha()`: it makes a semi-transparent mask of the
/// view, the darker a region the more transparent: each colour becomes black at an opacity of
/// its luminance.
@MainActor
@Suite("luminanceToAlpha()")
struct LuminanceToAlphaTests {
  private func paint<V: View>(_ view: V) -> Paint? {
    for item in layout(view).flattenedItems {
      if case .shape(let shape) = item.content { return shape.paint }
    }
    return nil
  }

  @Test("white becomes opaque black, black becomes transparent, grey in between")
  func colours() {
    #expect(
      paint(Rectangle().fill(Color.white).luminanceToAlpha())
        == .color(ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1)))
    #expect(
      paint(Rectangle().fill(Color.black).luminanceToAlpha())
        == .color(ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0)))
    let grey = paint(Rectangle().fill(Color(red: 0.5, green: 0.5, blue: 0.5)).luminanceToAlpha())
    guard case .color(let color)? = grey else {
      Issue.record("expected a colour")
      return
    }
    #expect(color.red == 0 && color.green == 0 && color.blue == 0)
    #expect(abs(color.opacity - 0.5) < 0.001)
  }

  @Test("green weighs more than red, red more than blue (Rec. 709 luminance)")
  func weights() {
    func alpha(_ color: Color) -> Double {
      guard case .color(let resolved)? = paint(Rectangle().fill(color).luminanceToAlpha()) else {
        return -1
      }
      return resolved.opacity
    }
    let green = alpha(Color(red: 0, green: 1, blue: 0))
    let red = alpha(Color(red: 1, green: 0, blue: 0))
    let blue = alpha(Color(red: 0, green: 0, blue: 1))
    #expect(abs(green - 0.7154) < 0.001)
    #expect(abs(red - 0.2125) < 0.001)
    #expect(abs(blue - 0.0721) < 0.001)
  }

  @Test("text, and a level of the foreground style, are masked once, not twice")
  func textOnce() {
    let list = layout(Text("a").font(font10).foregroundStyle(Color.white).luminanceToAlpha())
    #expect(
      list.textItem("a")?.paint == .color(ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1)))
    let secondary = paint(
      Rectangle().fill(.secondary).foregroundStyle(Color.white).luminanceToAlpha())
    // White at the secondary level's 60% opacity: luminance 1 × 0.6.
    guard case .color(let color)? = secondary else {
      Issue.record("expected a colour")
      return
    }
    #expect(abs(color.opacity - 0.6) < 0.001)
  }

  @Test("views outside the modifier keep their colours")
  func scoped() {
    #expect(paint(Rectangle().fill(Color.white)) == .color(Color.white.resolve(in: .light)))
  }
}
