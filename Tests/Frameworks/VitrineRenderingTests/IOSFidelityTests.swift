import Foundation
import Testing
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

/// Where Vitrine's pictures used to differ from iOS's, each checked against Apple's figure.
@MainActor
@Suite("iOS fidelity: line height, text spacing, corners, backgrounds, the Lock Screen")
struct IOSFidelityTests {
  let measurer = renderer.textMeasurer

  private func lines(_ size: CGFloat, _ string: String, width: CGFloat) -> TextLayout {
    measurer.layout(
      TextLayoutRequest(string: string, font: ResolvedFont(size: size), width: width))
  }

  // Source: Apple's Human Interface Guidelines, Typography, iOS Dynamic Type sizes (Large):
  // caption 1 is 12 points on 16-point lines, footnote 13 on 18, body 17 on 22, title 1 28 on
  // 34; iOS reference images put two-line 12-point text's baselines ~15.9 points apart.
  @Test(
    "wrapped system text has iOS's line height: 12 → 16, 13 → 18, 17 → 22, 28 → 34",
    arguments: [(12.0, 16.0), (13, 18), (17, 22), (28, 34)])
  func lineHeight(size: Double, expected: Double) {
    #expect(abs(SystemLineHeight.lineHeight(forSize: size) - expected) < 1e-9)
    let layout = lines(size, "Wrapped across two lines", width: size * 5)
    #expect(layout.lines.count >= 2)
    let step = layout.lines[1].origin.y - layout.lines[0].origin.y
    #expect(abs(step - expected) < 0.001, "\(step)")
    // No leading after the last line: n lines are n steps less one leading high.
    let count = CGFloat(layout.lines.count)
    #expect(abs(layout.size.height - (count * expected - layout.leading)) < 0.001)
  }

  @Test("between table entries the line height is interpolated; app fonts keep their own")
  func interpolatedAndCustom() {
    // 12.5 points: halfway between 16 and 18.
    #expect(abs(SystemLineHeight.lineHeight(forSize: 12.5) - 17) < 1e-9)
    // 10 points: below the table, caption 2's 13/11 ratio: 130/11.
    #expect(abs(SystemLineHeight.lineHeight(forSize: 10) - 130.0 / 11) < 1e-9)
    var custom = ResolvedFont(size: 12)
    custom.customName = "Brand"
    #expect(SystemLineHeight.leading(for: custom, natural: 14.5) == 0)
    // The system font at 12 points: 16 less Inter's 14.5 of ascent and descent.
    #expect(abs(SystemLineHeight.leading(for: ResolvedFont(size: 12), natural: 14.5) - 1.5) < 1e-9)
  }

