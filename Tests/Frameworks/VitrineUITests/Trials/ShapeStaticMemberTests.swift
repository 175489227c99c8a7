import Foundation
import Testing

@testable import VitrineUI

// "Shape.rect(cornerRadius:style:) — A rectangular shape with rounded corners, aligned inside
// the frame of the view containing it." (and `.rect`, `.capsule`, `.circle`, `.ellipse`).
@MainActor
@Suite("Shape static members")
struct ShapeStaticMemberTests {
  private func outlines(_ list: DisplayList) -> [ShapeOutline] {
    list.flattenedItems.compactMap {
      if case .shape(let shape) = $0.content { return shape.outline }
      return nil
    }
  }

  @Test("a shape parameter takes .rect, .rect(cornerRadius:), .capsule, .circle and .ellipse")
  func staticMembers() {
    let list = layout(
      VStack(spacing: 0) {
        Color.clear.frame(height: 10).background(.red, in: .rect)
        Color.clear.frame(height: 10).background(.red, in: .rect(cornerRadius: 4))
        Color.clear.frame(height: 10).background(.red, in: .capsule)
        Color.clear.frame(height: 10).background(.red, in: .circle)
        Color.clear.frame(height: 10).background(.red, in: .ellipse)
      }.frame(width: 40))
    // Each row is the clear color's rectangle over its background's shape; the backgrounds are
    // the even items.
    let backgrounds = outlines(list).enumerated().filter { $0.offset.isMultiple(of: 2) }.map(
      \.element)
    #expect(
      backgrounds == [
        .rectangle, .roundedRectangle(cornerRadius: 4, style: .continuous),
        .capsule(style: .circular), .circle, .ellipse,
      ])
    let uneven: UnevenRoundedRectangle = .rect(topLeadingRadius: 3)
    #expect(uneven.cornerRadii == RectangleCornerRadii(topLeading: 3))
  }
}
