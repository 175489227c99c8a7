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
/// - **Accented** (tinted Home Screen): content becomes a silhouette (its opacity kept, its
///   colour replaced) in the primary tint, or in the accent tint for views marked
///   `widgetAccentable()`. Images follow `widgetAccentedRenderingMode(_:)`: `desaturated` and
///   `accentedDesaturated` map luminance to opacity in the primary or accent tint,
///   `fullColor` keeps the image's colours, `accented` joins the accent group.
///
/// Each treatment is drawn as a layer of its own, in the order primary, accent, full colour,
/// so content of different treatments that overlaps is stacked by treatment rather than by
/// paint order. Luminance is Rec. 709's weighting of the (gamma-encoded) channels, 0.2126 R
/// + 0.7152 G + 0.0722 B. Layers have the target's pixel density, at least 2 pixels a point
/// (vector output gets them as images).
enum RenderingModeCompositor {
  /// How content is drawn in accented mode.
  enum Treatment: CaseIterable {
    /// A silhouette in the primary tint.
    case primary
    /// Luminance as opacity in the primary tint.
    case primaryDesaturated
    /// A silhouette in the accent tint.
    case accent
    /// Luminance as opacity in the accent tint.
    case accentDesaturated
    /// The content's own colours.
    case fullColor
  }

  /// Draws `items` on `cairo` in `mode` with `tint`; full colour draws them as they are.
  static func draw(
    _ items: [DisplayItem], size: CGSize, mode: WidgetRenderingMode, tint: WidgetTint,
    on cairo: OpaquePointer, fonts: FontSystem
  ) throws {
    let bounds = CGRect(origin: .zero, size: size)
    switch mode {
    case .vibrant:
      try drawLayer(
        items, in: bounds, color: tint.primary, luminance: true, on: cairo, fonts: fonts)
    case .accented:
      for treatment in Treatment.allCases {
        let layer = split(items, in: .primary, keeping: treatment)
        switch treatment {
        case .primary, .primaryDesaturated:
          try drawLayer(
            layer, in: bounds, color: tint.primary, luminance: treatment == .primaryDesaturated,
            on: cairo, fonts: fonts)
        case .accent, .accentDesaturated:
          try drawLayer(
            layer, in: bounds, color: tint.accent, luminance: treatment == .accentDesaturated,
            on: cairo, fonts: fonts)
        case .fullColor:
          try DisplayListPainter(cairo: cairo, fonts: fonts).draw(layer)
        }
      }
    default:
      try DisplayListPainter(cairo: cairo, fonts: fonts).draw(items)
    }
  }

  /// The treatment of a group's content, given the treatment around it.
  static func treatment(of group: GroupItem, inside outer: Treatment) -> Treatment {
    switch group.widgetAccentedRenderingMode {
    case .fullColor?: return .fullColor
    case .accented?: return .accent
    case .desaturated?: return .primaryDesaturated
    case .accentedDesaturated?: return .accentDesaturated
    default: break
    }
    switch group.widgetAccentable {
    case true?: return .accent
    case false?: return .primary
    case nil: return outer
    }
  }

  /// The items drawn with `keeping`'s treatment, when those around them have `outer`'s.
  /// Groups keep their clips and effects; groups left empty are dropped.
  static func split(
    _ items: [DisplayItem], in outer: Treatment, keeping: Treatment
  ) -> [DisplayItem] {
    items.compactMap { item in
      guard case .group(var group) = item.content else {
        return outer == keeping ? item : nil
      }
      let inner = treatment(of: group, inside: outer)
      group.children = split(group.children, in: inner, keeping: keeping)
      guard !group.children.isEmpty else { return nil }
      var kept = item
      kept.content = .group(group)
      return kept
    }
  }

  /// Draws `items` in a layer recoloured to `color`: with `luminance`, the content's
  /// luminance times its opacity becomes the opacity; without, its opacity is kept.
  private static func drawLayer(
    _ items: [DisplayItem], in bounds: CGRect, color: ResolvedColor, luminance: Bool,
    on cairo: OpaquePointer, fonts: FontSystem
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
    recolor(surface, to: color, luminance: luminance)
    cairo_save(cairo)
    cairo_scale(cairo, 1 / density, 1 / density)
    cairo_set_source_surface(cairo, surface, 0, 0)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// Replaces every pixel of `surface` (premultiplied ARGB32) by `color` at the pixel's
  /// opacity, times its luminance when `luminance` is set.
  static func recolor(_ surface: OpaquePointer, to color: ResolvedColor, luminance: Bool) {
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
        let level = luminance ? 0.2126 * r + 0.7152 * g + 0.0722 * b : alpha
        let newAlpha = min(level * opacity, 255)
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
