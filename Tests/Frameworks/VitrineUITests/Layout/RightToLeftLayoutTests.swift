import Foundation
import Testing

@testable import VitrineUI

/// Right-to-left layout, from Apple's documentation of `LayoutDirection` and the Human
/// Interface Guidelines' "Right to left" page: in Arabic and Hebrew the interface is mirrored —
/// a row starts at the right, `leading` is the right edge, leading padding is on the right —
/// while text, images and shapes are drawn as they are unless a view flips them
/// (`flipsForRightToLeftLayoutDirection(_:)`).
@MainActor
@Suite("Right-to-left layout")
struct RightToLeftLayoutTests {
  /// `view` laid out in a 200 × 100 widget reading right to left (or in `locale`).
  private func rtl<V: View>(_ view: V, locale: String? = nil) -> DisplayList {
    var environment = EnvironmentValues()
    if let locale {
      environment.locale = Locale(identifier: locale)
    } else {
      environment.layoutDirection = .rightToLeft
    }
    return layout(view, width: 200, height: 100, environment: environment)
  }

  @Test("the direction follows the locale's language unless set")
  func fromLocale() {
    var environment = EnvironmentValues()
    #expect(environment.layoutDirection == .leftToRight)
    for (identifier, direction) in [
      ("ar", LayoutDirection.rightToLeft), ("ar_EG", .rightToLeft), ("he_IL", .rightToLeft),
      ("he", .rightToLeft), ("fa_IR", .rightToLeft), ("ur", .rightToLeft),
      ("en_US", .leftToRight), ("ru_RU", .leftToRight), ("arn", .leftToRight),
      ("", .leftToRight),
    ] {
      environment.locale = Locale(identifier: identifier)
      #expect(environment.layoutDirection == direction, "\(identifier)")
    }
    environment.locale = Locale(identifier: "ar")
    environment.layoutDirection = .leftToRight
    #expect(environment.layoutDirection == .leftToRight)
  }

  @Test("an HStack puts its first view on the right")
  func hstackOrder() {
    let row = HStack(spacing: 10) {
      Color.red.frame(width: 40, height: 20)
      Color.blue.frame(width: 30, height: 20)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    // 40 + 10 + 30 = 80 wide, centred in 200: x 60…140. Left to right red is at 60 and blue
    // at 110; right to left red is at 200 − 60 − 40 = 100 and blue at 60.
    let ltr = layout(row, width: 200, height: 100)
    #expect(ltr.frame(ofColor: .red) == rect(60, 40, 40, 20))
    #expect(ltr.frame(ofColor: .blue) == rect(110, 40, 30, 20))
    let mirrored = rtl(row)
    #expect(mirrored.frame(ofColor: .red) == rect(100, 40, 40, 20))
    #expect(mirrored.frame(ofColor: .blue) == rect(60, 40, 30, 20))
  }

  @Test("leading alignment is the right edge")
  func leadingAlignment() {
    let column = VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 40, height: 20)
      Color.blue.frame(width: 100, height: 20)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    // The column is 100 wide at the leading edge: x 100…200 right to left; the red view lines
    // up with its leading (right) edge at 200, so x = 160; the 40-high column is centred at
    // y 30, blue below red at 50.
    let list = rtl(column)
    #expect(list.frame(ofColor: .blue) == rect(100, 50, 100, 20))
    #expect(list.frame(ofColor: .red) == rect(160, 30, 40, 20))
    let trailing = rtl(
      Color.red.frame(width: 40, height: 20).frame(maxWidth: .infinity, alignment: .trailing))
    #expect(trailing.frame(ofColor: .red) == rect(0, 40, 40, 20))
  }

  @Test("leading padding is on the right, trailing on the left")
  func padding() {
    let padded = Color.red.padding(.leading, 30).padding(.trailing, 10)
    // 200 wide: left to right the colour spans 30…190; right to left 10…170.
    #expect(layout(padded, width: 200, height: 100).frame(ofColor: .red) == rect(30, 0, 160, 100))
    #expect(rtl(padded).frame(ofColor: .red) == rect(10, 0, 160, 100))
  }

