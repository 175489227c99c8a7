import Foundation
import Testing
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

@MainActor
@Suite("Renderer")
struct RendererTests {
  @Test(
    "scales 1, 2 and 3 give pixel sizes of points × scale; 4 is refused", arguments: [1.0, 2, 3])
  func scales(scale: Double) throws {
    let image = try renderer.rasterize(
      list(158, 72, [fill(CGRect(x: 0, y: 0, width: 10, height: 10), red)]),
      options: RenderOptions(scale: scale))
    #expect(image.width == Int(158 * scale) && image.height == Int(72 * scale))
    #expect(image.color(x: Int(5 * scale), y: Int(5 * scale)) == RGBA8(red: 255, green: 0, blue: 0))
    #expect(image.color(x: Int(20 * scale), y: Int(5 * scale)).alpha == 0)
  }

  @Test("an unsupported scale is an error")
  func badScale() {
    #expect(throws: RenderError.unsupportedScale(4)) {
      try renderer.rasterize(list(10, 10, []), options: RenderOptions(scale: 4))
    }
  }

  @Test("the same view renders to the same bytes, also drawn from many threads")
  func deterministic() async throws {
    @Sendable func makeView() -> some View {
      VStack {
        Text("Привет, мир 👋🇫🇷").font(.system(size: 15, weight: .semibold))
        ProgressView(value: 0.3)
      }
    }
    let view = makeView()
    let target = WidgetRenderTarget(family: .systemSmall, scale: 2)
    let first = try renderer.render(view, target: target, as: .png)
    let pdf = try renderer.render(view, target: target, as: .pdf)
    try await withThrowingTaskGroup(of: (Data, Data).self) { group in
      for _ in 0..<8 {
        group.addTask {
          // Views are laid out on the main actor; their display lists are drawn here, on the
          // task group's threads at once.
          let list = await MainActor.run { renderer.displayList(for: makeView(), target: target) }
          return (
            try renderer.render(list, as: .png, options: target.renderOptions),
            try renderer.render(list, as: .pdf, options: target.renderOptions)
          )
        }
      }
      for try await (png, samePDF) in group {
        #expect(png == first)
        #expect(samePDF == pdf)
      }
    }
  }

  @Test("a render to PNG is its rasterized pixels encoded, whatever was rendered before it")
  func pngFromKeptBuffer() throws {
    // A large list leaves red in the kept pixel buffer; the smaller list drawn after it
    // into the same buffer must find it transparent again.
    let large = list(300, 200, [fill(CGRect(x: 0, y: 0, width: 300, height: 200), red)])
    let small = list(120, 80, [fill(CGRect(x: 10, y: 10, width: 20, height: 20), blue)])
    let options = RenderOptions(scale: 2)
    for displayList in [large, small, large, small] {
      let png = try renderer.render(displayList, as: .png, options: options)
      #expect(png == (try PNGEncoder.encode(renderer.rasterize(displayList, options: options))))
    }
    let corner = try RasterImage.decodePNG(renderer.render(small, as: .png, options: options))
    #expect(corner.color(x: 100, y: 100).alpha == 0)
  }

  @Test("text is drawn inside the frame layout gave it")
  func textInkInsideFrame() throws {
    let target = WidgetRenderTarget(
      family: .systemSmall, scale: 2, size: CGSize(width: 200, height: 60))
    let view = Text("Widget Ёж").font(.system(size: 20, weight: .bold))
    let displayList = renderer.displayList(for: view, target: target)
    guard case .text(let text)? = displayList.items.first?.content else {
      Issue.record("expected a text item")
      return
    }
    let frame = try #require(displayList.items.first?.frame)
    let image = try renderer.rasterize(displayList, options: RenderOptions(scale: 2))
    let ink = try #require(image.inkBounds)
    #expect(Double(ink.minX) >= frame.minX * 2 - 2 && Double(ink.maxX) <= frame.maxX * 2 + 2)
    #expect(Double(ink.minY) >= frame.minY * 2 - 2 && Double(ink.maxY) <= frame.maxY * 2 + 2)
    #expect(text.layout.lines.count == 1)
  }

  @Test("emoji are drawn in color from Noto Color Emoji")
  func emojiInColor() throws {
    let view = Text("🇫🇷🍓").font(.system(size: 30))
    let image = try renderer.rasterize(
      renderer.displayList(
        for: view, target: WidgetRenderTarget(size: CGSize(width: 100, height: 50))),
      options: RenderOptions(scale: 1))
    #expect(image.hasSaturatedPixels)
    let grey = try renderer.rasterize(
      renderer.displayList(
        for: Text("FR").font(.system(size: 30)),
        target: WidgetRenderTarget(size: CGSize(width: 100, height: 50))),
      options: RenderOptions(scale: 1))
    #expect(!grey.hasSaturatedPixels)
  }

  @Test("home-screen widgets get rounded corners and the system background")
  func homeScreenChrome() throws {
    let target = WidgetRenderTarget(family: .systemSmall, colorScheme: .dark, scale: 1)
    let image = try renderer.rasterize(Color.clear, target: target)
    #expect(image.color(x: 0, y: 0).alpha == 0)
    #expect(image.color(x: 79, y: 79) == RGBA8(red: 28, green: 28, blue: 30))
    let lockScreen = try renderer.rasterize(
      Color.clear.containerBackground(Color.red, for: .widget),
      target: WidgetRenderTarget(family: .accessoryRectangular, scale: 1))
    // The Lock Screen removes the container background: the wallpaper shows, not the red
    // (each channel within one level of the wallpaper's, as Cairo rounds through 16 bits).
    let shown = lockScreen.color(x: 80, y: 36)
    let wallpaper = WidgetTint.defaultWallpaper
    for (channel, value) in [
      (shown.red, wallpaper.red), (shown.green, wallpaper.green), (shown.blue, wallpaper.blue),
    ] {
      #expect(abs(Double(channel) - value * 255) <= 1)
    }
  }

  @Test("the container background fills the widget behind its content margins")
  func containerBackground() throws {
    let view = Rectangle().fill(Color.blue).containerBackground(Color.red, for: .widget)
    let image = try renderer.rasterize(
      view, target: WidgetRenderTarget(family: .systemSmall, scale: 1))
    #expect(image.color(x: 8, y: 79) == RGBA8(red: 255, green: 59, blue: 48))
    #expect(image.color(x: 79, y: 79).blue > 200)
  }

  @Test("a progress bar fills its fraction in the tint, the rest in the track")
  func progress() throws {
    let item = DisplayItem(
      frame: CGRect(x: 0, y: 0, width: 100, height: 10),
      content: .progress(ProgressItem(fraction: 0.25, tint: red, track: blue)))
    let image = try renderer.rasterize(list(100, 10, [item]), options: RenderOptions(scale: 1))
    #expect(image.color(x: 12, y: 5) == RGBA8(red: 255, green: 0, blue: 0))
    #expect(image.color(x: 60, y: 5) == RGBA8(red: 0, green: 0, blue: 255))
  }

  @Test("a gradient runs from its start color to its end color")
  func gradient() throws {
    let paint = Paint.linearGradient(
      ResolvedLinearGradient(
        stops: [.init(color: red, location: 0), .init(color: blue, location: 1)],
        startPoint: UnitPoint(x: 0, y: 0.5), endPoint: UnitPoint(x: 1, y: 0.5)))
    let item = DisplayItem(
      frame: CGRect(x: 0, y: 0, width: 100, height: 4),
      content: .shape(ShapeItem(outline: .rectangle, paint: paint)))
    let image = try renderer.rasterize(list(100, 4, [item]), options: RenderOptions(scale: 1))
    #expect(image.color(x: 0, y: 2).red > 245 && image.color(x: 0, y: 2).blue < 10)
    #expect(image.color(x: 99, y: 2).blue > 245 && image.color(x: 99, y: 2).red < 10)
  }

  @Test("clipping to a capsule or rounded rectangle leaves the corners empty")
  func clipping() throws {
    for outline in [
      ShapeOutline.capsule(style: .circular),
      .roundedRectangle(cornerRadius: 10, style: .continuous),
    ] {
      let group = DisplayItem(
        frame: CGRect(x: 0, y: 0, width: 60, height: 30),
        content: .group(
          GroupItem(clip: outline, children: [fill(CGRect(x: 0, y: 0, width: 60, height: 30), red)])
        ))
      let image = try renderer.rasterize(list(60, 30, [group]), options: RenderOptions(scale: 1))
      #expect(image.color(x: 0, y: 0).alpha == 0, "\(outline)")
      #expect(image.color(x: 30, y: 15) == RGBA8(red: 255, green: 0, blue: 0))
    }
  }

  @Test("a stroke draws the outline, not the inside")
  func stroke() throws {
    let item = DisplayItem(
      frame: CGRect(x: 5, y: 5, width: 40, height: 40),
      content: .shape(
        ShapeItem(outline: .rectangle, paint: .color(black), stroke: StrokeStyle(lineWidth: 2))))
    let image = try renderer.rasterize(list(50, 50, [item]), options: RenderOptions(scale: 1))
    #expect(image.color(x: 5, y: 25).alpha == 255)
    #expect(image.color(x: 25, y: 25).alpha == 0)
  }

  @Test("a placeholder is drawn as rounded bars in the text's place")
  func placeholder() throws {
    let view = Text("Hidden until loaded").font(.system(size: 20)).redacted(reason: .placeholder)
    let target = WidgetRenderTarget(scale: 1, size: CGSize(width: 240, height: 40))
    let displayList = renderer.displayList(for: view, target: target)
    guard case .placeholder(let bars)? = displayList.items.first?.content else {
      Issue.record("expected a placeholder, got \(displayList.dump())")
      return
    }
    let image = try renderer.rasterize(displayList, options: RenderOptions(scale: 1))
    let bar = try #require(bars.rects.first)
    let middle = image.color(x: Int(bar.midX), y: Int(bar.midY))
    #expect(middle.alpha > 0)
    #expect(image.color(x: Int(bar.minX), y: Int(bar.minY)).alpha == 0)  // a rounded corner
  }

  @Test("SVG and PDF are written in points")
  func vectorFormats() throws {
    let view = Text("Vitrine 🇫🇷").font(.system(size: 17, weight: .medium))
    let target = WidgetRenderTarget(family: .systemSmall)
    let svg = String(decoding: try renderer.render(view, target: target, as: .svg), as: UTF8.self)
    #expect(svg.contains("<svg") && svg.contains("width=\"158pt\""))
    let pdf = try renderer.render(view, target: target, as: .pdf)
    #expect(pdf.prefix(5) == Data("%PDF-".utf8))
    #expect(String(decoding: pdf, as: UTF8.self).contains("Inter-Medium"))
  }
}
