import Foundation
import Testing

@testable import VitrineUI

@MainActor
@Suite("SF Symbols: the icon table")
struct SymbolTableTests {
  /// The names widgets commonly use; each must draw a real icon.
  static let commonNames = [
    "sun.max", "cloud", "cloud.rain", "cloud.sun", "snow", "wind", "thermometer", "heart",
    "heart.fill", "star", "star.fill", "bolt", "battery.100", "wifi", "bell", "calendar", "clock",
    "timer", "alarm", "location", "map", "house", "person", "person.2", "envelope", "phone",
    "message", "paperplane", "cart", "bag", "creditcard", "gift", "flame", "leaf", "drop",
    "figure.walk", "bicycle", "car", "airplane", "tram", "play", "pause", "stop", "forward",
    "backward", "music.note", "headphones", "film", "tv", "book", "bookmark", "newspaper", "photo",
    "camera", "checkmark", "checkmark.circle", "xmark", "plus", "minus", "chevron.left",
    "chevron.right", "chevron.up", "chevron.down", "arrow.up", "arrow.down", "arrow.left",
    "arrow.right", "arrow.clockwise", "magnifyingglass", "gear", "trash", "square.and.arrow.up",
    "ellipsis", "info.circle", "exclamationmark.triangle", "lock", "globe",
  ]

  @Test("every commonly used name is mapped, and the table has well over 120 names")
  func commonNamesMapped() {
    let missing = Self.commonNames.filter { SymbolTable.icon(for: $0) == nil }
    #expect(missing.isEmpty, "unmapped: \(missing)")
    #expect(SymbolTable.names.count >= 120)
    #expect(SymbolTable.names == SymbolTable.names.sorted())
  }

  @Test("outline and filled variants map to Material's outlined and filled twins")
  func variants() {
    #expect(
      SymbolTable.icon(for: "heart") == SymbolIcon(name: "favorite_border", codepoint: 0xE87E))
    #expect(SymbolTable.icon(for: "heart.fill") == SymbolIcon(name: "favorite", codepoint: 0xE87D))
    #expect(SymbolTable.icon(for: "star")?.name == "star_border")
    #expect(SymbolTable.icon(for: "star.fill")?.name == "star")
    #expect(SymbolTable.icon(for: "checkmark.circle")?.name == "check_circle_outline")
    #expect(SymbolTable.icon(for: "checkmark.circle.fill")?.name == "check_circle")
    #expect(SymbolTable.icon(for: "trash")?.name == "delete_outline")
    #expect(SymbolTable.icon(for: "trash.fill")?.name == "delete")
  }

  @Test("every icon is a private-use codepoint, written as one character")
  func codepoints() {
    for name in SymbolTable.names {
      let icon = SymbolTable.icon(for: name)!
      #expect((0xE000...0xF8FF).contains(icon.codepoint), "\(name) → \(icon.name)")
      #expect(icon.text.unicodeScalars.map(\.value) == [icon.codepoint])
    }
    #expect(SymbolTable.fallback.name == "help_center")
    #expect(SymbolTable.fallback.text == "\u{F1C0}")
  }

  @Test("an unknown name draws the fallback glyph and is reported once, in paint order")
  func fallback() {
    let list = layout(
      HStack {
        Image(systemName: "no.such.symbol")
        Image(systemName: "heart.fill")
        Image(systemName: "also.missing")
        Image(systemName: "no.such.symbol")
      })
    let glyphs = list.flattenedItems.compactMap { item -> SymbolGlyph? in
      if case .image(let image) = item.content { return image.symbol }
      return nil
    }
    #expect(glyphs.map(\.icon.name) == ["help_center", "favorite", "help_center", "help_center"])
    #expect(glyphs.map(\.isFallback) == [true, false, true, true])
    #expect(list.unmappedSymbols == ["no.such.symbol", "also.missing"])
    #expect(layout(Image(systemName: "heart")).unmappedSymbols.isEmpty)
  }

  @Test("the dump names the glyph, the fallback and a weight other than regular")
  func dump() {
    let list = layout(
      VStack {
        Image(systemName: "heart")
        Image(systemName: "nope").fontWeight(.bold)
      })
    let dump = list.dump()
    #expect(dump.contains("image symbol heart symbol") && dump.contains("glyph=favorite_border"))
    #expect(dump.contains("glyph=help_center(fallback) bold"))
  }
}

