import Foundation
import VitrineRendering
import VitrineUI

/// The shared renderer; the tests need the Debian fonts (scripts/debian-packages.txt).
let renderer: WidgetRenderer = {
  do { return try WidgetRenderer() } catch { fatalError("\(error)") }
}()

/// A display list of `size` points holding `items`.
func list(
  _ width: CGFloat, _ height: CGFloat, _ items: [DisplayItem], background: [DisplayItem] = []
)
  -> DisplayList
{
  DisplayList(
    size: CGSize(width: width, height: height), containerBackground: background, items: items)
}

func fill(
  _ rect: CGRect, _ color: ResolvedColor, _ outline: ShapeOutline = .rectangle
) -> DisplayItem {
  DisplayItem(frame: rect, content: .shape(ShapeItem(outline: outline, paint: .color(color))))
}

let red = ResolvedColor(red: 1, green: 0, blue: 0)
let blue = ResolvedColor(red: 0, green: 0, blue: 1)
let black = ResolvedColor(red: 0, green: 0, blue: 0)

/// A PNG of `width`×`height` pixels of one color.
func solidPNG(width: Int, height: Int, color: RGBA8) throws -> Data {
  var image = RasterImage(width: width, height: height)
  for y in 0..<height { for x in 0..<width { image.setColor(color, x: x, y: y) } }
  return try PNGEncoder.encode(image)
}

extension RasterImage {
  /// The bounding box of pixels that are not transparent, in pixels.
  var inkBounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var result: (Int, Int, Int, Int)?
    for y in 0..<height {
      for x in 0..<width where pixels[y * width + x] >> 24 > 0 {
        if let r = result {
          result = (min(r.0, x), min(r.1, y), max(r.2, x), max(r.3, y))
        } else {
          result = (x, y, x, y)
        }
      }
    }
    return result.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
  }

  /// Whether any pixel is strongly colored (not grey), as emoji are.
  var hasSaturatedPixels: Bool {
    pixels.contains { pixel in
      let c = RGBA8(premultiplied: pixel)
      guard c.alpha > 200 else { return false }
      let values = [Int(c.red), Int(c.green), Int(c.blue)]
      return values.max()! - values.min()! > 100
    }
  }
}

/// `view` laid out in `width`×`height` points without margins and drawn at scale 1 with no
/// chrome.
@MainActor
func plain(_ view: some View, _ width: CGFloat, _ height: CGFloat) throws -> RasterImage {
  let target = WidgetRenderTarget(
    scale: 1, contentMarginsDisabled: true, size: CGSize(width: width, height: height))
  return try renderer.rasterize(
    renderer.displayList(for: view, target: target), options: RenderOptions(scale: 1))
}
