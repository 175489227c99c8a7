import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("Label")
struct LabelTests {
  /// A label whose icon is a 10 × 10 red square and whose title is 10-point text.
  func label() -> some View {
    Label {
      Text("Rain").font(font10)
    } icon: {
      Color.red.frame(width: 10, height: 10)
    }
  }

  @Test("title and icon: the icon leads the title in a row 8 points apart")
  func titleAndIcon() {
    // Row: 10 (icon) + 8 + 20 ("Rain", 4 × 5) = 38 wide, 12 high, centered in 200 × 200:
    // x = (200 − 38) / 2 = 81, y = (200 − 12) / 2 = 94; the icon is centered on the row's
    // height: y = 94 + (12 − 10) / 2 = 95.
    let list = layout(label())
    #expect(list.frame(ofColor: .red) == rect(81, 95, 10, 10))
    #expect(list.frame(ofText: "Rain") == rect(99, 94, 20, 12))
    let automatic = layout(label().labelStyle(.titleAndIcon))
    #expect(automatic.frame(ofText: "Rain") == rect(99, 94, 20, 12))
  }

  @Test("title only and icon only show one part, centered alone")
  func oneSide() {
    let title = layout(label().labelStyle(.titleOnly))
    #expect(title.frame(ofText: "Rain") == rect(90, 94, 20, 12))
    #expect(title.frames(ofColor: .red).isEmpty)
    let icon = layout(label().labelStyle(.iconOnly))
    #expect(icon.frame(ofColor: .red) == rect(95, 95, 10, 10))
    #expect(icon.textItem("Rain") == nil)
  }

  @Test("a custom style arranges the configuration's title and icon")
  func customStyle() {
    struct Stacked: LabelStyle {
      func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
          configuration.icon
          configuration.title
        }
      }
    }
    // Column: 10 + 2 + 12 = 24 high, so y = (200 − 24) / 2 = 88; the title is at 88 + 12.
    let list = layout(label().labelStyle(Stacked()))
    #expect(list.frame(ofColor: .red) == rect(95, 88, 10, 10))
    #expect(list.frame(ofText: "Rain") == rect(90, 100, 20, 12))
  }

  @Test("Label(_:systemImage:) shows an SF Symbol beside the title")
  func systemImage() {
    let list = layout(Label("Rain", systemImage: "cloud.rain").font(font10))
    #expect(list.textItem("Rain") != nil)
    #expect(list.unmappedSymbols.isEmpty)
  }
}