@MainActor
@Suite("SF Symbols: sizes")
struct SymbolSizeTests {
  private func symbolFrame(_ list: DisplayList) -> CGRect? {
    list.flattenedItems.first {
      if case .image = $0.content { return true }
      return false
    }?.frame
  }

  // Sources: the ~18.6-point frame of `Image(systemName:)` at `.body` in reference images
  // recorded on iOS simulators (issue 22); Apple's NSImage.SymbolScale documentation: small
  // is about 20% smaller than medium, large about 30% larger.
  @Test("the side is cap height (0.7 × size) × 1.5625, times 0.8 small and 1.3 large")
  func ruleArithmetic() {
    #expect(abs(SymbolMetrics.capHeight(fontSize: 17) - 11.9) < 1e-9)
    // 17 × 0.7 × 1.5625 = 18.59375, iOS's ~18.6-point body symbol
    #expect(abs(SymbolMetrics.side(fontSize: 17, scale: .medium) - 18.59375) < 1e-9)
    // 18.59375 × 0.8 = 14.875; 18.59375 × 1.3 = 24.171875
    #expect(abs(SymbolMetrics.side(fontSize: 17, scale: .small) - 14.875) < 1e-9)
    #expect(abs(SymbolMetrics.side(fontSize: 17, scale: .large) - 24.171875) < 1e-9)
    // baseline = (side + cap height) / 2 = (10.9375 + 7) / 2 = 8.96875 for 10 points
    #expect(abs(SymbolMetrics.baseline(fontSize: 10, scale: .medium) - 8.96875) < 1e-9)
    // the glyph is set at side × 24 / 20: 18.59375 → 22.3125
    #expect(abs(SymbolMetrics.glyphSize(forSide: 18.59375) - 22.3125) < 1e-9)
    #expect(SymbolMetrics.side(fontSize: -5, scale: .large) == 0)
  }

  @Test("layout sizes a symbol from the font and image scale, without a renderer")
  func sizesPerFontAndScale() {
    let cases: [(Font, Image.Scale, CGFloat)] = [
      (.body, .medium, 18.59375),  // 17 × 0.7 × 1.5625
      (.body, .small, 14.875),  // × 0.8
      (.body, .large, 24.171875),  // × 1.3
      (.caption, .medium, 13.125),  // 12 × 0.7 × 1.5625
      (.largeTitle, .large, 48.34375),  // 34 × 0.7 × 1.5625 × 1.3
      (.system(size: 20), .medium, 21.875),  // 20 × 0.7 × 1.5625
    ]
    for (font, scale, side) in cases {
      let list = layout(Image(systemName: "star.fill").font(font).imageScale(scale))
      let frame = symbolFrame(list)
      // Centred in the 200-point widget.
      #expect(isClose(frame, rect(100 - side / 2, 100 - side / 2, side, side)), "\(font) \(scale)")
    }
    let unstyled = symbolFrame(layout(Image(systemName: "star.fill")))
    #expect(abs((unstyled?.width ?? 0) - 18.59375) < 1e-9)
  }