  @Test("a positive x offset moves toward the trailing edge, which is the left")
  func offset() {
    let moved = Color.red.frame(width: 20, height: 20).offset(x: 30)
    // Centred at x 90; left to right it moves to 120, right to left to 60.
    #expect(layout(moved, width: 200, height: 100).frame(ofColor: .red)?.minX == 120)
    #expect(rtl(moved).frame(ofColor: .red)?.minX == 60)
  }

  @Test("Arabic and Hebrew locales mirror without an explicit direction")
  func localeMirrors() {
    let row = HStack(spacing: 0) {
      Color.red.frame(width: 50, height: 10)
      Color.blue.frame(width: 50, height: 10)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    // Right to left the row starts at the right edge: red at 150, blue at 100.
    for locale in ["ar", "he_IL"] {
      #expect(rtl(row, locale: locale).frame(ofColor: .red)?.minX == 150)
      #expect(rtl(row, locale: locale).frame(ofColor: .blue)?.minX == 100)
    }
    #expect(rtl(row, locale: "en_US").frame(ofColor: .red)?.minX == 0)
  }

  @Test("an explicit direction below a right-to-left one wins for its content")
  func nestedDirection() {
    let row = HStack(spacing: 0) {
      Color.red.frame(width: 50, height: 10)
      Color.blue.frame(width: 50, height: 10)
    }
    .environment(\.layoutDirection, .leftToRight)
    .frame(maxWidth: .infinity, alignment: .leading)
    // The row itself reads left to right (red, then blue) but sits at the right-to-left
    // parent's leading edge: x 100…200.
    let list = rtl(row)
    #expect(list.frame(ofColor: .red)?.minX == 100)
    #expect(list.frame(ofColor: .blue)?.minX == 150)
  }

  @Test("multiline text lines up on the right for leading alignment")
  func textAlignment() {
    let text = Text(verbatim: "aaaa bb").font(font10).frame(width: 20)
    // Fixed-advance text: 5 pt a character; "aaaa" is 20 wide and "bb" 10, so right to left
    // the second line starts 10 pt in; centred and trailing as the guidelines mirror them.
    let list = rtl(text)
    let lines = list.textItem("aaaa bb")?.layout.lines ?? []
    #expect(lines.map(\.text) == ["aaaa", "bb"])
    #expect(lines.map(\.origin.x) == [0, 10])
    #expect(list.textItem("aaaa bb")?.alignment == .trailing)
    let trailing = rtl(text.multilineTextAlignment(.trailing))
    #expect(trailing.textItem("aaaa bb")?.layout.lines.map(\.origin.x) == [0, 0])
  }

  @Test("flipsForRightToLeftLayoutDirection mirrors the drawing only right to left")
  func flips() {
    func transforms(_ list: DisplayList) -> [DrawingTransform] {
      list.flattenedItems.compactMap {
        if case .group(let group) = $0.content { return group.transform }
        return nil
      }
    }
    let arrow = Color.red.frame(width: 20, height: 20).flipsForRightToLeftLayoutDirection(true)
    #expect(transforms(layout(arrow)).isEmpty)
    #expect(transforms(rtl(arrow)).map(\.scale) == [CGSize(width: -1, height: 1)])
    let kept = Color.red.frame(width: 20, height: 20).flipsForRightToLeftLayoutDirection(false)
    #expect(transforms(rtl(kept)).isEmpty)
    // A linear progress bar fills from its leading edge, the right one right to left.
    #expect(transforms(layout(ProgressView(value: 0.3))).isEmpty)
    #expect(
      transforms(rtl(ProgressView(value: 0.3))).map(\.scale) == [CGSize(width: -1, height: 1)])
  }
}
