import CVitrinePangoCairo
import Foundation
import VitrineUI

extension FontSystem {
  /// Adds to `list` what `font` asks of the bytes `start..<end` beyond the layout's font:
  /// the run's own font when runs differ, tabular digits, tracking, rise, lines and color.
  func addAttributes(
    for font: ResolvedFont, color: ResolvedColor?, from start: Int, to end: Int,
    differsFromLayout: Bool, in list: OpaquePointer?
  ) {
    func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
      guard let attribute else { return }
      attribute.pointee.start_index = UInt32(clamping: start)
      attribute.pointee.end_index = UInt32(clamping: end)
      pango_attr_list_insert(list, attribute)
    }
    if differsFromLayout { insert(pango_attr_font_desc_new(description(for: font))) }
    if font.usesMonospacedDigits || font.design == .monospaced {
      insert(pango_attr_font_features_new("tnum"))
    }
    if font.tracking != 0, font.tracking.isFinite {
      let points = min(max(font.tracking, -1000), 1000)
      insert(pango_attr_letter_spacing_new(Int32((points * Self.unit).rounded())))
    }
    if font.baselineOffset != 0, font.baselineOffset.isFinite {
      let points = min(max(font.baselineOffset, -1000), 1000)
      insert(pango_attr_rise_new(Int32((points * Self.unit).rounded())))
    }
    func channel(_ value: Double) -> UInt16 {
      UInt16(clamping: Int((min(max(value.isFinite ? value : 0, 0), 1) * 65535).rounded()))
    }
    if font.isUnderlined {
      insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
      if let line = font.underlineColor {
        insert(
          pango_attr_underline_color_new(
            channel(line.red), channel(line.green), channel(line.blue)))
      }
    }
    if font.isStrikethrough {
      insert(pango_attr_strikethrough_new(1))
      if let line = font.strikethroughColor {
        insert(
          pango_attr_strikethrough_color_new(
            channel(line.red), channel(line.green), channel(line.blue)))
      }
    }
    if let color {
      insert(
        pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
      insert(pango_attr_foreground_alpha_new(max(channel(color.opacity), 1)))
    }
  }
}
