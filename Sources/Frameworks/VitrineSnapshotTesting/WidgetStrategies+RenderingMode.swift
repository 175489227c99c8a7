import Foundation
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

extension Snapshotting where Value: View, Format == RasterImage {
  /// The widget rendered to pixels in `renderingMode`, as iOS draws it in that place: vibrant
  /// over the Lock Screen's wallpaper, accented on the tinted Home Screen (with `tint`'s
  /// colours, or the defaults of ``WidgetTint``), full colour on the Home Screen.
  public static func image(
    widget family: WidgetFamily, renderingMode: WidgetRenderingMode, tint: WidgetTint? = nil,
    device: WidgetDevice = .standard, scale: Double = 2,
    tolerance: ImageTolerance = ImageTolerance()
  ) -> Snapshotting {
    var target = SnapshotLayout.widget(family, device: device).target(
      colorScheme: .light, redacted: [], scale: scale)
    target.renderingMode = renderingMode
    target.tint = tint
    return Snapshotting(
      pathExtension: "png", diffing: .image(tolerance: tolerance),
      snapshot: { view in try WidgetRenderer().rasterize(view, target: target) })
  }
}
