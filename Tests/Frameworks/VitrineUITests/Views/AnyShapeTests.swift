import Foundation
import Testing

@testable import VitrineUI

/// Apple's documentation: `AnyShape` is a type-erased shape that draws as the shape it wraps;
/// `.containerRelative` names a ``ContainerRelativeShape`` wherever a shape is expected.
@MainActor
@Suite("AnyShape and .containerRelative")
struct AnyShapeTests {
  private func outline<V: View>(_ view: V) -> ShapeOutline? {
    for item in layout(view).flattenedItems {
      if case .shape(let shape) = item.content { return shape.outline }
    }
    return nil
  }

  @Test("AnyShape draws as the shape it wraps")
  func drawsAsWrapped() {
    #expect(outline(AnyShape(Circle()).fill(Color.red)) == .circle)
    #expect(outline(AnyShape(Rectangle()).fill(Color.red)) == .rectangle)
    #expect(outline(AnyShape(AnyShape(Capsule())).fill(Color.red)) == Capsule().outline)
    let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(AnyShape(Ellipse()).path(in: rect) == Ellipse().path(in: rect))
  }

  @Test("a shape chosen at run time through AnyShape fills its frame")
  func chosenAtRunTime() {
    for isRound in [true, false] {
      let shape = isRound ? AnyShape(Circle()) : AnyShape(Rectangle())
      let list = layout(shape.fill(Color.red).frame(width: 20, height: 20))
      #expect(list.frame(ofColor: .red) == rect(90, 90, 20, 20))
      #expect(outline(shape.fill(Color.red)) == (isRound ? .circle : .rectangle))
    }
  }

  @Test(".containerRelative is a ContainerRelativeShape in shape positions")
  func containerRelative() {
    let shape: ContainerRelativeShape = .containerRelative
    let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(shape.path(in: rect) == ContainerRelativeShape().path(in: rect))
    let clipped = layout(Color.red.clipShape(.containerRelative))
    let background = layout(Text("a").background(Color.red, in: .containerRelative))
    #expect(!clipped.flattenedItems.isEmpty)
    #expect(!background.flattenedItems.isEmpty)
    // Erased, it still follows the widget's corners as the shape itself does.
    let erased = outline(AnyShape(.containerRelative).fill(Color.red).padding(16))
    #expect(erased != nil)
    #expect(erased == outline(ContainerRelativeShape().fill(Color.red).padding(16)))
  }
}