  @Test("lineSpacing adds to iOS's line height")
  func lineSpacing() throws {
    let view = Text("Wrapped across two lines").font(.system(size: 12)).lineSpacing(4)
      .frame(width: 60)
    let list = renderer.displayList(
      for: view,
      target: WidgetRenderTarget(
        scale: 1, contentMarginsDisabled: true, size: CGSize(width: 100, height: 100)))
    let text = try #require(
      list.items.compactMap { item -> TextItem? in
        if case .text(let text) = item.content { return text }
        return nil
      }.first)
    // 16 (iOS's 12-point line) + 4 of line spacing.
    #expect(abs(text.layout.lines[1].origin.y - text.layout.lines[0].origin.y - 20) < 0.001)
  }

  // Source: issue 22's comparison with iOS reference images: two texts in a VStack with
  // default spacing are ~0–2 points apart on iOS, the lower text's leading, so their
  // baselines are a line height apart as in one paragraph.
  @Test("two caption texts in a VStack have baselines 16 apart, as two lines of one text")
  func textToTextInVStack() {
    let view = VStack(alignment: .leading) {
      Text("Title").font(.caption)
      Text("Subtitle").font(.caption)
    }
    let list = renderer.displayList(
      for: view,
      target: WidgetRenderTarget(
        scale: 1, contentMarginsDisabled: true, size: CGSize(width: 200, height: 200)))
    let frames = list.items.compactMap { item -> (CGRect, TextItem)? in
      if case .text(let text) = item.content { return (item.frame, text) }
      return nil
    }
    #expect(frames.count == 2)
    guard frames.count == 2 else { return }
    let first = frames[0].0.minY + frames[0].1.layout.firstBaseline
    let second = frames[1].0.minY + frames[1].1.layout.firstBaseline
    #expect(abs(second - first - 16) < 0.001, "\(second - first)")
    // The gap between the frames is the leading: 16 less one line's ascent and descent.
    let gap = frames[1].0.minY - frames[0].0.maxY
    #expect(gap > 0 && gap < 2, "\(gap)")
  }

  // Source: issue 22: `RoundedRectangle(cornerRadius: 48)` on a 29-point-high view is a
  // capsule on iOS.
  @Test("a corner radius over half the short side draws a capsule")
  func capsuleClamp() throws {
    let image = try plain(
      RoundedRectangle(cornerRadius: 48).fill(Color.red).frame(width: 100, height: 29), 100, 29)
    // A capsule of radius 14.5: (3.5, 3.5) is 15.6 from the end's centre (14.5, 14.5), out;
    // the old 9.5-point corners held it.
    #expect(image.color(x: 3, y: 3).alpha == 0)
    // (6.5, 6.5) is 11.3 from it: in.
    #expect(image.color(x: 6, y: 6).alpha == 255)
    // The middle of the left end is filled, the ends are round: (0.5, 14.5) in.
    #expect(image.color(x: 0, y: 14).alpha > 200)
  }

  // Sources: Xcode's widget template (`.containerBackground(.fill.tertiary, for: .widget)`);
  // UIKit's tertiarySystemFill (118, 118, 128) at 12% (light) and 24% (dark) alpha; the
  // system background behind widgets, white and #1C1C1E.
  @Test(
    "the template's translucent container background renders opaque in light and dark",
    arguments: [ColorScheme.light, .dark])
  func opaqueTemplateBackground(scheme: ColorScheme) throws {
    let view = Text("Hello").containerBackground(.fill.tertiary, for: .widget)
    let target = WidgetRenderTarget(family: .systemSmall, colorScheme: scheme, scale: 1)
    let image = try renderer.rasterize(view, target: target)
    // Away from the rounded corners every pixel is opaque.
    for (x, y) in [(2, 80), (80, 2), (80, 155), (155, 80), (30, 30)] {
      #expect(image.color(x: x, y: y).alpha == 255, "\(scheme) \(x),\(y)")
    }
    let pixel = image.color(x: 30, y: 30)
    // Light: 255 + (118 − 255) × 0.12 ≈ 239 (red), 255 + (128 − 255) × 0.12 ≈ 240 (blue);
    // dark: 28 + (118 − 28) × 0.24 ≈ 50, 30 + (128 − 30) × 0.24 ≈ 54.
    let (red, blue): (Int, Int) = scheme == .light ? (239, 240) : (50, 54)
    #expect(abs(Int(pixel.red) - red) <= 2 && abs(Int(pixel.blue) - blue) <= 2, "\(pixel)")
  }

  // Source: Apple's WidgetKit documentation for accessoryCircular ("a circular widget") and
  // the Lock Screen, where circular widgets are round.
  @Test("accessoryCircular is round: the corners of its square are empty")
  func circularIsRound() throws {
    let view = ZStack {
      AccessoryWidgetBackground()
      Text("12")
    }
    let target = WidgetRenderTarget(family: .accessoryCircular, scale: 1)
    let image = try renderer.rasterize(view, target: target)
    let side = image.width
    #expect(image.color(x: 0, y: 0).alpha == 0)
    #expect(image.color(x: side - 1, y: side - 1).alpha == 0)
    #expect(image.color(x: side / 2, y: 2).alpha == 255)
    #expect(image.color(x: side / 2, y: side / 2).alpha == 255)
  }

  // Sources: Apple's Human Interface Guidelines (Widgets: 16-point margins around a widget's
  // content on iPhone); WidgetKit centers a widget's view in the area inside the margins, and
  // the Home Screen clips the widget to its rounded shape.
  @Test("content taller than the family overflows its margins evenly and is clipped")
  func overflowIsClipped() throws {
    let rows = VStack(spacing: 0) {
      ForEach(0..<12) { _ in
        Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 20)
      }
    }
    let target = WidgetRenderTarget(family: .systemSmall, scale: 1)
    #expect(target.environment.widgetContentMargins == EdgeInsets(.all, 16))
    let list = renderer.displayList(for: rows, target: target)
    // 240 high, centered on the 158-point widget's middle (79): from −41 to 199.
    func frames(_ items: [DisplayItem]) -> [CGRect] {
      items.flatMap { item -> [CGRect] in
        if case .group(let group) = item.content { return [item.frame] + frames(group.children) }
        return [item.frame]
      }
    }
    let top = try #require(frames(list.items).map(\.minY).min())
    #expect(abs(top - (79 - 120)) < 0.001, "\(top)")
    let image = try renderer.rasterize(rows, target: target)
    #expect(image.width == 158 && image.height == 158)
    // Red reaches the widget's top and bottom edges, and the rounded corners clip nothing
    // but the corners: the middle column is red at both edges.
    #expect(image.color(x: 79, y: 0).red > 200 && image.color(x: 79, y: 157).red > 200)
    #expect(image.color(x: 0, y: 0).alpha == 0)
  }
}
