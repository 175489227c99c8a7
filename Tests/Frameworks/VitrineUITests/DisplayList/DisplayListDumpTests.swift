import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("DisplayList dump")
struct DisplayListDumpTests {
  @Test("the dump lists items, regions and elements with frames rounded to hundredths")
  func dump() {
    let list = layout(
      VStack(alignment: .leading, spacing: 4) {
        Text("Hi there").font(font10)
        Capsule().fill(.blue).frame(width: 100 / 3, height: 4)
      }
      .padding(10)
      .background(Color.white)
      .clipShape(RoundedRectangle(cornerRadius: 8))
      .widgetURL(URL(string: "vitrine://open")), width: 100, height: 60)
    let expected = """
      DisplayList 100×60
      items
        group clip=roundedRectangle(8, continuous) (20, 10, 60, 40)
          shape rectangle fill #FFFFFF (20, 10, 60, 40)
          text "Hi there" 10 regular #000000 (30, 20, 40, 12)
            line "Hi there" x=0 baseline=10 width=40
          shape capsule fill #007AFF (30, 36, 33.33, 4)
      widgetURL vitrine://open
      accessibility
        "Hi there" traits=staticText (30, 20, 40, 12)
      """
    #expect(list.dump() == expected)
    #expect(list.description == expected)
  }

  @Test("layout is a pure function: the same inputs give equal lists")
  func deterministic() {
    let view = HStack {
      Text("a b c d e f"); Spacer(); Color.red.frame(width: 20)
    }
    #expect(layout(view) == layout(view))
    #expect(layout(view).dump() == layout(view).dump())
  }

  @Test("numbers print without trailing zeros or negative zero")
  func numbers() {
    #expect(LayoutNumber.text(12) == "12")
    #expect(LayoutNumber.text(12.5) == "12.5")
    #expect(LayoutNumber.text(-0.001) == "0")
    #expect(LayoutNumber.text(1.005) == "1")
    #expect(LayoutNumber.text(-3.14159) == "-3.14")
    #expect(LayoutNumber.text(0.07) == "0.07")
    #expect(LayoutNumber.text(.infinity) == "inf")
  }
}
