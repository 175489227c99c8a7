import CVitrinePangoCairo
import Foundation
import VitrineUI

/// Draws a widget's items in a rendering mode other than full colour, as iOS does.
///
/// - **Vibrant** (Lock Screen): the content is drawn into a layer of its own, desaturated,
///   and its luminance becomes opacity — white is opaque, black transparent — in the tint's
///   primary colour. The result lies over the wallpaper, so dark parts of the design show the
///   wallpaper and light parts glow; ``AccessoryWidgetBackground`` (a faint white) becomes a
///   translucent plate.
/// - **Accented** (tinted Home Screen): the same mapping in two layers: views marked
///   `widgetAccentable()` in the accent colour, everything else in the primary colour.
///
/// Luminance is Rec. 709's weighting of the (gamma-encoded) channels, 0.2126 R + 0.7152 G +
/// 0.0722 B. The layer has the target's pixel density (at least 2 pixels a point for vector
/// output, which gets the layer as an image).
enum RenderingModeCompositor {
  /// Draws `items` on `cairo` in `mode` with `tint`; full colour draws them as they are.
  static func draw(
    _ items: [DisplayItem], size: CGSize, mode: WidgetRenderingMode, tint: WidgetTint,
    on cairo: OpaquePointer, fonts: FontSystem
  ) throws {
    let bounds = CGRect(origin: .zero, size: size)
    switch mode {
    case .vibrant:
      try drawTinted(items, in: bounds, color: tint.primary, on: cairo, fonts: fonts)
    case .accented:
      let base = split(items, inAccentGroup: false, keeping: false)
      let accent = split(items, inAccentGroup: false, keeping: true)
      try drawTinted(base, in: bounds, color: tint.primary, on: cairo, fonts: fonts)
      try drawTinted(accent, in: bounds, color: tint.accent, on: cairo, fonts: fonts)
    default:
      try DisplayListPainter(cairo: cairo, fonts: fonts).draw(items)
    }
  }

  /// The items of one group: `keeping` true keeps what is in the accent group, false what is
  /// not. Groups keep their clips and effects; groups left empty are dropped.
  static func split(
    _ items: [DisplayItem], inAccentGroup: Bool, keeping: Bool
  ) -> [DisplayItem] {
    items.compactMap { item in
      guard case .group(var group) = item.content else {
        return inAccentGroup == keeping ? item : nil
      }
      let inner = group.widgetAccentable ?? inAccentGroup
      group.children = split(group.children, inAccentGroup: inner, keeping: keeping)
      guard !group.children.isEmpty else { return nil }
      var kept = item
      kept.content = .group(group)
      return kept
    }
  }

  private static func drawTinted(
    _ items: [DisplayItem], in bounds: CGRect, color: ResolvedColor, on cairo: OpaquePointer,
    fonts: FontSystem
  ) throws {
    guard !items.isEmpty else { return }
    var dx = 1.0
    var dy = 0.0
    cairo_user_to_device_distance(cairo, &dx, &dy)
    let density = max(hypot(dx, dy), 2)
    let width = Int((bounds.width * density).rounded(.up))
    let height = Int((bounds.height * density).rounded(.up))
    guard width > 0, height > 0, width <= 8192, height <= 8192,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return try DisplayListPainter(cairo: cairo, fonts: fonts).draw(items) }
    defer { cairo_surface_destroy(surface) }
    let layer = cairo_create(surface)!
    cairo_scale(layer, density, density)
    do {
      try DisplayListPainter(cairo: layer, fonts: fonts).draw(items)
    } catch {
      cairo_destroy(layer)
      throw error
    }
    cairo_destroy(layer)
    mapLuminanceToAlpha(surface, color: color)
    cairo_save(cairo)
    cairo_scale(cairo, 1 / density, 1 / density)
    cairo_set_source_surface(cairo, surface, 0, 0)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// Replaces every pixel of `surface` (premultiplied ARGB32) by `color` at the pixel's
  /// opacity times its luminance.
  static func mapLuminanceToAlpha(_ surface: OpaquePointer, color: ResolvedColor) {
    cairo_surface_flush(surface)
    guard let base = cairo_image_surface_get_data(surface) else { return }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let red = min(max(color.red, 0), 1)
    let green = min(max(color.green, 0), 1)
    let blue = min(max(color.blue, 0), 1)
    let opacity = min(max(color.opacity, 0), 1)
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(base + y * stride).bindMemory(
        to: UInt32.self, capacity: width)
      for x in 0..<width {
        let pixel = row[x]
        let alpha = Double(pixel >> 24)
        guard alpha > 0 else { continue }
        // Premultiplied channels over alpha give the colour; luminance × alpha is then the
        // premultiplied luminance itself.
        let r = Double((pixel >> 16) & 0xFF)
        let g = Double((pixel >> 8) & 0xFF)
        let b = Double(pixel & 0xFF)
        let newAlpha = min((0.2126 * r + 0.7152 * g + 0.0722 * b) * opacity, 255)
        let a = UInt32(newAlpha.rounded())
        let pr = UInt32((red * newAlpha).rounded())
        let pg = UInt32((green * newAlpha).rounded())
        let pb = UInt32((blue * newAlpha).rounded())
        row[x] = a << 24 | pr << 16 | pg << 8 | pb
      }
    }
    cairo_surface_mark_dirty(surface)
  }
}
