import Foundation
import Testing

@testable import VitrineUI

/// The point sizes of Apple's Human Interface Guidelines, Typography > Specifications,
/// "iOS, iPadOS Dynamic Type sizes": one table per size (xSmall, Small, Medium, Large (default),
/// xLarge, xxLarge, xxxLarge, then AX1 to AX5), one row per text style. Written out here row by
/// row as the guidelines print them, so each cell is checked against its own figure.
private let higTable: [Font.TextStyle: [CGFloat]] = [
  //             xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
  .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
  .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
  .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
  .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
  .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
  .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
  .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
  .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
  .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
  .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
  .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
]

/// Shows the font size its text is drawn at.
private struct SizedText: View {
  let font: Font
  var body: some View { Text(verbatim: "Aa").font(font) }
}

@MainActor
@Suite("Dynamic Type sizes of the text styles")
struct DynamicTypeScaleTests {
  /// The size `view`'s text "Aa" is drawn at when the person chose `size`.
  private func drawnSize<V: View>(_ view: V, at size: DynamicTypeSize) -> CGFloat? {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = size
    return layout(view, width: 400, height: 400, environment: environment).textItem("Aa")?.font
      .size
  }

  @Test("every style has the guidelines' size at each of the 12 sizes", arguments: Array(higTable))
  func cellByCell(style: Font.TextStyle, sizes: [CGFloat]) {
    #expect(sizes.count == 12)
    for (size, points) in zip(DynamicTypeSize.allCases, sizes) {
      #expect(style.pointSize(at: size) == points, "\(style) at \(size)")
    }
  }

  @Test("the table covers all eleven text styles")
  func everyStyle() {
    #expect(Set(higTable.keys) == Set(Font.TextStyle.allCases))
  }

  @Test("body at Large is 17 pt, the iOS default; xSmall 14, xxxLarge 23, AX5 53")
  func bodyHeadlines() {
    // HIG: body 14, 15, 16, 17 (Large, default), 19, 21, 23; AX1–AX5 28, 33, 40, 47, 53.
    #expect(Font.TextStyle.body.pointSize(at: .large) == Font.TextStyle.body.pointSize)
    #expect(Font.TextStyle.body.pointSize(at: .xSmall) == 14)
    #expect(Font.TextStyle.body.pointSize(at: .xxxLarge) == 23)
    #expect(Font.TextStyle.body.pointSize(at: .accessibility5) == 53)
  }

  @Test("text in a style is drawn at the size of the environment's Dynamic Type size")
  func textFollowsTheEnvironment() {
    // HIG table: title2 is 22 pt at Large, 28 at xxxLarge, 56 at AX5; caption 12, 18, 43.
    #expect(drawnSize(SizedText(font: .title2), at: .large) == 22)
    #expect(drawnSize(SizedText(font: .title2), at: .xxxLarge) == 28)
    #expect(drawnSize(SizedText(font: .title2), at: .accessibility5) == 56)
    #expect(drawnSize(SizedText(font: .caption), at: .xxxLarge) == 18)
    #expect(drawnSize(SizedText(font: .caption.bold()), at: .accessibility5) == 43)
  }

  @Test("a fixed system size does not scale; a custom font scales as its style does")
  func fixedAndCustomSizes() {
    // SwiftUI: `.system(size:)` and `custom(_:fixedSize:)` are fixed; `custom(_:size:)`
    // scales as body (17 → 23 at xxxLarge: ×23/17), `relativeTo: .caption` as caption
    // (12 → 18: ×1.5).
    #expect(drawnSize(SizedText(font: .system(size: 15)), at: .accessibility3) == 15)
    #expect(drawnSize(SizedText(font: .custom("Inter", fixedSize: 15)), at: .xxxLarge) == 15)
    let body = drawnSize(SizedText(font: .custom("Inter", size: 17)), at: .xxxLarge) ?? 0
    #expect(abs(body - 23) < 0.0001)
    #expect(
      drawnSize(SizedText(font: .custom("Inter", size: 10, relativeTo: .caption)), at: .xxxLarge)
        == 15)
  }

  @Test("dynamicTypeSize(_:) with a range clamps the size text is drawn at")
  func clampedText() {
    // Widgets commonly hold text to `...DynamicTypeSize.xxLarge`: at AX5, body is drawn at
    // xxLarge's 21 pt, not 53; `.large...` lifts xSmall's 14 to 17.
    let clamped = SizedText(font: .body).dynamicTypeSize(...DynamicTypeSize.xxLarge)
    #expect(drawnSize(clamped, at: .accessibility5) == 21)
    #expect(drawnSize(clamped, at: .small) == 15)
    let lifted = SizedText(font: .body).dynamicTypeSize(DynamicTypeSize.large...)
    #expect(drawnSize(lifted, at: .xSmall) == 17)
    #expect(drawnSize(SizedText(font: .body).dynamicTypeSize(.xLarge), at: .xSmall) == 19)
  }

  @Test("@ScaledMetric scales with its text style at the environment's size")
  func scaledMetric() {
    struct Row: View {
      @ScaledMetric(relativeTo: .caption) var side = 24.0
      @ScaledMetric var gap = 17.0
      var body: some View {
        HStack(spacing: 0) {
          Color.red.frame(width: side, height: side)
          Color.blue.frame(width: gap, height: 1)
        }
      }
    }
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .xxxLarge
    let list = layout(Row(), width: 400, height: 400, environment: environment)
    // caption: 12 pt at Large, 18 at xxxLarge, so 24 × 18/12 = 36; body 17 → 23, so 17 → 23.
    #expect(list.frame(ofColor: .red)?.size == CGSize(width: 36, height: 36))
    #expect(abs((list.frame(ofColor: .blue)?.width ?? 0) - 23) < 0.0001)
    environment.dynamicTypeSize = .accessibility5
    // caption at AX5: 43 pt, so 24 × 43/12 = 86.
    let largest = layout(Row(), width: 400, height: 400, environment: environment)
    #expect(abs((largest.frame(ofColor: .red)?.width ?? 0) - 86) < 0.0001)
  }

  @Test("symbols beside text grow with its style")
  func symbolsScale() {
    var environment = EnvironmentValues()
    let view = Image(systemName: "star.fill").font(.body)
    let large = layout(view, environment: environment).flattenedItems.last?.frame.width ?? 0
    environment.dynamicTypeSize = .accessibility1
    let ax1 = layout(view, environment: environment).flattenedItems.last?.frame.width ?? 0
    // Body is 17 pt at Large and 28 at AX1: the symbol's side grows with the font size.
    #expect(ax1 > large)
  }
}
