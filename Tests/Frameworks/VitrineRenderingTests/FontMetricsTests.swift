import CVitrinePangoCairo
import Foundation
import Testing
import VitrineUI

@testable import VitrineRendering

/// A font's ascent and descent are read from its face's extents, not through
/// `pango_font_get_metrics` (which lays out a sample sentence in a context of its own, a
/// fontconfig match and a thread per font): the figures must be Pango's own all the same.
@Suite("Font metrics")
struct FontMetricsTests {
  let fonts = renderer.fonts

  @Test(
    "ascent and descent equal pango_font_get_metrics for each size, weight and style",
    arguments: [
      ResolvedFont(size: 17), ResolvedFont(size: 11, weight: .semibold),
      ResolvedFont(size: 9.5, weight: .bold, isItalic: true),
      ResolvedFont(size: 34, weight: .heavy),
      ResolvedFont(size: 100, weight: .ultraLight), ResolvedFont(size: 0.5),
    ])
  func samePangoMetrics(font: ResolvedFont) throws {
    let (ours, pango) = try fonts.withLock { engine in
      let ours = engine.metrics(font)
      let loaded = try #require(
        pango_font_map_load_font(fonts.fontMap, fonts.context, fonts.description(for: font)))
      defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
      let metrics = try #require(pango_font_get_metrics(loaded, nil))
      defer { pango_font_metrics_unref(metrics) }
      return (
        ours,
        FontMetrics(
          ascent: CGFloat(pango_font_metrics_get_ascent(metrics)) / FontSystem.unit,
          descent: CGFloat(pango_font_metrics_get_descent(metrics)) / FontSystem.unit)
      )
    }
    #expect(ours == pango, "\(font)")
    // Inter's ascender and descender are 1984 and 494 of its 2048 units per em (0.96875 and
    // 0.2412 em), within a thousandth of an em once Pango and HarfBuzz have scaled them.
    #expect(abs(ours.ascent - font.size * 1984 / 2048) <= font.size / 1000, "\(font)")
    #expect(abs(ours.descent - font.size * 494 / 2048) <= font.size / 1000, "\(font)")
  }
}
