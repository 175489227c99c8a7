import Foundation
import Testing

@testable import VitrineUI

/// Apple's documentation of `Label` builds a person's row from a title of two texts (the name
/// above the role) beside a circular icon: several title views stack in a leading-aligned
/// column to the icon's trailing side; `Text + Text` stays one line of text.
@MainActor
@Suite("Label titles of several texts")
struct LabelTitleTests {
  @Test("two texts in the title stack leading-aligned beside the icon")
  func twoTexts() {
    let list = layout(
      Label {
        Text("Name").font(font10)
        Text("Role title").font(font10)
      } icon: {
        Color.red.frame(width: 10, height: 10)
      })
    guard let name = list.frame(ofText: "Name"), let role = list.frame(ofText: "Role title"),
      let icon = list.frame(ofColor: .red)
    else {
      Issue.record("expected both texts and the icon")
      return
    }
    #expect(name.minX == role.minX)
    #expect(name.maxY <= role.minY)
    #expect(icon.maxX + 8 == name.minX)
    // The icon is centred on the column's height.
    #expect(abs(icon.midY - (name.minY + role.maxY) / 2) < 0.001)
  }

  @Test("a title of listed texts lays out as the same texts in a leading VStack")
  func sameAsVStack() {
    let listed = layout(
      Label {
        Text("Name").font(font10)
        Text("Role title").font(font10)
      } icon: {
        Color.red.frame(width: 10, height: 10)
      })
    let stacked = layout(
      Label {
        VStack(alignment: .leading) {
          Text("Name").font(font10)
          Text("Role title").font(font10)
        }
      } icon: {
        Color.red.frame(width: 10, height: 10)
      })
    #expect(listed.frame(ofText: "Name") == stacked.frame(ofText: "Name"))
    #expect(listed.frame(ofText: "Role title") == stacked.frame(ofText: "Role title"))
  }

  @Test("Text + Text in the title is one text on one line")
  func concatenated() {
    let list = layout(
      Label {
        Text("Rain").font(font10) + Text(" 3 mm").font(font10)
      } icon: {
        Color.red.frame(width: 10, height: 10)
      })
    #expect(list.lines(ofText: "Rain 3 mm") == ["Rain 3 mm"])
  }

  @Test("a title of one text is laid out as before")
  func oneText() {
    let list = layout(
      Label {
        Text("Rain").font(font10)
      } icon: {
        Color.red.frame(width: 10, height: 10)
      })
    #expect(list.frame(ofText: "Rain") == rect(99, 94, 20, 12))
  }
}
