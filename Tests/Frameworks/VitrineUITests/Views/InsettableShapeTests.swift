import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("InsettableShape")
struct InsettableShapeTests {
  @Test("an inset circle is the circle of the rectangle less the amount on every edge")
  func insetCircle() {
    // In a 100 × 60 rectangle the circle has radius 30 around (50, 30); inset by 10 it has
    // radius 20: its bounding box is (30, 10)–(70, 50).
    let path = Circle().inset(by: 10).path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
    let box = path.boundingRect
    #expect(abs(box.minX - 30) < 1e-9 && abs(box.minY - 10) < 1e-9)
    #expect(abs(box.width - 40) < 1e-9 && abs(box.height - 40) < 1e-9)
  }

  @Test("insets add up, and a rounded rectangle's corner radius shrinks by the amount")
  func insetsAddUp() {
    let twice = Rectangle().inset(by: 4).inset(by: 6)
    #expect(twice.amount == 10)
    #expect(
      twice.path(in: CGRect(x: 0, y: 0, width: 50, height: 30)).boundingRect
        == CGRect(x: 10, y: 10, width: 30, height: 10))
    #expect(RoundedRectangle(cornerRadius: 12).inset(by: 5).base.cornerRadius == 7)
  }

  @Test("an inset larger than half the rectangle leaves an empty shape, not a flipped one")
  func overInset() {
    let box = Capsule().inset(by: 80).path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
      .boundingRect
    // The inset is clamped to 50 across and 20 down: nothing is left but the center point.
    #expect(box.width == 0 && box.height == 0)
    #expect(box.minX == 50 && box.minY == 20)
  }

  /// A custom shape that answers `inset(by:)` with itself, as many apps' arcs do.
  struct Arc: InsettableShape {
    func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func inset(by amount: CGFloat) -> some InsettableShape { self }
  }

  @Test("a custom insettable shape can be stroked inside its border")
  func customInsettable() {
    let list = layout(Arc().strokeBorder(Color.blue, lineWidth: 4).frame(width: 40, height: 40))
    // The 40 × 40 frame is centered at (80, 80); the stroke is drawn on the outline inset by
    // half the line width, 2 points: (82, 82), 36 × 36, so it stays inside the frame.
    #expect(list.flattenedItems.count == 1)
    #expect(list.flattenedItems.first?.frame == rect(82, 82, 36, 36))
  }
}
