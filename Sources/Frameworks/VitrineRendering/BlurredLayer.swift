import CVitrinePangoCairo
import Foundation
import VitrineUI

/// Items drawn into a pixel layer of their own and blurred, for `blur(radius:)` and the soft
/// edge of `shadow(color:radius:x:y:)`.
///
/// The layer covers the items' frame grown by three blur radii, at the target's pixel
/// density, and is blurred with three box blurs in each direction, which approximate a
/// Gaussian whose standard deviation is half the radius.
struct BlurredLayer {
  /// The layer's pixels (premultiplied ARGB32), owned by this value's creator.
  let surface: OpaquePointer
  /// Where the layer's top-left corner is, in user space.
  let origin: CGPoint
  /// Pixels per user-space point.
  let scale: Double

  /// Draws `draw` into a layer around `frame` and blurs it by `radius` points; `nil` when the
  /// layer would be empty or larger than 4096 pixels a side.
  static func make(
    around frame: CGRect, radius: Double, on cairo: OpaquePointer,
    draw: (OpaquePointer) throws -> Void
  ) throws -> BlurredLayer? {
    var dx = 1.0
    var dy = 0.0
    cairo_user_to_device_distance(cairo, &dx, &dy)
    let scale = max(hypot(dx, dy), 0.01)
    let margin = radius * 3
    let area = frame.insetBy(dx: -margin, dy: -margin)
    let width = Int((area.width * scale).rounded(.up))
    let height = Int((area.height * scale).rounded(.up))
    guard width > 0, height > 0, width <= 4096, height <= 4096 else { return nil }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return nil }
    let layer = cairo_create(surface)!
    cairo_scale(layer, scale, scale)
    cairo_translate(layer, -area.minX, -area.minY)
    do {
      try draw(layer)
    } catch {
      cairo_destroy(layer)
      cairo_surface_destroy(surface)
      throw error
    }
    cairo_destroy(layer)
    cairo_surface_flush(surface)
    boxBlur(surface, width: width, height: height, sigma: radius / 2 * scale)
    cairo_surface_mark_dirty(surface)
    return BlurredLayer(surface: surface, origin: area.origin, scale: scale)
  }

  /// Paints the layer moved by `offset`: as it is, or, given a colour, as that colour through
  /// the layer's alpha (a shadow).
  func paint(on cairo: OpaquePointer, offset: CGSize = .zero, color: ResolvedColor? = nil) {
    cairo_save(cairo)
    cairo_translate(cairo, origin.x + offset.width, origin.y + offset.height)
    cairo_scale(cairo, 1 / scale, 1 / scale)
    if let color {
      cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.opacity)
      cairo_mask_surface(cairo, surface, 0, 0)
    } else {
      cairo_set_source_surface(cairo, surface, 0, 0)
      cairo_paint(cairo)
    }
    cairo_restore(cairo)
  }

  /// Three box blurs across and three down, of the widths that approximate a Gaussian of
  /// `sigma` pixels.
  private static func boxBlur(_ surface: OpaquePointer, width: Int, height: Int, sigma: Double) {
    guard sigma >= 0.5, let base = cairo_image_surface_get_data(surface) else { return }
    let stride = Int(cairo_image_surface_get_stride(surface))
    // The box width whose three passes have the variance of the Gaussian: 3(w²-1)/12 = σ².
    let box = max(Int((sqrt(4 * sigma * sigma + 1)).rounded()), 1)
    let half = box / 2
    var line = [Int](repeating: 0, count: max(width, height) * 4)
    for _ in 0..<3 {
      for y in 0..<height {
        blurLine(base + y * stride, count: width, step: 4, half: half, scratch: &line)
      }
      for x in 0..<width {
        blurLine(base + x * 4, count: height, step: stride, half: half, scratch: &line)
      }
    }
  }

  /// A moving-average box of `2 × half + 1` pixels along one row or column, each of the four
  /// bytes of a pixel on its own; pixels beyond the ends count as transparent.
  private static func blurLine(
    _ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, half: Int, scratch: inout [Int]
  ) {
    for i in 0..<count {
      for c in 0..<4 { scratch[i * 4 + c] = Int(start[i * step + c]) }
    }
    let window = 2 * half + 1
    for c in 0..<4 {
      var sum = 0
      for i in 0..<min(half, count) { sum += scratch[i * 4 + c] }
      for i in 0..<count {
        let enter = i + half
        if enter < count { sum += scratch[enter * 4 + c] }
        start[i * step + c] = UInt8(min(sum / window, 255))
        let leave = i - half
        if leave >= 0 { sum -= scratch[leave * 4 + c] }
      }
    }
  }
}
