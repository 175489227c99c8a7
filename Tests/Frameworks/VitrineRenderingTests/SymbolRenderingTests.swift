import Foundation
import Testing
import VitrineUI

@testable import VitrineRendering

@MainActor
@Suite("SF Symbols drawn with the icon font")
struct SymbolRenderingTests {
  let fonts = renderer.fonts

  /// `view` in a `width` × `height` widget, rendered at scale 2.
  func render<V: View>(
    _ view: V, width: CGFloat = 100, height: CGFloat = 100
  ) throws -> (
    DisplayList, RasterImage
  ) {
    let target = WidgetRenderTarget(
      family: .systemSmall, scale: 2, size: CGSize(width: width, height: height))
    let list = renderer.displayList(for: view, target: target)
    return (list, try renderer.rasterize(list, options: RenderOptions(scale: 2)))
  }

  /// How many pixels are at least half opaque.
  func inkedPixels(_ image: RasterImage) -> Int {
    image.pixels.filter { $0 >> 24 >= 128 }.count
  }

  @Test("every mapped icon is in the font: one em wide, its em square above the baseline")
  func everyGlyphPresent() {
    let icons = SymbolTable.names.compactMap(SymbolTable.icon(for:)) + [SymbolTable.fallback]
    fonts.withLock { engine in
      for icon in icons {
        let line = engine.symbol(icon, size: 24, weight: .regular)
        #expect(engine.unknownGlyphs(line) == 0, "\(icon.name) is not in the font")
        // Material icons are 24 × 24 design units: a 24-point glyph advances 24 points and
        // its em square spans the 24 points above the baseline.
        #expect(abs(line.width - 24) < 0.001, "\(icon.name) advances \(line.width)")
        #expect(abs(line.baseline - 24) < 0.001, "\(icon.name) baseline \(line.baseline)")
        let ink = engine.inkExtents(line)
        #expect(ink.width > 0 && ink.height > 0, "\(icon.name) draws nothing")
        // The ink stays inside the em square.
        #expect(ink.minX >= -0.01 && ink.maxX <= 24.01 && ink.minY >= -0.01 && ink.maxY <= 24.01)
      }
    }
  }

  @Test("the frame layout sizes is what the glyph's live area fills")
  func measurerAgreesWithLayout() {
    for (fontSize, scale) in [(17.0, Image.Scale.medium), (12, .small), (34, .large)] {
      let side = SymbolMetrics.side(fontSize: fontSize, scale: scale)
      let size = SymbolMetrics.glyphSize(forSide: side)
      fonts.withLock { engine in
        // circle.fill is a disc on the 20-unit live area: its ink is the frame.
        let line = engine.symbol(
          SymbolTable.icon(for: "circle.fill")!, size: size, weight: .regular)
        let ink = engine.inkExtents(line)
        // (The disc's outline is drawn within half a percent of the live area.)
        let tolerance = side * 0.005
        #expect(abs(ink.width - side) < tolerance, "\(fontSize) \(scale): \(ink.width) vs \(side)")
        #expect(abs(ink.height - side) < tolerance)
        // Centred: the empty edge is (size − side) / 2 on each side.
        #expect(abs(ink.minX - (size - side) / 2) < tolerance)
        #expect(abs(ink.minY - (size - side) / 2) < tolerance)
      }
    }
  }

  @Test("a symbol is drawn inside its frame, in its foreground style")
  func drawnInFrameAndColor() throws {
    let (list, image) = try render(
      Image(systemName: "circle.fill").font(.system(size: 30)).foregroundStyle(.red))
    let frame = try #require(list.items.first?.frame)
    // 30 × 0.7 × 1.5625 = 32.8125 points, centred: 33.59...66.41, so 67.2...132.8 pixels,
    // give or take a pixel of antialiasing.
    #expect(abs(frame.width - 32.8125) < 1e-9)
    let ink = try #require(image.inkBounds)
    #expect(ink.minX >= 66 && ink.maxX <= 134 && ink.minY >= 66 && ink.maxY <= 134)
    #expect(ink.maxX - ink.minX >= 63)
    let center = image.color(x: 100, y: 100)
    #expect(center.red > 200 && center.green < 80 && center.blue < 80 && center.alpha == 255)
  }

  @Test("an unknown name draws the question-mark fallback, not a dot and not nothing")
  func fallbackDrawn() throws {
    let (list, unknown) = try render(Image(systemName: "no.such.symbol").font(.title))
    let (_, other) = try render(Image(systemName: "another.unknown").font(.title))
    let (_, heart) = try render(Image(systemName: "heart.fill").font(.title))
    #expect(list.unmappedSymbols == ["no.such.symbol"])
    #expect(inkedPixels(unknown) > 300)
    #expect(unknown == other)
    #expect(unknown != heart)
  }

  @Test("semibold and heavier symbols are emboldened; the scale sets the size")
  func weightAndScale() throws {
    let (_, regular) = try render(Image(systemName: "heart").font(.system(size: 30)))
    let (_, bold) = try render(
      Image(systemName: "heart").font(.system(size: 30, weight: .bold)))
    let (_, light) = try render(
      Image(systemName: "heart").font(.system(size: 30, weight: .light)))
    #expect(inkedPixels(bold) > inkedPixels(regular) * 11 / 10)
    #expect(light == regular)
    var heights: [Int] = []
    for scale in Image.Scale.allCases {
      let (_, image) = try render(
        Image(systemName: "circle.fill").font(.system(size: 20)).imageScale(scale))
      let ink = try #require(image.inkBounds)
      heights.append(ink.maxY - ink.minY + 1)
    }
    // 20 × 0.7 × 1.5625 = 21.875 points medium: 43.75 pixels; small (0.8) 35; large (1.3)
    // 56.875.
    #expect(abs(Double(heights[0]) - 35) <= 2)
    #expect(abs(Double(heights[1]) - 43.75) <= 2)
    #expect(abs(Double(heights[2]) - 56.875) <= 2)
  }

  @Test("symbols are drawn as glyph outlines in SVG and PDF too")
  func vectorOutput() throws {
    let (list, _) = try render(Image(systemName: "heart.fill").font(.title).foregroundStyle(.red))
    let (empty, _) = try render(Color.clear)
    let svg = try renderer.render(list, as: .svg)
    let blank = try renderer.render(empty, as: .svg)
    let text = String(decoding: svg, as: UTF8.self)
    #expect(text.hasPrefix("<?xml"))
    // Cairo writes each glyph as a symbol with a `glyph` id; the blank widget has none.
    #expect(text.contains("id=\"glyph"))
    #expect(!String(decoding: blank, as: UTF8.self).contains("id=\"glyph"))
    let pdf = try renderer.render(list, as: .pdf)
    #expect(Array(pdf.prefix(4)) == Array("%PDF".utf8))
  }
}
