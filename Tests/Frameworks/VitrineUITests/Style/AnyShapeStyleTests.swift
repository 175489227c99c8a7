import Foundation
import Testing

@testable import VitrineUI

/// `AnyShapeStyle` erases a style's type; Apple's documentation says it forwards to the style
/// it wraps, so a wrapped hierarchical level is that level of the foreground.
@MainActor
@Suite("AnyShapeStyle as a foreground style")
struct AnyShapeStyleTests {
  @Test(
    "foregroundStyle(AnyShapeStyle(.secondary)) draws text as .secondary does, without recursing")
  func erasedSecondaryForeground() {
    let erased = layout(Text("a").font(font10).foregroundStyle(AnyShapeStyle(.secondary)))
    let plain = layout(Text("a").font(font10).foregroundStyle(.secondary))
    #expect(erased.textItem("a")?.paint != nil)
    #expect(erased.textItem("a")?.paint == plain.textItem("a")?.paint)
  }

  @Test("an erased tertiary shape under an erased colour is the colour at the tertiary opacity")
  func erasedLevelOverErasedColor() {
    let list = layout(
      Rectangle().fill(AnyShapeStyle(.tertiary)).foregroundStyle(AnyShapeStyle(Color.red)))
    let expected = Paint.color(Color.red.resolve(in: .light).multiplyingOpacity(by: 0.3))
    guard case .shape(let shape) = list.flattenedItems.first?.content else {
      Issue.record("expected a shape")
      return
    }
    #expect(shape.paint == expected)
  }

  @Test("AnyShapeStyle of an AnyShapeStyle paints as the innermost style")
  func nestedErasure() {
    var environment = EnvironmentValues()
    environment.foregroundStyle = AnyShapeStyle(AnyShapeStyle(HierarchicalShapeStyle.secondary))
    let paint = PaintResolver.foreground(in: environment)
    #expect(paint == .color(Color.secondary.resolve(in: .light)))
  }
}
