import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("Shapes, colors and gradients")
struct ShapeAndColorTests {
  private func shapes(_ list: DisplayList) -> [(CGRect, ShapeItem)] {
    list.flattenedItems.compactMap {
      if case .shape(let shape) = $0.content { return ($0.frame, shape) }
      return nil
    }
  }

  @Test("a shape fills what it is offered with the foreground style")
  func shapeFillsProposal() {
    let list = layout(Circle().frame(width: 40, height: 20))
    let (frame, shape) = shapes(list)[0]
    #expect(frame == rect(80, 90, 40, 20))
    #expect(shape.outline == .circle)
    #expect(shape.paint == .color(Color.primary.resolve(in: .light)))
  }

  @Test("fill, stroke and strokeBorder")
  func fillAndStroke() {
    let list = layout(
      VStack(spacing: 0) {
        RoundedRectangle(cornerRadius: 8).fill(.green).frame(height: 20)
        Capsule().stroke(Color.red, lineWidth: 2).frame(height: 20)
        RoundedRectangle(cornerRadius: 8).strokeBorder(Color.blue, lineWidth: 4).frame(height: 20)
      }.frame(width: 100))
    let items = shapes(list)
    #expect(
      items[0].1
        == ShapeItem(
          outline: .roundedRectangle(cornerRadius: 8, style: .continuous),
          paint: .color(Color.green.resolve(in: .light))))
    #expect(items[1].1.stroke == StrokeStyle(lineWidth: 2))
    #expect(items[1].0 == rect(50, 90, 100, 20))
    // strokeBorder insets by half the line width so the stroke stays inside the frame.
    #expect(items[2].0 == rect(52, 112, 96, 16))
    #expect(items[2].1.outline == .roundedRectangle(cornerRadius: 6, style: .continuous))
  }

  @Test("the system fills: .fill and its levels, light and dark, as in Xcode's widget template")
  func systemFills() {
    let light = shapes(layout(Rectangle().fill(.fill.tertiary)))[0].1.paint
    #expect(light == .color(ResolvedColor(118, 118, 128, 0.12)))
    let dark = shapes(
      layout(Rectangle().fill(.fill.tertiary).environment(\.colorScheme, .dark)))[0].1.paint
    #expect(dark == .color(ResolvedColor(118, 118, 128, 0.24)))
    #expect(
      shapes(layout(Rectangle().fill(.fill)))[0].1.paint
        == .color(ResolvedColor(120, 120, 128, 0.2)))
  }

  @Test("a color without a proposal is 10 × 10")
  func colorIdealSize() {
    let list = layout(Color.red.fixedSize())
    #expect(list.frame(ofColor: .red) == rect(95, 95, 10, 10))
  }

  @Test("system colors resolve for the color scheme; hex and opacity")
  func colors() {
    #expect(Color.blue.resolve(in: .light) == ResolvedColor(red: 0, green: 122 / 255, blue: 1))
    #expect(
      Color.blue.resolve(in: .dark) == ResolvedColor(red: 10 / 255, green: 132 / 255, blue: 1))
    #expect(
      Color(hex: 0xFF8000).resolve(in: .light) == ResolvedColor(red: 1, green: 128 / 255, blue: 0))
    #expect(Color(hex: "#00FF0080")?.resolve(in: .dark).opacity == 128.0 / 255)
    #expect(Color(hex: "nope") == nil)
    #expect(Color.red.opacity(0.5).resolve(in: .light).opacity == 0.5)
    #expect(Color(white: 0.5).resolve(in: .light).description == "#808080")
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let list = layout(Text("x"), environment: dark)
    #expect(list.textItem("x")?.paint == .color(ResolvedColor(red: 1, green: 1, blue: 1)))
  }

  @Test("a linear gradient fills like a color and as a style")
  func gradients() {
    let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    let list = layout(
      VStack(spacing: 0) {
        gradient.frame(height: 10)
        Rectangle().fill(gradient).frame(height: 10)
      })
    let items = shapes(list)
    let expected = ResolvedLinearGradient(
      stops: [
        .init(color: Color.red.resolve(in: .light), location: 0),
        .init(color: Color.blue.resolve(in: .light), location: 1),
      ], startPoint: .top, endPoint: .bottom)
    #expect(items.map(\.1.paint) == [.linearGradient(expected), .linearGradient(expected)])
    #expect(items[0].0 == rect(0, 90, 200, 10))
  }

  @Test("background with a shape style and in a shape")
  func styledBackgrounds() {
    let list = layout(
      Text("ab").font(font10).padding(4).background(.yellow, in: Capsule()))
    let (frame, shape) = shapes(list)[0]
    #expect(frame == rect(91, 90, 18, 20))
    #expect(shape.outline == .capsule(style: .circular))
    #expect(shape.paint == .color(Color.yellow.resolve(in: .light)))
  }
}
