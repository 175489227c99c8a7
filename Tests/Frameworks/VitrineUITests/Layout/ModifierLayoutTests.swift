import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("PaddingLayout, FixedSizeLayout, OverlayLayout, ZStackLayout")
struct ModifierLayoutTests {
  @Test("padding defaults to 16 on every edge")
  func defaultPadding() {
    let list = layout(Color.red.padding())
    #expect(list.frame(ofColor: .red) == rect(16, 16, 168, 168))
  }

  @Test("padding on chosen edges and by insets")
  func edgePadding() {
    let list = layout(
      Text("abc").font(font10).padding(.leading, 10).padding(EdgeInsets(top: 4, bottom: 6))
        .background(Color.red))
    // Text 15 × 12, +10 leading, +4 top +6 bottom: 25 × 22, centered.
    #expect(list.frame(ofColor: .red) == rect(87.5, 89, 25, 22))
    #expect(list.frame(ofText: "abc") == rect(97.5, 93, 15, 12))
  }

  @Test("padding proposes less to its child and never below zero")
  func paddingProposal() {
    // The color is offered 40 - 60 → 0 by 100 - 60 = 40; the padding is 60 × 100 and
    // overflows the 40-wide frame equally on both sides: it starts at 80 - 10 = 70.
    let list = layout(Color.red.padding(30).frame(width: 40, height: 100))
    #expect(list.frame(ofColor: .red) == rect(100, 80, 0, 40))
  }

  @Test("fixedSize keeps text on one line even when that overflows")
  func fixedSizeText() {
    let list = layout(Text("aaaa bbbb cccc").font(font10).fixedSize().frame(width: 30))
    #expect(list.lines(ofText: "aaaa bbbb cccc") == ["aaaa bbbb cccc"])
    #expect(list.frame(ofText: "aaaa bbbb cccc") == rect(65, 94, 70, 12))
  }

  @Test("fixedSize on one axis only")
  func fixedSizeOneAxis() {
    let list = layout(
      Text("aaaa bbbb").font(font10).fixedSize(horizontal: false, vertical: true).frame(
        width: 30, height: 5))
    // Wraps at 30 into two lines, keeping its full 24-point height in a 5-point frame, which
    // centers it: 97.5 + (5 - 24) / 2 = 88.
    #expect(list.frame(ofText: "aaaa bbbb") == rect(90, 88, 20, 24))
  }

  @Test("backgrounds and overlays take the size of the view they modify")
  func backgroundAndOverlay() {
    let list = layout(
      Text("abcd").font(font10)
        .background(Color.red)
        .overlay(alignment: .topTrailing) { Color.blue.frame(width: 4, height: 4) })
    #expect(list.frame(ofColor: .red) == rect(90, 94, 20, 12))
    #expect(list.frame(ofColor: .blue) == rect(106, 94, 4, 4))
    let order = list.flattenedItems.map { item -> String in
      switch item.content {
      case .text: return "text"
      case .shape(let shape): return shape.paint.description
      default: return "other"
      }
    }
    #expect(
      order == [
        Color.red.resolve(in: .light).description, "text",
        Color.blue.resolve(in: .light).description,
      ])
  }

  @Test("a ZStack is as large as its largest child and aligns the others")
  func zStack() {
    let list = layout(
      ZStack(alignment: .bottomLeading) {
        Color.red.frame(width: 60, height: 40)
        Color.blue.frame(width: 20, height: 10)
      })
    #expect(list.frame(ofColor: .red) == rect(70, 80, 60, 40))
    #expect(list.frame(ofColor: .blue) == rect(70, 110, 20, 10))
  }

  @Test("offset moves drawing without moving siblings")
  func offset() {
    let list = layout(
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10).offset(x: 5, y: -3)
        Color.blue.frame(width: 10, height: 10)
      })
    #expect(list.frame(ofColor: .red) == rect(95, 92, 10, 10))
    #expect(list.frame(ofColor: .blue) == rect(100, 95, 10, 10))
  }

  @Test("GeometryReader takes the proposal and builds content from its size")
  func geometryReader() {
    let list = layout(
      GeometryReader { proxy in
        Color.red.frame(width: proxy.size.width / 2, height: 10)
      }.frame(width: 100, height: 60))
    // The reader fills 100 × 60 at (50, 70); content sits at its top-left corner.
    #expect(list.frame(ofColor: .red) == rect(50, 70, 50, 10))
  }

  @Test("a horizontal ScrollView shows its content from the start and clips")
  func scrollView() {
    let list = layout(
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<5) { _ in Color.red.frame(width: 60, height: 20) }
        }
      }.frame(width: 100))
    guard case .group(let group) = list.items.first?.content else {
      Issue.record("expected a clip group")
      return
    }
    #expect(group.clip == .rectangle)
    #expect(list.items.first?.frame == rect(50, 90, 100, 20))
    #expect(list.frames(ofColor: .red).first == rect(50, 90, 60, 20))
    #expect(list.frames(ofColor: .red).count == 5)
  }

  @Test("aspectRatio fit and fill size a resizable view to a ratio")
  func aspectRatio() {
    let fit = layout(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100))
    #expect(fit.frame(ofColor: .red) == rect(50, 75, 100, 50))
    let fill = layout(Color.red.aspectRatio(2, contentMode: .fill).frame(width: 100, height: 100))
    #expect(fill.frame(ofColor: .red) == rect(0, 50, 200, 100))
  }

  @Test("Divider is a hairline across its stack")
  func divider() {
    var environment = EnvironmentValues()
    environment.displayScale = 2
    let vertical = layout(
      VStack(spacing: 0) { Divider() }.frame(width: 100), environment: environment)
    #expect(vertical.items.first?.frame == rect(50, 99.75, 100, 0.5))
    let horizontal = layout(
      HStack(spacing: 0) { Divider() }.frame(height: 40), environment: environment)
    #expect(horizontal.items.first?.frame == rect(99.75, 80, 0.5, 40))
  }
}