  @Test("in a first-baseline row a symbol's middle sits on the middle of the capitals")
  func baselineAlignment() throws {
    let list = layout(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Image(systemName: "bolt.fill")
        Text("Hi")
      }.font(font10))
    let text = try #require(list.frame(ofText: "Hi"))
    let symbol = try #require(symbolFrame(list))
    // Text baseline 10 below its top; the symbol's baseline (10.9375 + 7) / 2 = 8.96875 below
    // its top; so the symbol's top is 1.03125 below the text's, its middle 3.5 (half the cap
    // height) above the text's baseline.
    #expect(abs(symbol.minY - text.minY - 1.03125) < 1e-9)
    #expect(abs(symbol.midY - (text.minY + 10 - 3.5)) < 1e-9)
    #expect(abs(symbol.height - 10.9375) < 1e-9)
  }

  @Test("a resizable symbol takes its proposal; the weight follows the font")
  func resizableAndWeight() throws {
    let list = layout(
      Image(systemName: "heart.fill").resizable().frame(width: 50, height: 40)
        .font(.system(size: 10, weight: .heavy)))
    let frame = try #require(symbolFrame(list))
    #expect(frame == rect(75, 80, 50, 40))
    let glyph = list.flattenedItems.compactMap { item -> SymbolGlyph? in
      if case .image(let image) = item.content { return image.symbol }
      return nil
    }.first
    #expect(glyph?.weight == .heavy)
    #expect(glyph?.isFallback == false)
  }

  @Test("rendering modes keep the foreground style; the environment reads back what was set")
  func renderingModes() {
    for mode in [SymbolRenderingMode.monochrome, .hierarchical, .palette, .multicolor] {
      let list = layout(
        Image(systemName: "cloud.sun").symbolRenderingMode(mode).foregroundStyle(.orange))
      let tint = list.flattenedItems.compactMap { item -> Paint? in
        if case .image(let image) = item.content { return image.tint }
        return nil
      }.first
      #expect(tint == .color(Color.orange.resolve(in: .light)))
    }
    var environment = EnvironmentValues()
    #expect(environment.imageScale == .medium && environment.symbolRenderingMode == nil)
    environment.symbolRenderingMode = .hierarchical
    #expect(environment.symbolRenderingMode == .hierarchical)
  }
}

@MainActor
@Suite("SF Symbols: variants")
struct SymbolVariantTests {
  private func glyphNames<V: View>(_ view: V) -> [String] {
    layout(view).flattenedItems.compactMap { item -> String? in
      if case .image(let image) = item.content { return image.symbol?.systemName }
      return nil
    }
  }

  @Test("variant parts are added in SF Symbols' order: slash, shape, fill")
  func names() {
    #expect(SymbolVariants.fill.symbolName(for: "heart") == "heart.fill")
    #expect(SymbolVariants.circle.fill.symbolName(for: "play") == "play.circle.fill")
    #expect(SymbolVariants.fill.circle.symbolName(for: "checkmark") == "checkmark.circle.fill")
    #expect(SymbolVariants.slash.fill.symbolName(for: "bell") == "bell.slash.fill")
    #expect(SymbolVariants.fill.symbolName(for: "person.crop.circle") == "person.crop.circle.fill")
    #expect(SymbolVariants.none.symbolName(for: "heart") == "heart")
    // A name that has the part already is not changed.
    #expect(SymbolVariants.fill.symbolName(for: "heart.fill") == "heart.fill")
  }

  @Test("parts without an icon are dropped, fewest first; nothing mapped keeps the name")
  func fallbacks() {
    // No heart.circle.fill or heart.circle: heart.fill.
    #expect(SymbolVariants.circle.fill.symbolName(for: "heart") == "heart.fill")
    // No square.and.arrow.up.fill: as written.
    #expect(SymbolVariants.fill.symbolName(for: "square.and.arrow.up") == "square.and.arrow.up")
    #expect(SymbolVariants.fill.symbolName(for: "no.such") == "no.such")
  }

  @Test("contains compares every part")
  func contains() {
    #expect(SymbolVariants.circle.fill.contains(.fill))
    #expect(SymbolVariants.circle.fill.contains(.circle))
    #expect(!SymbolVariants.circle.contains(.fill))
    #expect(!SymbolVariants.square.contains(.circle))
    #expect(SymbolVariants.slash.contains(.none))
  }

  @Test(
    "symbolVariant applies to every symbol below it and adds up; none in the environment resets")
  func modifier() {
    let names = glyphNames(
      VStack {
        Image(systemName: "star")
        Image(systemName: "bell").symbolVariant(.slash)
        Image(systemName: "trash").symbolVariant(.none)
        Image(systemName: "heart").environment(\.symbolVariants, .none)
      }.symbolVariant(.fill))
    #expect(names == ["star.fill", "bell.slash.fill", "trash.fill", "heart"])
    #expect(layout(Image(systemName: "nope").symbolVariant(.fill)).unmappedSymbols == ["nope"])
  }
}
